import { createHash } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  FUNCTION_IMPORT_AUDIT_ACTION,
  FUNCTION_IMPORT_COLUMNS,
  FUNCTION_IMPORT_ERROR_CODES,
  toPage,
  type FunctionImportJob,
  type FunctionImportRow,
  type FunctionImportRowError,
  type FunctionImportRowsQuery,
  type FunctionImportUploadQuery,
  type PageQuery,
} from '@ln/contracts';
import { hashPesel } from '@ln/pesel';
import type { Tx } from '@ln/db';
import type { AuditRepository } from '@ln/lifecycle';
import { ConflictError, NotFoundError } from '@ln/server';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import {
  checkRow,
  decideRow,
  functionKey,
  rowError,
  type CheckedRow,
  type PlannedFunction,
} from './function-import.fns.js';
import {
  CHUNK_ROWS,
  detectFileType,
  readImportFile,
  redactDigits,
  type RawRow,
} from './function-import.parse.js';
import type {
  FunctionImportRepository,
  JobCounts,
  ProfileHit,
  ReportRow,
} from './function-import.repository.js';

export interface ImportActor {
  userId: string;
  reqId: string;
}

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

interface Gremium {
  id: string;
  name: string;
  source: string;
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
   * Resolves and decides every row, chunk by chunk. With `tx` (an apply) the bodies are
   * locked as they are first met, before their functions are read.
   */
  async function evaluate(jobId: string, raws: RawRow[], tx?: Tx) {
    const gremiaById = new Map<string, Gremium | null>();
    const gremiaByName = new Map<string, Gremium[]>();
    const functions = new Map<string, PlannedFunction>();
    const loadedPairs = new Set<string>();
    const seenPeriods = new Map<string, number>();
    const touched = new Map<string, PlannedFunction>();
    const holders = new Map<string, { firstName: string; surname: string }>();
    const counts: JobCounts = {
      rowsProcessed: 0,
      rowsCreated: 0,
      rowsUpdated: 0,
      rowsUnchanged: 0,
      rowsFailed: 0,
    };

    for (let start = 0; start < raws.length; start += CHUNK_ROWS) {
      const chunk = raws.slice(start, start + CHUNK_ROWS).map((raw) => ({ raw, ...checkRow(raw) }));
      const ok = chunk.flatMap((c) => (c.row ? [c.row] : []));

      const newIds = [...new Set(ok.flatMap((r) => (r.gremiumId ? [r.gremiumId] : [])))].filter(
        (id) => !gremiaById.has(id),
      );
      const newNames = [
        ...new Set(ok.flatMap((r) => (r.gremiumName ? [r.gremiumName] : []))),
      ].filter((n) => !gremiaByName.has(n));
      const [byId, byName] = await Promise.all([
        newIds.length ? repo.gremiaByIds(newIds, tx) : [],
        newNames.length ? repo.gremiaByNames(newNames, tx) : [],
      ]);
      for (const id of newIds) gremiaById.set(id, byId.find((g) => g.id === id) ?? null);
      for (const name of newNames)
        gremiaByName.set(
          name,
          byName.filter((g) => g.name === name),
        );
      if (tx) await repo.lockGremia(tx, [...new Set([...byId, ...byName].map((g) => g.id))]);

      const people = await repo.profiles(
        {
          ids: ok.flatMap((r) => (r.person.kind === 'profileId' ? [r.person.value] : [])),
          orcids: ok.flatMap((r) => (r.person.kind === 'orcid' ? [r.person.value] : [])),
          peselHashes: ok.flatMap((r) => {
            const hash = r.person.kind === 'pesel' ? peselHash(r.person.value) : null;
            return hash ? [hash] : [];
          }),
        },
        tx,
      );
      const findPerson = (row: CheckedRow): ProfileHit | undefined => {
        const { kind, value } = row.person;
        if (kind === 'profileId') return people.find((p) => p.id === value);
        if (kind === 'orcid') return people.find((p) => p.orcid === value);
        const hash = peselHash(value);
        return hash ? people.find((p) => p.peselHash && hash.equals(p.peselHash)) : undefined;
      };

      // Resolve each row to its body and holder, or to its errors.
      const resolved = chunk.map(({ raw, row, errors }) => {
        const errs: FunctionImportRowError[] = [...errors];
        let gremium: Gremium | null = null;
        let person: ProfileHit | undefined;
        if (row) {
          const fromId = row.gremiumId ? gremiaById.get(row.gremiumId) : undefined;
          const fromName = row.gremiumName ? gremiaByName.get(row.gremiumName) : undefined;
          if (row.gremiumId && !fromId)
            errs.push(
              rowError('gremiumId', 'UNKNOWN_GREMIUM', 'no gremium has this id', row.gremiumId),
            );
          if (row.gremiumName && fromName?.length === 0)
            errs.push(
              rowError(
                'gremiumName',
                'UNKNOWN_GREMIUM',
                'no gremium has exactly this name',
                row.gremiumName,
              ),
            );
          if (row.gremiumName && !row.gremiumId && (fromName?.length ?? 0) > 1)
            errs.push(
              rowError(
                'gremiumName',
                'AMBIGUOUS_GREMIUM',
                'several gremia have this name: give gremiumId',
                row.gremiumName,
              ),
            );
          if (fromId && fromName?.length && !fromName.some((g) => g.id === fromId.id))
            errs.push(
              rowError(
                'gremiumName',
                'GREMIUM_MISMATCH',
                'names another gremium than gremiumId',
                row.gremiumName,
              ),
            );
          gremium = fromId ?? (fromName?.length === 1 ? fromName[0]! : null);
          if (gremium && errs.length === 0 && gremium.source !== 'USER')
            errs.push(
              rowError(
                row.gremiumId ? 'gremiumId' : 'gremiumName',
                'STATE_SYSTEM_GREMIUM',
                'this gremium comes from a state system: it is read-only',
                row.gremiumId ?? row.gremiumName,
              ),
            );
          person = findPerson(row);
          if (!person)
            errs.push(
              rowError(
                row.person.kind,
                'UNKNOWN_PERSON',
                `no profile has this ${row.person.kind === 'pesel' ? 'PESEL' : row.person.kind}`,
                row.person.value,
              ),
            );
        }
        return { raw, row, errs, gremium, person };
      });

      // Load the stored functions of the new (body, holder) pairs of this chunk.
      const pairs = resolved.filter((r) => r.row && r.gremium && r.person && r.errs.length === 0);
      const needed = pairs.filter((r) => !loadedPairs.has(`${r.gremium!.id}|${r.person!.id}`));
      if (needed.length) {
        const stored = await repo.functionsOf(
          [...new Set(needed.map((r) => r.gremium!.id))],
          [...new Set(needed.map((r) => r.person!.id))],
          tx,
        );
        for (const fn of stored) {
          const key = functionKey(fn.gremiumId, fn.profileId, fn.functionPl);
          if (!functions.has(key)) functions.set(key, fn);
        }
        for (const r of needed) loadedPairs.add(`${r.gremium!.id}|${r.person!.id}`);
      }

      const report: ReportRow[] = resolved.map(({ raw, row, errs, gremium, person }) => {
        const base = {
          rowNumber: raw.rowNumber,
          gremiumId: gremium?.id ?? null,
          gremiumName: gremium?.name ?? null,
          profileId: person?.id ?? null,
          personName: person ? `${person.firstName} ${person.surname}` : null,
          functionPl: raw.values.functionPl ?? null,
          functionEn: raw.values.functionEn ?? null,
          dateFrom: row?.dateFrom ?? null,
          dateTo: row?.dateTo ?? null,
        };
        if (!row || !gremium || !person || errs.length > 0) {
          counts.rowsFailed += 1;
          return { ...base, action: 'ERROR' as const, errors: errs };
        }
        const key = functionKey(gremium.id, person.id, row.functionPl);
        const first = seenPeriods.get(`${key}|${row.dateFrom}`);
        if (first !== undefined) {
          counts.rowsFailed += 1;
          const error = rowError(
            'row',
            'DUPLICATE_ROW',
            `repeats row ${first} (the same function and start date)`,
          );
          return { ...base, action: 'ERROR' as const, errors: [error] };
        }
        seenPeriods.set(`${key}|${row.dateFrom}`, raw.rowNumber);
        const { decision, next } = decideRow(functions.get(key), {
          gremiumId: gremium.id,
          profileId: person.id,
          functionPl: row.functionPl,
          functionEn: row.functionEn,
          dateFrom: row.dateFrom,
          dateTo: row.dateTo,
        });
        if (decision.action === 'ERROR') {
          counts.rowsFailed += 1;
          return { ...base, action: 'ERROR' as const, errors: [decision.error] };
        }
        if (decision.action === 'CREATE') counts.rowsCreated += 1;
        else if (decision.action === 'UPDATE') counts.rowsUpdated += 1;
        else counts.rowsUnchanged += 1;
        if (decision.action !== 'UNCHANGED') {
          functions.set(key, next);
          touched.set(key, next);
          holders.set(person.id, { firstName: person.firstName, surname: person.surname });
        }
        return { ...base, action: decision.action, errors: [] };
      });

      await repo.insertRows(jobId, report);
      counts.rowsProcessed += chunk.length;
      await repo.updateJob(jobId, { ...counts });
      await yieldToEventLoop();
    }
    return { counts, touched, holders };
  }

  /** The writes of a clean plan: new functions at the end of their lists, the rest replaced. */
  async function write(tx: Tx, jobId: string, plan: Awaited<ReturnType<typeof evaluate>>) {
    const all = [...plan.touched.values()];
    const creates = all.filter((f) => f.functionId === null);
    const updates = all.filter((f) => f.functionId !== null);
    const positions = await repo.nextPositions(tx, [...new Set(creates.map((f) => f.gremiumId))]);
    const items = creates.map((fn) => {
      const position = positions.get(fn.gremiumId) ?? 0;
      positions.set(fn.gremiumId, position + 1);
      return { fn, position, ...plan.holders.get(fn.profileId)! };
    });
    for (let i = 0; i < items.length; i += CHUNK_ROWS) {
      await repo.createFunctions(tx, jobId, items.slice(i, i + CHUNK_ROWS));
      await yieldToEventLoop();
    }
    for (let i = 0; i < updates.length; i += CHUNK_ROWS) {
      await repo.updateFunctions(tx, updates.slice(i, i + CHUNK_ROWS));
      await yieldToEventLoop();
    }
  }

  async function run(job: JobRow, raws: RawRow[], actor: ImportActor) {
    try {
      if (job.mode === 'DRY_RUN') {
        const { counts } = await evaluate(job.id, raws);
        await repo.updateJob(job.id, { ...counts, status: 'DONE', finishedAt: new Date() });
        return;
      }
      const counts = await repo.transaction(async (tx) => {
        if (!(await repo.tryApplyLock(tx))) throw new BusyError();
        const plan = await evaluate(job.id, raws, tx);
        if (plan.counts.rowsFailed > 0) throw new RowsFailedError();
        await write(tx, job.id, plan);
        await audit.write(
          {
            actor,
            action: FUNCTION_IMPORT_AUDIT_ACTION,
            targetType: 'FUNCTION_IMPORT',
            targetId: job.id,
            details: {
              fileName: job.fileName,
              fileSha256: job.fileSha256,
              dryRunJobId: job.dryRunJobId,
              rowsCreated: plan.counts.rowsCreated,
              rowsUpdated: plan.counts.rowsUpdated,
              rowsUnchanged: plan.counts.rowsUnchanged,
              gremia: [...new Set([...plan.touched.values()].map((f) => f.gremiumId))],
            },
          },
          tx,
        );
        return plan.counts;
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
      actor: ImportActor,
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
      const raws = await readImportFile(file.bytes, fileType);
      const job = await repo.createJob({
        createdById: actor.userId,
        // A file name is echoed in the history: a PESEL in it is cut out.
        fileName: redactDigits(file.fileName).slice(0, 255),
        mode: query.mode,
        fileType,
        fileSha256,
        dryRunJobId: query.mode === 'APPLY' ? query.dryRunJobId! : null,
        rowsTotal: raws.length,
      });
      const task = run(job, raws, actor).finally(() => running.delete(task));
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
        csv: `\uFEFF${stringify([['row', 'column', 'code', 'message', 'value'], ...lines])}`,
      };
    },

    /** The template: the header row (CSV), or the header and a sheet explaining it (XLSX). */
    async template(format: 'csv' | 'xlsx') {
      const header = [...FUNCTION_IMPORT_COLUMNS];
      if (format === 'csv') return Buffer.from(`\uFEFF${stringify([header])}`, 'utf8');
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('functions');
      sheet.addRow(header).font = { bold: true };
      sheet.columns.forEach((c) => (c.width = 22));
      // Text columns, so a sheet keeps a PESEL's leading zero and a date as typed.
      for (let i = 1; i <= header.length; i++) sheet.getColumn(i).numFmt = '@';
      const info = workbook.addWorksheet('info');
      info.addRows(TEMPLATE_NOTES);
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
