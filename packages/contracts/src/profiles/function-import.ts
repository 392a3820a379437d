// Contracts of the function import (accounts-and-platform §2 `/function-import`, §6 ADMIN):
// upload a CSV or XLSX file of functions in bodies, read its dry-run report, apply it, read
// the history. The spec shows no calls; they stand beside the gremium calls in their style
// (docs/decisions/026-function-import.md).
import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema, pageOf, UuidSchema } from './common.js';

/**
 * The columns of an import file, in the template's order. The body is named by
 * `gremiumId` or by its exact `gremiumName`; the person by exactly one of `profileId`,
 * `orcid` or `pesel` (matched by its keyed hash only).
 */
export const FUNCTION_IMPORT_COLUMNS = [
  'gremiumId',
  'gremiumName',
  'profileId',
  'orcid',
  'pesel',
  'functionPl',
  'functionEn',
  'dateFrom',
  'dateTo',
] as const;
export type FunctionImportColumn = (typeof FUNCTION_IMPORT_COLUMNS)[number];

/** Bounds of one file (decision 026 "Bounds", decision 033), checked while it is read. */
export const FUNCTION_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const FUNCTION_IMPORT_MAX_ROWS = 50_000;
/** What the parts of an XLSX (a zip) may unpack to, all together. */
export const FUNCTION_IMPORT_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** The longest cell (the longest field, a gremium's name, has 1,000 characters). */
export const FUNCTION_IMPORT_MAX_CELL_CHARS = 1000;
/** Cells of a row (the nine columns, and room for the empty ones a sheet adds). */
export const FUNCTION_IMPORT_MAX_COLUMNS = 100;

export const FUNCTION_IMPORT_ERROR_CODES = {
  /** The file as a whole is refused (type, size, header, columns): a 400 on the key `file`. */
  FUNCTION_IMPORT_FILE_ERROR: 'FUNCTION_IMPORT_FILE_ERROR',
  FUNCTION_IMPORT_NOT_FOUND: 'FUNCTION_IMPORT_NOT_FOUND',
  /** An apply needs a finished dry run of the same file without row errors. */
  FUNCTION_IMPORT_DRY_RUN_REQUIRED: 'FUNCTION_IMPORT_DRY_RUN_REQUIRED',
  /** Another import of functions is being applied. */
  FUNCTION_IMPORT_BUSY: 'FUNCTION_IMPORT_BUSY',
} as const;

export const FUNCTION_IMPORT_AUDIT_ACTION = 'FUNCTION_IMPORT_APPLIED';
/** A dry run is audited too: it reads every PESEL of its file (issue 41 #6). */
export const FUNCTION_IMPORT_DRY_RUN_AUDIT_ACTION = 'FUNCTION_IMPORT_DRY_RUN';

/** Why a row is refused; `content` says it in English, the web shows its own text per code. */
export const FUNCTION_IMPORT_ROW_ERRORS = [
  'REQUIRED',
  'TOO_LONG',
  'INVALID_UUID',
  'INVALID_ORCID',
  'INVALID_PESEL',
  'INVALID_DATE',
  'DATE_ORDER',
  'ONE_GREMIUM',
  'ONE_PERSON',
  'UNKNOWN_GREMIUM',
  'AMBIGUOUS_GREMIUM',
  'GREMIUM_MISMATCH',
  'STATE_SYSTEM_GREMIUM',
  'UNKNOWN_PERSON',
  'STATE_SYSTEM_FUNCTION',
  'DUPLICATE_ROW',
  /** A PESEL in another column than `pesel`: the value is dropped, never kept or echoed. */
  'PESEL_IN_COLUMN',
] as const;
export const FunctionImportRowErrorCodeSchema = z.enum(FUNCTION_IMPORT_ROW_ERRORS);
export type FunctionImportRowErrorCode = z.infer<typeof FunctionImportRowErrorCodeSchema>;

export const FunctionImportRowErrorSchema = z.object({
  /** The column of the file (the header's name), or `row` for the row as a whole. */
  column: z.string(),
  code: FunctionImportRowErrorCodeSchema,
  content: z.string(),
  /** The value as read; never given for the `pesel` column. */
  invalidValue: z.string().nullable(),
});
export type FunctionImportRowError = z.infer<typeof FunctionImportRowErrorSchema>;

export const FunctionImportModeSchema = z.enum(['DRY_RUN', 'APPLY']);
export type FunctionImportMode = z.infer<typeof FunctionImportModeSchema>;
export const FunctionImportStatusSchema = z.enum(['PENDING', 'RUNNING', 'DONE', 'FAILED']);
export type FunctionImportStatus = z.infer<typeof FunctionImportStatusSchema>;
export const FunctionImportActionSchema = z.enum(['CREATE', 'UPDATE', 'UNCHANGED', 'ERROR']);
export type FunctionImportAction = z.infer<typeof FunctionImportActionSchema>;

export const FunctionImportJobSchema = z.object({
  jobId: UuidSchema,
  mode: FunctionImportModeSchema,
  fileName: z.string(),
  fileType: z.enum(['CSV', 'XLSX']),
  /** SHA-256 of the file: an apply names a dry run of the same bytes. */
  fileSha256: z.string().nullable(),
  dryRunJobId: UuidSchema.nullable(),
  status: FunctionImportStatusSchema,
  /** Who ran it (null when that account is gone). */
  createdBy: z.object({ userId: UuidSchema, name: z.string() }).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Progress: rows read and checked so far of `rowsTotal` (known once the file is read). */
  rowsTotal: z.number().int(),
  rowsProcessed: z.number().int(),
  rowsCreated: z.number().int(),
  rowsUpdated: z.number().int(),
  rowsUnchanged: z.number().int(),
  rowsFailed: z.number().int(),
  /** Why a job failed as a whole (row errors are in the report). */
  message: z.string().nullable(),
});
export type FunctionImportJob = z.infer<typeof FunctionImportJobSchema>;

export const FunctionImportJobsSchema = pageOf(FunctionImportJobSchema);
export type FunctionImportJobs = z.infer<typeof FunctionImportJobsSchema>;

export const FunctionImportRowSchema = z.object({
  /** The row's number in the file (the header is row 1, so data start at 2). */
  rowNumber: z.number().int(),
  action: FunctionImportActionSchema,
  gremium: z.object({ gremiumId: UuidSchema, name: z.string() }).nullable(),
  /**
   * The matched person's profile and name (never the identifier the file used); null for a row
   * that names its person by PESEL, so a check never turns PESELs into names.
   */
  person: z.object({ profileId: UuidSchema, name: z.string() }).nullable(),
  functionPl: z.string().nullable(),
  functionEn: z.string().nullable(),
  dateFrom: IsoDateSchema.nullable(),
  dateTo: IsoDateSchema.nullable(),
  errors: z.array(FunctionImportRowErrorSchema),
});
export type FunctionImportRow = z.infer<typeof FunctionImportRowSchema>;

export const FunctionImportRowsSchema = pageOf(FunctionImportRowSchema);
export type FunctionImportRows = z.infer<typeof FunctionImportRowsSchema>;

export const FunctionImportRowsQuerySchema = PageQuerySchema.extend({
  /** Only the rows with errors. */
  errorsOnly: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});
export type FunctionImportRowsQuery = z.infer<typeof FunctionImportRowsQuerySchema>;

export const FunctionImportUploadQuerySchema = z
  .object({
    mode: FunctionImportModeSchema.default('DRY_RUN'),
    /** For APPLY: the finished dry run of the same file. */
    dryRunJobId: UuidSchema.optional(),
  })
  .refine((q) => q.mode === 'DRY_RUN' || q.dryRunJobId !== undefined, {
    path: ['dryRunJobId'],
    message: 'is required to apply a file',
  });
export type FunctionImportUploadQuery = z.infer<typeof FunctionImportUploadQuerySchema>;

export const FunctionImportJobParamsSchema = z.object({ jobId: UuidSchema });

export const FunctionImportTemplateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { message: 'must be csv or xlsx' }).default('csv'),
});
