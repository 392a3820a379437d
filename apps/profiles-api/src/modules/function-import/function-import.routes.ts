import multipart from '@fastify/multipart';
import {
  FUNCTION_IMPORT_COLUMNS,
  FUNCTION_IMPORT_MAX_BYTES,
  FUNCTION_IMPORT_MAX_CELL_CHARS,
  FUNCTION_IMPORT_MAX_COLUMNS,
  FUNCTION_IMPORT_MAX_ROWS,
  FUNCTION_IMPORT_MAX_UNPACKED_BYTES,
  FunctionImportJobParamsSchema,
  FunctionImportJobSchema,
  FunctionImportJobsSchema,
  FunctionImportRowsQuerySchema,
  FunctionImportRowsSchema,
  FunctionImportTemplateQuerySchema,
  FunctionImportUploadQuerySchema,
  PageQuerySchema,
  ROLE_GROUPS,
} from '@ln/contracts';
import { actorOf, errorResponses, requireRole } from '@ln/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImportFileError } from './function-import.parse.js';
import type { FunctionImportService, UploadedFile } from './function-import.service.js';

const tags = ['function import'];
const security = [{ bearerAuth: [] }];
const WHO = 'ADMIN only (accounts-and-platform §6): other roles get 403, anonymous callers 401.';
const MB = FUNCTION_IMPORT_MAX_BYTES / 1024 / 1024;

/** The `file` part of the upload, read into memory within FUNCTION_IMPORT_MAX_BYTES. */
async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  const required = () =>
    new ImportFileError('is required: send it as multipart/form-data field file');
  if (!request.isMultipart()) throw required();
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw required();
  try {
    return { fileName: part.filename || 'file', bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ImportFileError(`is larger than ${MB} MB`);
    throw error;
  }
}

/**
 * The function import (accounts-and-platform §2 `/function-import`, §6 ADMIN). The spec
 * shows no calls; these stand beside the gremium calls in their style
 * (docs/decisions/026-function-import.md). Authorization runs in onRequest, before the
 * upload is read.
 */
export async function functionImportRoutes(
  app: FastifyInstance,
  options: { service: FunctionImportService },
) {
  const { service } = options;
  await app.register(multipart, {
    limits: {
      fileSize: FUNCTION_IMPORT_MAX_BYTES,
      files: 1,
      fields: 0,
      parts: 1,
      headerPairs: 100,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireRole(ROLE_GROUPS.admins);

  r.post(
    '/v1.0/functionImport',
    {
      onRequest,
      schema: {
        operationId: 'uploadFunctionImport',
        tags,
        security,
        summary: 'Uploads a CSV or XLSX file of functions in gremia: a dry run, or its apply',
        description: `multipart/form-data, field \`file\`: CSV (UTF-8, comma or semicolon) or XLSX (first sheet), at most ${MB} MB and ${FUNCTION_IMPORT_MAX_ROWS} rows, an XLSX unpacking to at most ${FUNCTION_IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024} MB, cells of at most ${FUNCTION_IMPORT_MAX_CELL_CHARS} characters and rows of at most ${FUNCTION_IMPORT_MAX_COLUMNS} columns (checked while the file is read; past them it is refused at once), a header row of the columns ${FUNCTION_IMPORT_COLUMNS.join(', ')}. The body by \`gremiumId\` or its exact \`gremiumName\`; the person by exactly one of \`profileId\`, \`orcid\` or \`pesel\` (matched by its keyed hash only; never stored, logged or echoed; a PESEL in any other column is dropped and its row gets PESEL_IN_COLUMN). A bad file (type by content, size, no header, unknown or missing columns) is a 400 FUNCTION_IMPORT_FILE_ERROR on the key \`file\`. Answers 202 with the job; its rows are checked in the background (poll \`GET v1.0/functionImport/{jobId}\`). \`mode=DRY_RUN\` (default) writes only the report, and an audit entry with its row count; \`mode=APPLY\` needs \`dryRunJobId\`, a finished dry run of the same bytes without row errors (409 FUNCTION_IMPORT_DRY_RUN_REQUIRED), and writes the whole file in one transaction with an audit entry, or nothing; 409 FUNCTION_IMPORT_BUSY while another apply runs. Re-importing the same file leaves everything unchanged. ${WHO}`,
        consumes: ['multipart/form-data'],
        querystring: FunctionImportUploadQuerySchema,
        response: { 202: FunctionImportJobSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const file = await readUpload(request);
      const job = await service.upload(actorOf(request), file, request.query);
      void reply.code(202);
      return job;
    },
  );

  r.get(
    '/v1.0/functionImport',
    {
      onRequest,
      schema: {
        operationId: 'listFunctionImports',
        tags,
        security,
        summary: 'The history of function imports, newest first',
        description: `Who ran each, when, the file name, the mode, the counts and the result. ${WHO}`,
        querystring: PageQuerySchema,
        response: { 200: FunctionImportJobsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.jobs(request.query),
  );

  r.get(
    '/v1.0/functionImport/template',
    {
      onRequest,
      schema: {
        operationId: 'getFunctionImportTemplate',
        tags,
        security,
        summary: 'The template file of the import (CSV or XLSX)',
        description: `The header row of the columns; the XLSX has a second sheet describing them. ${WHO}`,
        querystring: FunctionImportTemplateQuerySchema,
        response: {
          200: z.unknown().describe('The file (text/csv, or XLSX as binary)'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const body = await service.template(format);
      return reply
        .header(
          'content-type',
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="function-import-template.${format}"`)
        .send(body);
    },
  );

  r.get(
    '/v1.0/functionImport/:jobId',
    {
      onRequest,
      schema: {
        operationId: 'getFunctionImport',
        tags,
        security,
        summary: 'One import job: its status, progress and counts (poll it while it runs)',
        description: `\`rowsProcessed\` of \`rowsTotal\` is the progress. ${WHO}`,
        params: FunctionImportJobParamsSchema,
        response: { 200: FunctionImportJobSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.job(request.params.jobId),
  );

  r.get(
    '/v1.0/functionImport/:jobId/rows',
    {
      onRequest,
      schema: {
        operationId: 'listFunctionImportRows',
        tags,
        security,
        summary: 'The per-row report of a job: create, update, unchanged, or its errors',
        description: `Each error names its row number and column; the value of a \`pesel\` cell is never given, and a row that names its person by PESEL shows no person (whether it matched is its action). \`errorsOnly=true\` lists only the rows with errors. ${WHO}`,
        params: FunctionImportJobParamsSchema,
        querystring: FunctionImportRowsQuerySchema,
        response: { 200: FunctionImportRowsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.rows(request.params.jobId, request.query),
  );

  r.get(
    '/v1.0/functionImport/:jobId/errors.csv',
    {
      onRequest,
      schema: {
        operationId: 'getFunctionImportErrorReport',
        tags,
        security,
        summary: 'The error report of a job as CSV (row, column, code, message, value)',
        description: `One line per error; the value of a \`pesel\` cell is left empty, and a cell that a spreadsheet would read as a formula (a leading =, +, -, @, tab or CR) starts with an apostrophe. ${WHO}`,
        params: FunctionImportJobParamsSchema,
        response: {
          200: z.unknown().describe('The report (text/csv)'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await service.errorReport(request.params.jobId);
      const ascii = fileName.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ascii}"`)
        .send(csv);
    },
  );
}
