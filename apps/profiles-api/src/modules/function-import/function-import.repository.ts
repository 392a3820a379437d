import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '@ln/db';
import { toIsoDate, type FunctionImportRowError } from '@ln/contracts';
import type { PlannedFunction, PlannedPeriod } from './function-import.fns.js';
import type { PersonHit, PlanCounts, ReportRow } from './function-import.plan.js';

type JobCounts = PlanCounts;

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

    createJob(
      data: {
        createdById: string;
        fileName: string;
        mode: string;
        fileType: string;
        fileSha256: string;
        dryRunJobId: string | null;
        rowsTotal: number;
      },
      tx: Tx = db,
    ) {
      return tx.functionImportJob.create({
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

    /**
     * A chunk's report rows in one statement. The rows go as one JSON parameter (one string
     * made natively), not as an object or array element per cell: a 50,000-row file is
     * written with little garbage (issue 50 #3).
     */
    async insertRows(jobId: string, rows: ReportRow[]) {
      if (rows.length === 0) return;
      await db.$executeRaw`
        INSERT INTO function_import_row
          (job_id, row_number, action, gremium_id, gremium_name, profile_id, person_name,
           function_pl, function_en, date_from, date_to, errors)
        SELECT ${jobId}::uuid, x."rowNumber", x.action, x."gremiumId", x."gremiumName",
               x."profileId", x."personName", x."functionPl", x."functionEn", x."dateFrom",
               x."dateTo", x.errors
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            AS x("rowNumber" int, action text, "gremiumId" uuid, "gremiumName" text,
                 "profileId" uuid, "personName" text, "functionPl" text, "functionEn" text,
                 "dateFrom" date, "dateTo" date, errors jsonb)`;
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
          dateFrom: toIsoDate(r.dateFrom),
          dateTo: toIsoDate(r.dateTo),
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

    /** The people a chunk names, by profile id, ORCID iD or the PESEL's keyed hash. */
    async profiles(
      refs: { ids: string[]; orcids: string[]; peselHashes: Buffer[] },
      tx: Tx = db,
    ): Promise<PersonHit[]> {
      if (refs.ids.length + refs.orcids.length + refs.peselHashes.length === 0) return [];
      const rows = await tx.$queryRaw<
        Array<{
          id: string;
          first_name: string;
          surname: string;
          orcid: string | null;
          hash: string | null;
        }>
      >`
        SELECT id::text, first_name, surname, orcid, encode(pesel_hash, 'hex') AS hash
          FROM profile
         WHERE id = ANY(${refs.ids}::uuid[]) OR orcid = ANY(${refs.orcids}::text[])
            OR pesel_hash IN (SELECT decode(h, 'hex')
                                FROM unnest(${refs.peselHashes.map((h) => h.toString('hex'))}::text[]) h)`;
      return rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        surname: r.surname,
        orcid: r.orcid,
        peselHash: r.hash === null ? null : Buffer.from(r.hash, 'hex'),
      }));
    },

    /**
     * The stored functions of these holders in these bodies, with their periods; not those the
     * job `jobId` created itself (an apply writes as it goes: those are in its plan already).
     */
    async functionsOf(gremiumIds: string[], profileIds: string[], jobId: string, tx: Tx = db) {
      if (gremiumIds.length === 0 || profileIds.length === 0) return [];
      const rows = await tx.$queryRaw<
        Array<{
          id: string;
          gremium_id: string;
          profile_id: string;
          function_pl: string;
          function_en: string | null;
          source: string;
          periods: PlannedPeriod[];
        }>
      >`
        SELECT f.id::text, f.gremium_id::text, f.profile_id::text, f.function_pl, f.function_en,
               f.source::text,
               coalesce((SELECT json_agg(json_build_object('dateFrom', p.date_from,
                                                           'dateTo', p.date_to,
                                                           'statusOverride', p.status_override)
                                         ORDER BY p.date_from)
                           FROM gremium_function_period p WHERE p.function_id = f.id),
                        '[]') AS periods
          FROM gremium_function f
         WHERE f.gremium_id = ANY(${gremiumIds}::uuid[]) AND f.profile_id = ANY(${profileIds}::uuid[])
           AND f.import_job_id IS DISTINCT FROM ${jobId}::uuid`;
      return rows.map((r): PlannedFunction => ({
        functionId: r.id,
        gremiumId: r.gremium_id,
        profileId: r.profile_id,
        functionPl: r.function_pl,
        functionEn: r.function_en,
        source: r.source,
        periods: r.periods,
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

    /** New functions with their periods, in one statement each; their new ids, in order. */
    async createFunctions(
      tx: Tx,
      jobId: string,
      items: Array<{
        fn: PlannedFunction;
        firstName: string;
        surname: string;
        position: number;
      }>,
    ): Promise<string[]> {
      if (items.length === 0) return [];
      const ids = items.map(() => randomUUID());
      const rows = items.map((item, i) => ({
        id: ids[i],
        gremiumId: item.fn.gremiumId,
        profileId: item.fn.profileId,
        firstName: item.firstName,
        surname: item.surname,
        functionPl: item.fn.functionPl,
        functionEn: item.fn.functionEn,
        position: item.position,
      }));
      await tx.$executeRaw`
        INSERT INTO gremium_function
          (id, gremium_id, profile_id, first_name, surname, function_pl, function_en,
           position_on_list, source, source_name, import_job_id)
        SELECT x.id, x."gremiumId", x."profileId", x."firstName", x.surname, x."functionPl",
               x."functionEn", x.position, 'USER'::data_source, NULL, ${jobId}::uuid
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            AS x(id uuid, "gremiumId" uuid, "profileId" uuid, "firstName" text, surname text,
                 "functionPl" text, "functionEn" text, position int)`;
      await insertPeriods(
        tx,
        items.flatMap((item, i) => item.fn.periods.map((p) => ({ functionId: ids[i]!, p }))),
      );
      return ids;
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
  const periods = rows.map(({ functionId, p }) => ({ functionId, ...p }));
  await tx.$executeRaw`
    INSERT INTO gremium_function_period (id, function_id, date_from, date_to, status_override)
    SELECT gen_random_uuid(), x."functionId", x."dateFrom", x."dateTo",
           x."statusOverride"::period_status
      FROM jsonb_to_recordset(${JSON.stringify(periods)}::jsonb)
        AS x("functionId" uuid, "dateFrom" date, "dateTo" date, "statusOverride" text)`;
}

export type FunctionImportRepository = ReturnType<typeof createFunctionImportRepository>;
