import { createHash } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  FUNCTION_IMPORT_AUDIT_ACTION,
  FUNCTION_IMPORT_COLUMNS,
  FUNCTION_IMPORT_DRY_RUN_AUDIT_ACTION,
  FUNCTION_IMPORT_ERROR_CODES,
  toPage,
  type FunctionImportJob,
  type FunctionImportRow,
  type FunctionImportRowsQuery,
  type FunctionImportUploadQuery,
  type PageQuery,
} from '@ln/contracts';
import { hashPesel } from '@ln/pesel';
import type { Tx } from '@ln/db';
import type { AuditRepository } from '@ln/lifecycle';
import {
  ConflictError,
  NotFoundError,
  spreadsheetCell,
  spreadsheetRows,
  type Actor,
} from '@ln/server';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import {
  countImportRows,
  detectFileType,
  readImportFile,
  redactDigits,
  type FileType,
} from './function-import.parse.js';
import { createImportPlan, type PlanCounts, type PlannedChange } from './function-import.plan.js';
import type { FunctionImportRepository } from './function-import.repository.js';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

type JobRow = NonNullable<Awaited<ReturnType<FunctionImportRepository['findJob']>>>;

class JobNotFoundError extends NotFoundError {
  constructor() {
    super(
      'No function import with this id.',
      FUNCTION_IMPORT_ERROR_CODES.FUNCTION_IMPORT_NOT_FOUND,
    );
  }
}

/** The apply found row errors (the state changed since the dry run): nothing is written. */
class RowsFailedError extends Error {}
class BusyError extends Error {}

const BUSY_MESSAGE = 'Another import of functions is being applied; try again when it ends.';

function toJob(row: JobRow): FunctionImportJob {
  return {
    jobId: row.id,
    mode: row.mode as FunctionImportJob['mode'],
    fileName: row.fileName,
    fileType: row.fileType as FunctionImportJob['fileType'],
    fileSha256: row.fileSha256,
    dryRunJobId: row.dryRunJobId,
    status: row.status,
    createdBy: row.createdBy
      ? { userId: row.createdBy.id, name: `${row.createdBy.firstName} ${row.createdBy.surname}` }
      : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    rowsTotal: row.rowsTotal,
    rowsProcessed: row.rowsProcessed,
    rowsCreated: row.rowsCreated,
    rowsUpdated: row.rowsUpdated,
    rowsUnchanged: row.rowsUnchanged,
    rowsFailed: row.rowsFailed,
    message: row.message,
  };
}

/**
 * The function import (accounts-and-platform §2 `/function-import`, §6 ADMIN; decision 026).
 * A file is read and checked in the request (a bad file is a 400 at once); its rows are then
 * resolved and compared in the background, CHUNK_ROWS at a time with a yield to the event
 * loop between chunks, while the job's progress is written for the web to poll. A dry run
 * writes only its report; an apply follows a clean dry run of the same bytes and writes the
 * whole file in one transaction with its audit entry, or nothing.
 */
export function createFunctionImportService(deps: {
  repo: FunctionImportRepository;
  audit: AuditRepository;
  /** PESEL_HASH_KEY: a PESEL of the file is matched by its keyed hash only. */
  peselHashKey: Buffer | null;
  log: { error: (obj: object, msg: string) => void };
}) {
  const { repo, audit, peselHashKey, log } = deps;
  /** Jobs running in this process, so a test or a shutdown can wait for them. */
  const running = new Set<Promise<void>>();
  const startedAt = new Date();

  const peselHash = (pesel: string) =>
    peselHashKey ? hashPesel(pesel, { hashKey: peselHashKey }) : null;

  /**
   * Reads the file again, chunk by chunk, and decides every row (function-import.plan.ts),
   * writing each chunk's report rows and the job's progress. With `tx` (an apply) the bodies
   * are locked as they are first met, before their functions are read, and each chunk's
   * changes are written in that transaction until a row fails (then nothing more is, and the
   * caller rolls it all back). Only one chunk of rows is held at a time (issue 50 #3).
   */
  async function evaluate(job: JobRow, bytes: Buffer, tx?: Tx) {
    const plan = createImportPlan({ peselHash });
    const positions = new Map<string, number>();
    const gremia = new Set<string>();
    for await (const raws of readImportFile(bytes, job.fileType as FileType)) {
      const checked = plan.check(raws);
      const [byId, byName] = await Promise.all([
        checked.gremiumIds.length ? repo.gremiaByIds(checked.gremiumIds, tx) : [],
        checked.gremiumNames.length ? repo.gremiaByNames(checked.gremiumNames, tx) : [],
      ]);
      plan.addGremia(checked, byId, byName);
      if (tx) await repo.lockGremia(tx, [...new Set([...byId, ...byName].map((g) => g.id))]);
      const resolved = plan.resolve(checked, await repo.profiles(checked.people, tx));
      if (resolved.load)
        plan.addStored(
          resolved,
          await repo.functionsOf(resolved.load.gremiumIds, resolved.load.profileIds, job.id, tx),
        );
      const { report, changes } = plan.decide(resolved);
      await repo.insertRows(job.id, report);
      for (const change of changes) gremia.add(change.fn.gremiumId);
      if (tx && plan.counts.rowsFailed === 0) await write(tx, job.id, plan, changes, positions);
      await repo.updateJob(job.id, { ...plan.counts });
      await yieldToEventLoop();
    }
    return { counts: { ...plan.counts } as PlanCounts, gremia: [...gremia] };
  }

  /** A chunk's changes: new functions at the end of their lists, the rest replaced. */
  async function write(
    tx: Tx,
    jobId: string,
    plan: ReturnType<typeof createImportPlan>,
    changes: PlannedChange[],
    positions: Map<string, number>,
  ) {
    const creates = changes.filter((c) => c.fn.functionId === null);
    const updates = changes.filter((c) => c.fn.functionId !== null).map((c) => c.fn);
    const unplaced = [...new Set(creates.map((c) => c.fn.gremiumId))].filter(
      (id) => !positions.has(id),
    );
    if (unplaced.length)
      for (const [id, next] of await repo.nextPositions(tx, unplaced)) positions.set(id, next);
    const items = creates.map(({ fn, holder }) => {
      const position = positions.get(fn.gremiumId) ?? 0;
      positions.set(fn.gremiumId, position + 1);
      return { fn, position, ...holder };
    });
    const ids = await repo.createFunctions(tx, jobId, items);
    creates.forEach((c, i) => plan.created(c.key, ids[i]!));
    await repo.updateFunctions(tx, updates);
  }

  /** The one audit entry of a job (its kind's action), never with a PESEL of the file. */
  function auditJob(tx: Tx, job: JobRow, actor: Actor, action: string, details: object) {
    return audit.write(
      {
        actor,
        action,
        targetType: 'FUNCTION_IMPORT',
        targetId: job.id,
        details: {
          fileName: job.fileName,
          fileSha256: job.fileSha256,
          dryRunJobId: job.dryRunJobId,
          rowsTotal: job.rowsTotal,
          ...details,
        },
      },
      tx,
    );
  }

  async function run(job: JobRow, bytes: Buffer, actor: Actor) {
    try {
      if (job.mode === 'DRY_RUN') {
        const { counts } = await evaluate(job, bytes);
        await repo.updateJob(job.id, { ...counts, status: 'DONE', finishedAt: new Date() });
        return;
      }
      const counts = await repo.transaction(async (tx) => {
        if (!(await repo.tryApplyLock(tx))) throw new BusyError();
        const { counts, gremia } = await evaluate(job, bytes, tx);
        if (counts.rowsFailed > 0) throw new RowsFailedError();
        await auditJob(tx, job, actor, FUNCTION_IMPORT_AUDIT_ACTION, {
          rowsCreated: counts.rowsCreated,
          rowsUpdated: counts.rowsUpdated,
          rowsUnchanged: counts.rowsUnchanged,
          gremia,
        });
        return counts;
      });
      await repo.updateJob(job.id, { ...counts, status: 'DONE', finishedAt: new Date() });
    } catch (error) {
      const message =
        error instanceof BusyError
          ? BUSY_MESSAGE
          : error instanceof RowsFailedError
            ? 'Rows have errors now (the data changed since the dry run): nothing was written.'
            : 'The import failed: nothing was written.';
      // Never the error's text: a driver's message may quote a value of the file.
      if (!(error instanceof BusyError || error instanceof RowsFailedError))
        log.error({ jobId: job.id, errorName: (error as Error)?.name }, 'function import failed');
      await repo
        .updateJob(job.id, {
          status: 'FAILED',
          message,
          finishedAt: new Date(),
          ...(job.mode === 'APPLY' ? { rowsCreated: 0, rowsUpdated: 0 } : {}),
        })
        .catch(() => undefined);
    }
  }

  return {
    async upload(
      actor: Actor,
      file: UploadedFile,
      query: FunctionImportUploadQuery,
    ): Promise<FunctionImportJob> {
      const fileType = detectFileType(file.bytes, file.fileName);
      const fileSha256 = createHash('sha256').update(file.bytes).digest('hex');
      if (query.mode === 'APPLY') {
        const dryRun = await repo.findJob(query.dryRunJobId!);
        if (
          !dryRun ||
          dryRun.mode !== 'DRY_RUN' ||
          dryRun.status !== 'DONE' ||
          dryRun.rowsFailed > 0 ||
          dryRun.fileSha256 !== fileSha256
        )
          throw new ConflictError(
            'Apply a file after a finished dry run of the same file without row errors.',
            FUNCTION_IMPORT_ERROR_CODES.FUNCTION_IMPORT_DRY_RUN_REQUIRED,
          );
        const { content } = await repo.listJobs(0, 20);
        if (content.some((j) => j.mode === 'APPLY' && j.status === 'RUNNING'))
          throw new ConflictError(BUSY_MESSAGE, FUNCTION_IMPORT_ERROR_CODES.FUNCTION_IMPORT_BUSY);
      }
      // The whole file is read once here, keeping none of its rows: a bad file is a 400
      // before any job exists; the job reads it again as it checks the rows.
      const { rows: rowsTotal, peselRows } = await countImportRows(file.bytes, fileType);
      const data = {
        createdById: actor.userId,
        // A file name is echoed in the history: a PESEL in it is cut out.
        fileName: redactDigits(file.fileName).slice(0, 255),
        mode: query.mode,
        fileType,
        fileSha256,
        dryRunJobId: query.mode === 'APPLY' ? query.dryRunJobId! : null,
        rowsTotal,
      };
      // A dry run looks up every PESEL of its file: it is audited as it starts, with its row
      // count and how many rows give a PESEL (issue 41 #6); an apply is audited in its own
      // transaction, with what it wrote.
      const job =
        query.mode === 'DRY_RUN'
          ? await repo.transaction(async (tx) => {
              const created = await repo.createJob(data, tx);
              await auditJob(tx, created, actor, FUNCTION_IMPORT_DRY_RUN_AUDIT_ACTION, {
                peselRows,
              });
              return created;
            })
          : await repo.createJob(data);
      const task = run(job, file.bytes, actor).finally(() => running.delete(task));
      running.add(task);
      return toJob(job);
    },

    async job(jobId: string) {
      const row = await repo.findJob(jobId);
      if (!row) throw new JobNotFoundError();
      return toJob(row);
    },

    async jobs(query: PageQuery) {
      const { content, total } = await repo.listJobs(query.page, query.size);
      return toPage(content.map(toJob), total, query);
    },

    async rows(jobId: string, query: FunctionImportRowsQuery) {
      if (!(await repo.findJob(jobId))) throw new JobNotFoundError();
      const { content, total } = await repo.listRows(jobId, query);
      return toPage(
        content.map((r): FunctionImportRow => ({
          rowNumber: r.rowNumber,
          action: r.action,
          gremium: r.gremiumId ? { gremiumId: r.gremiumId, name: r.gremiumName ?? '' } : null,
          person: r.profileId ? { profileId: r.profileId, name: r.personName ?? '' } : null,
          functionPl: r.functionPl,
          functionEn: r.functionEn,
          dateFrom: r.dateFrom,
          dateTo: r.dateTo,
          errors: r.errors,
        })),
        total,
        query,
      );
    },

    /** The error report: one line per error, with its row, column and (never a PESEL) value. */
    async errorReport(jobId: string) {
      const job = await repo.findJob(jobId);
      if (!job) throw new JobNotFoundError();
      const rows = await repo.errorRows(jobId);
      const lines = rows.flatMap((r) =>
        r.errors.map((e) => [r.rowNumber, e.column, e.code, e.content, e.invalidValue ?? '']),
      );
      return {
        fileName: `${job.fileName.replace(/\.[^.]*$/, '')}-errors.csv`,
        csv: csvText([['row', 'column', 'code', 'message', 'value'], ...lines]),
      };
    },

    /** The template: the header row (CSV), or the header and a sheet explaining it (XLSX). */
    async template(format: 'csv' | 'xlsx') {
      const header = [...FUNCTION_IMPORT_COLUMNS];
      if (format === 'csv') return Buffer.from(csvText([header]), 'utf8');
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('functions');
      sheet.addRow(header.map(spreadsheetCell)).font = { bold: true };
      sheet.columns.forEach((c) => (c.width = 22));
      // Text columns, so a sheet keeps a PESEL's leading zero and a date as typed.
      for (let i = 1; i <= header.length; i++) sheet.getColumn(i).numFmt = '@';
      const info = workbook.addWorksheet('info');
      info.addRows(spreadsheetRows(TEMPLATE_NOTES));
      info.getColumn(1).width = 16;
      info.getColumn(2).width = 90;
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },

    /** Marks jobs a stopped process left running as failed (nothing of them was written). */
    failInterrupted: () => repo.failInterrupted(startedAt),

    /** Resolves when the jobs started in this process have ended. */
    async settled() {
      await Promise.all([...running]);
    },
  };
}

/**
 * A CSV the portal writes: a BOM (so Excel reads UTF-8), every cell through spreadsheetCell
 * (no formula injection, issue 41 #9).
 */
const csvText = (rows: ReadonlyArray<ReadonlyArray<string | number>>) =>
  `\uFEFF${stringify(spreadsheetRows(rows))}`;

const TEMPLATE_NOTES = [
  ['column', 'kolumna / column'],
  [
    'gremiumId',
    'Identyfikator gremium (UUID) albo puste, gdy podano gremiumName / gremium id, or empty when gremiumName is given',
  ],
  ['gremiumName', 'Dokładna nazwa gremium / the exact name of the gremium'],
  [
    'profileId',
    'Osoba: identyfikator profilu, albo orcid, albo pesel (jedno z trzech) / the person: one of profileId, orcid, pesel',
  ],
  ['orcid', 'ORCID iD, np. 0000-0002-1825-0097'],
  [
    'pesel',
    'PESEL (dopasowywany tylko po skrócie, nigdzie nie zapisywany) / matched by its keyed hash only, never stored',
  ],
  ['functionPl', 'Nazwa funkcji po polsku (wymagana) / function name in Polish (required)'],
  ['functionEn', 'Nazwa funkcji po angielsku (wymagana) / function name in English (required)'],
  ['dateFrom', 'Data rozpoczęcia RRRR-MM-DD (wymagana) / start date YYYY-MM-DD (required)'],
  ['dateTo', 'Data zakończenia RRRR-MM-DD, puste = funkcja bieżąca / end date, empty = current'],
];

export type FunctionImportService = ReturnType<typeof createFunctionImportService>;
