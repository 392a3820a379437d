import { randomUUID } from 'node:crypto';
import type { Db, Prisma, Tx } from '@ln/db';
import type { FunctionImportRowError } from '@ln/contracts';
import type { PlannedFunction, PlannedPeriod } from './function-import.fns.js';

/** A report row as stored (the PESEL of the file is never among its values). */
export interface ReportRow {
  rowNumber: number;
  action: 'CREATE' | 'UPDATE' | 'UNCHANGED' | 'ERROR';
  gremiumId: string | null;
  gremiumName: string | null;
  profileId: string | null;
  personName: string | null;
  functionPl: string | null;
  functionEn: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  errors: FunctionImportRowError[];
}

export interface JobCounts {
  rowsProcessed: number;
  rowsCreated: number;
  rowsUpdated: number;
  rowsUnchanged: number;
  rowsFailed: number;
}

export interface ProfileHit {
  id: string;
  firstName: string;
  surname: string;
  orcid: string | null;
  peselHash: Uint8Array | null;
}

const day = (value: string | null) => (value === null ? null : new Date(`${value}T00:00:00Z`));
const isoDay = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

const jobSelect = {
  id: true,
  mode: true,
  fileName: true,
  fileType: true,
  fileSha256: true,
  dryRunJobId: true,
  status: true,
  rowsTotal: true,
  rowsProcessed: true,
  rowsCreated: true,
  rowsUpdated: true,
  rowsUnchanged: true,
  rowsFailed: true,
  message: true,
  createdAt: true,
  finishedAt: true,
  createdBy: { select: { id: true, firstName: true, surname: true } },
} as const;

/** The one lock that lets a single apply run at a time (two applies could cross otherwise). */
const APPLY_LOCK = 0x46_49_4d_50; // "FIMP"

/**
 * Jobs, report rows and the writes of the function import. The look-ups and writes take the
 * apply's transaction; job progress is written outside it, so a poller sees it while the
 * transaction is still open.
 */
export function createFunctionImportRepository(db: Db) {
  return {
    /** Runs the apply's work in one transaction, long enough for 50,000 rows. */
    transaction<T>(work: (tx: Tx) => Promise<T>) {
      return db.$transaction(work, { timeout: 15 * 60_000, maxWait: 30_000 });
    },

    /** False while another apply holds the lock; held until the transaction ends. */
    async tryApplyLock(tx: Tx) {
      const rows = await tx.$queryRaw<Array<{ locked: boolean }>>`
        SELECT pg_try_advisory_xact_lock(${APPLY_LOCK}) AS locked`;
      return rows[0]?.locked === true;
    },

    createJob(data: {
      createdById: string;
      fileName: string;
      mode: string;
      fileType: string;
      fileSha256: string;
      dryRunJobId: string | null;
      rowsTotal: number;
    }) {
      return db.functionImportJob.create({
        data: { ...data, status: 'RUNNING' },
        select: jobSelect,
      });
    },

    async updateJob(
      jobId: string,
      data: Partial<JobCounts> & {
        status?: 'RUNNING' | 'DONE' | 'FAILED';
        message?: string | null;
        finishedAt?: Date;
      },
    ) {
      await db.functionImportJob.update({ where: { id: jobId }, data });
    },

    findJob(jobId: string) {
      return db.functionImportJob.findUnique({ where: { id: jobId }, select: jobSelect });
    },

    async listJobs(page: number, size: number) {
      const [content, total] = await Promise.all([
        db.functionImportJob.findMany({
          select: jobSelect,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: page * size,
          take: size,
        }),
        db.functionImportJob.count(),
      ]);
      return { content, total };
    },

    /** Jobs a stopped process left running (begun before this one started): they never end. */
    async failInterrupted(startedAt: Date) {
      await db.functionImportJob.updateMany({
        where: { status: { in: ['PENDING', 'RUNNING'] }, createdAt: { lt: startedAt } },
        data: {
          status: 'FAILED',
          message: 'The import was interrupted by a restart; nothing was written.',
          finishedAt: new Date(),
        },
      });
    },

    async insertRows(jobId: string, rows: ReportRow[]) {
      await db.functionImportRow.createMany({
        data: rows.map((r) => ({
          jobId,
          rowNumber: r.rowNumber,
          action: r.action,
          gremiumId: r.gremiumId,
          gremiumName: r.gremiumName,
          profileId: r.profileId,
          personName: r.personName,
          functionPl: r.functionPl,
          functionEn: r.functionEn,
          dateFrom: day(r.dateFrom),
          dateTo: day(r.dateTo),
          errors: r.errors as unknown as Prisma.InputJsonArray,
        })),
      });
    },

    async listRows(jobId: string, opts: { page: number; size: number; errorsOnly: boolean }) {
      const where = { jobId, ...(opts.errorsOnly ? { action: 'ERROR' } : {}) };
      const [rows, total] = await Promise.all([
        db.functionImportRow.findMany({
          where,
          orderBy: { rowNumber: 'asc' },
          skip: opts.page * opts.size,
          take: opts.size,
        }),
        db.functionImportRow.count({ where }),
      ]);
      return {
        total,
        content: rows.map((r) => ({
          rowNumber: r.rowNumber,
          action: r.action as ReportRow['action'],
          gremiumId: r.gremiumId,
          gremiumName: r.gremiumName,
          profileId: r.profileId,
          personName: r.personName,
          functionPl: r.functionPl,
          functionEn: r.functionEn,
          dateFrom: isoDay(r.dateFrom),
          dateTo: isoDay(r.dateTo),
          errors: r.errors as unknown as FunctionImportRowError[],
        })),
      };
    },

    async errorRows(jobId: string) {
      const rows = await db.functionImportRow.findMany({
        where: { jobId, action: 'ERROR' },
        orderBy: { rowNumber: 'asc' },
        select: { rowNumber: true, errors: true },
      });
      return rows.map((r) => ({
        rowNumber: r.rowNumber,
        errors: r.errors as unknown as FunctionImportRowError[],
      }));
    },

    gremiaByIds(ids: string[], tx: Tx = db) {
      return tx.gremium.findMany({
        where: { id: { in: ids } },
        select: { id: true, name: true, source: true },
      });
    },

    gremiaByNames(names: string[], tx: Tx = db) {
      return tx.gremium.findMany({
        where: { name: { in: names } },
        select: { id: true, name: true, source: true },
      });
    },

    profiles(
      refs: { ids: string[]; orcids: string[]; peselHashes: Buffer[] },
      tx: Tx = db,
    ): Promise<ProfileHit[]> {
      const or: Prisma.ProfileWhereInput[] = [];
      if (refs.ids.length) or.push({ id: { in: refs.ids } });
      if (refs.orcids.length) or.push({ orcid: { in: refs.orcids } });
      if (refs.peselHashes.length)
        or.push({ peselHash: { in: refs.peselHashes.map((h) => new Uint8Array(h)) } });
      if (or.length === 0) return Promise.resolve([]);
      return tx.profile.findMany({
        where: { OR: or },
        select: { id: true, firstName: true, surname: true, orcid: true, peselHash: true },
      });
    },

    /** The stored functions of these holders in these bodies, with their periods. */
    async functionsOf(gremiumIds: string[], profileIds: string[], tx: Tx = db) {
      if (gremiumIds.length === 0 || profileIds.length === 0) return [];
      const rows = await tx.gremiumFunction.findMany({
        where: { gremiumId: { in: gremiumIds }, profileId: { in: profileIds } },
        select: {
          id: true,
          gremiumId: true,
          profileId: true,
          functionPl: true,
          functionEn: true,
          source: true,
          periods: {
            select: { dateFrom: true, dateTo: true, statusOverride: true },
            orderBy: { dateFrom: 'asc' },
          },
        },
      });
      return rows.map((r): PlannedFunction => ({
        functionId: r.id,
        gremiumId: r.gremiumId,
        profileId: r.profileId!,
        functionPl: r.functionPl,
        functionEn: r.functionEn,
        source: r.source,
        periods: r.periods.map((p) => ({
          dateFrom: isoDay(p.dateFrom),
          dateTo: isoDay(p.dateTo),
          statusOverride: p.statusOverride,
        })),
      }));
    },

    /** Locks the bodies the apply writes to, as the editors' writes do (decision 021). */
    async lockGremia(tx: Tx, gremiumIds: string[]) {
      if (gremiumIds.length === 0) return;
      await tx.$queryRaw`SELECT id FROM gremium WHERE id = ANY(${gremiumIds}::uuid[]) FOR UPDATE`;
    },

    /** The next places at the end of these bodies' function lists. */
    async nextPositions(tx: Tx, gremiumIds: string[]) {
      const rows = await tx.$queryRaw<Array<{ gremium_id: string; next: number }>>`
        SELECT g.id AS gremium_id, coalesce(max(f.position_on_list) + 1, 0)::int AS next
          FROM gremium g LEFT JOIN gremium_function f ON f.gremium_id = g.id
         WHERE g.id = ANY(${gremiumIds}::uuid[]) GROUP BY g.id`;
      return new Map(rows.map((r) => [r.gremium_id, r.next]));
    },

    /** New functions with their periods, in batches of one statement each. */
    async createFunctions(
      tx: Tx,
      jobId: string,
      items: Array<{
        fn: PlannedFunction;
        firstName: string;
        surname: string;
        position: number;
      }>,
    ) {
      if (items.length === 0) return;
      const ids = items.map(() => randomUUID());
      await tx.$executeRaw`
        INSERT INTO gremium_function
          (id, gremium_id, profile_id, first_name, surname, function_pl, function_en,
           position_on_list, source, source_name, import_job_id)
        SELECT x.id, x.gremium_id, x.profile_id, x.first_name, x.surname, x.function_pl,
               x.function_en, x.position, 'USER'::data_source, NULL, ${jobId}::uuid
          FROM unnest(${ids}::uuid[], ${items.map((i) => i.fn.gremiumId)}::uuid[],
                      ${items.map((i) => i.fn.profileId)}::uuid[],
                      ${items.map((i) => i.firstName)}::text[], ${items.map((i) => i.surname)}::text[],
                      ${items.map((i) => i.fn.functionPl)}::text[],
                      ${items.map((i) => i.fn.functionEn)}::text[],
                      ${items.map((i) => i.position)}::int[])
            AS x(id, gremium_id, profile_id, first_name, surname, function_pl, function_en, position)`;
      await insertPeriods(
        tx,
        items.flatMap((item, i) => item.fn.periods.map((p) => ({ functionId: ids[i]!, p }))),
      );
    },

    /** Existing functions: the English name and the whole list of periods, replaced. */
    async updateFunctions(tx: Tx, items: PlannedFunction[]) {
      if (items.length === 0) return;
      const ids = items.map((f) => f.functionId!);
      await tx.$executeRaw`
        UPDATE gremium_function f SET function_en = x.function_en
          FROM unnest(${ids}::uuid[], ${items.map((f) => f.functionEn)}::text[]) AS x(id, function_en)
         WHERE f.id = x.id`;
      await tx.$executeRaw`DELETE FROM gremium_function_period WHERE function_id = ANY(${ids}::uuid[])`;
      await insertPeriods(
        tx,
        items.flatMap((f) => f.periods.map((p) => ({ functionId: f.functionId!, p }))),
      );
    },
  };
}

async function insertPeriods(tx: Tx, rows: Array<{ functionId: string; p: PlannedPeriod }>) {
  if (rows.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO gremium_function_period (id, function_id, date_from, date_to, status_override)
    SELECT gen_random_uuid(), x.function_id, x.date_from, x.date_to, x.status_override::period_status
      FROM unnest(${rows.map((r) => r.functionId)}::uuid[],
                  ${rows.map((r) => r.p.dateFrom)}::date[],
                  ${rows.map((r) => r.p.dateTo)}::date[],
                  ${rows.map((r) => r.p.statusOverride)}::text[])
        AS x(function_id, date_from, date_to, status_override)`;
}

export type FunctionImportRepository = ReturnType<typeof createFunctionImportRepository>;
