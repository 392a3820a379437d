import { createPrismaClient, type Db } from '@ln/db';
import { createTestDatabase, type TestDatabase } from '@ln/db/testing';
import { createAuditRepository } from '@ln/lifecycle';
import { registryClientsFromEnv } from '@ln/registry';
import { DEV_PBN_APP, startStandIns, type RunningStandIns } from '@ln/testing/stand-ins';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRadonSyncRepository } from './radon/radon-sync.repository.js';
import { createRadonSource } from './radon/radon-sync.service.js';
import { createRegistrySyncRepository } from './registry-sync.repository.js';
import { createRegistrySyncWorker } from './registry-sync.worker.js';
import type { SourceRunner } from './source-runner.js';

/**
 * The run framework's guarantees on RAD-on (decision 039), with the run executed directly
 * (no job queue in between), each into an empty database of its own:
 * - a run that crashes mid-phase and resumes from its checkpoint ends as one that did not;
 * - a run whose registry answers 429 (Retry-After) and 5xx now and then ends the same;
 * - no PESEL anywhere in the database or the logs.
 */
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const PEOPLE = 45;
const PAGE = 10;
const KEY = Buffer.from('c3'.repeat(32), 'hex');
let standIns: RunningStandIns;
const databases: TestDatabase[] = [];
const clients: Db[] = [];
const logs: string[] = [];
const log = {
  info: (obj: object, msg: string) => void logs.push(`${msg} ${JSON.stringify(obj)}`),
  warn: (obj: object, msg: string) => void logs.push(`${msg} ${JSON.stringify(obj)}`),
  error: (obj: object, msg: string) => void logs.push(`${msg} ${JSON.stringify(obj)}`),
};

beforeAll(async () => {
  standIns = await startStandIns({ people: PEOPLE });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.$disconnect()));
  await Promise.all(databases.map((d) => d.drop()));
  await standIns?.close();
});

async function setup() {
  const database = await createTestDatabase();
  databases.push(database);
  const db = createPrismaClient(database.url, { max: 4 });
  clients.push(db);
  const audit = createAuditRepository(db);
  const repo = createRegistrySyncRepository(db);
  const { radon, pbn } = registryClientsFromEnv({
    RADON_BASE_URL: `${standIns.url}/radon`,
    PBN_BASE_URL: `${standIns.url}/pbn`,
    PBN_APP_ID: DEV_PBN_APP.id,
    PBN_APP_TOKEN: DEV_PBN_APP.token,
    REGISTRY_MAX_RETRIES: '8',
  });
  const source = createRadonSource({
    radon: radon!,
    pbn,
    repo: createRadonSyncRepository(db),
    audit,
    peselHashKey: KEY,
    pageSize: PAGE,
    batchRecords: PAGE,
  });
  const worker = (runner: SourceRunner) =>
    createRegistrySyncWorker({
      repo,
      audit,
      runners: { RADON: runner },
      settings: {
        removalGuardShare: 0.02,
        schedules: {
          RADON: { full: null, incremental: null },
          PBN: { full: null, incremental: null },
        },
        timeZone: 'Europe/Warsaw',
      },
      log,
    });
  await repo.ensureSourceStates(['RADON', 'PBN']);
  const run = await repo.createRun({ source: 'RADON', mode: 'FULL', trigger: 'OPERATOR' });
  expect(await repo.claimActive('RADON', run.id)).toBe(true);
  return { db, repo, source, worker, runId: run.id };
}

/** The portal's state that the sync owns, without ids a run chooses (profile ids, times). */
async function dump(db: Db) {
  const profiles = await db.profile.findMany({
    where: { polonId: { not: null } },
    orderBy: { polonId: 'asc' },
    select: {
      polonId: true,
      firstName: true,
      secondName: true,
      surname: true,
      prefix: true,
      calculatedEduLevel: true,
      orcid: true,
      hidden: true,
      peselHash: true,
      employments: {
        select: { externalId: true, institutionName: true, status: true, startDate: true },
        orderBy: { externalId: 'asc' },
      },
      degrees: {
        select: { externalId: true, type: true, label: true, year: true, disciplineCode: true },
        orderBy: { externalId: 'asc' },
      },
      disciplines: { select: { disciplineCode: true, isMain: true } },
    },
  });
  const records = await db.registryRecord.findMany({
    orderBy: [{ entity: 'asc' }, { sourceId: 'asc' }],
    select: { entity: true, sourceId: true, contentHash: true, delivered: true, withdrawnAt: true },
  });
  const institutions = await db.institution.findMany({
    orderBy: { externalId: 'asc' },
    select: { externalId: true, namePl: true, city: true },
  });
  const links = await db.registryPersonLink.findMany({
    orderBy: { polonUid: 'asc' },
    select: { polonUid: true, peselHash: true, orcid: true, contentHash: true },
  });
  const outbox = new Set((await db.searchOutbox.findMany()).map((o) => o.profileId)).size;
  return { profiles, records, institutions, links, outbox };
}

const runRow = (db: Db, id: string) => db.registrySyncRun.findUniqueOrThrow({ where: { id } });

describe('a RAD-on run', () => {
  let uninterrupted: Awaited<ReturnType<typeof dump>>;
  let counts: object;

  it('through 429s and 5xx ends as a run without them', async () => {
    standIns.state.faults.radon.reset({
      every: { n: 5, status: 503 },
      rateLimit: { requests: 12, windowSeconds: 1 },
    });
    standIns.state.faults.radon.push({ status: 429, retryAfterSeconds: 1 }, { status: 502 });
    try {
      const { db, worker, source, runId } = await setup();
      await worker(source).execute(runId, new AbortController().signal);
      const run = await runRow(db, runId);
      expect(run.state, run.failure ?? '').toBe('SUCCEEDED');
      expect(standIns.state.faults.radon.requests).toBeGreaterThan(PEOPLE / PAGE);
      uninterrupted = await dump(db);
      counts = {
        new: run.countNew,
        changed: run.countChanged,
        unchanged: run.countUnchanged,
        withdrawn: run.countWithdrawn,
        errors: run.countErrors,
      };
      expect(uninterrupted.profiles).toHaveLength(PEOPLE);
      expect(uninterrupted.links.length).toBeGreaterThan(0);
      // New people carry the keyed PESEL hash of their PBN record: their account links at login.
      expect(uninterrupted.profiles.filter((p) => p.peselHash).length).toBe(
        uninterrupted.links.filter((l) => l.peselHash).length,
      );
    } finally {
      standIns.state.faults.radon.reset();
    }
  });

  it('that crashes mid-run and resumes from its checkpoint ends as one that did not', async () => {
    const { db, worker, source, runId } = await setup();
    // A crash while the third batch of the scientist register is being written: its
    // transaction never commits, as when the process dies.
    let pages = 0;
    const crashing: SourceRunner = {
      ...source,
      phases: source.phases.map((phase) =>
        phase.name !== 'scientists'
          ? phase
          : {
              ...phase,
              apply: async (tx, page, ctx) => {
                const outcome = await phase.apply(tx, page, ctx);
                if (++pages === 3) throw new Error('the process died');
                return outcome;
              },
            },
      ),
    };
    await expect(worker(crashing).execute(runId, new AbortController().signal)).rejects.toThrow(
      'the process died',
    );
    const stopped = await runRow(db, runId);
    expect(stopped.state).toBe('RUNNING');
    expect(stopped.checkpoint).toMatchObject({ phase: 'scientists' });
    // Two batches of at least PAGE people were written, the third rolled back.
    const written = await db.profile.count({ where: { polonId: { not: null } } });
    expect(written).toBeGreaterThanOrEqual(2 * PAGE);
    expect(written).toBeLessThan(PEOPLE);

    // Another process takes the run up.
    await worker(source).execute(runId, new AbortController().signal);
    const run = await runRow(db, runId);
    expect(run.state).toBe('SUCCEEDED');
    expect({
      new: run.countNew,
      changed: run.countChanged,
      unchanged: run.countUnchanged,
      withdrawn: run.countWithdrawn,
      errors: run.countErrors,
    }).toEqual(counts);
    expect(await dump(db)).toEqual(uninterrupted);
  });

  it('keeps no PESEL in the database or the logs', async () => {
    const pesels = Array.from(
      { length: PEOPLE },
      (_, i) => standIns.state.universe.person(i).pesel,
    );
    expect(pesels.every((p) => /^\d{11}$/.test(p))).toBe(true);
    for (const db of clients) {
      const text = JSON.stringify(
        {
          records: await db.registryRecord.findMany(),
          links: await db.registryPersonLink.findMany(),
          runs: await db.registrySyncRun.findMany(),
          errors: await db.registrySyncError.findMany(),
          changes: await db.registrySyncChange.findMany(),
          audit: await db.auditLog.findMany(),
          profiles: await db.profile.findMany(),
        },
        (_k, v: unknown) =>
          typeof v === 'bigint' ? String(v) : Buffer.isBuffer(v) ? v.toString('hex') : v,
      );
      for (const pesel of pesels) expect(text).not.toContain(pesel);
    }
    for (const pesel of pesels) expect(logs.join('\n')).not.toContain(pesel);
  });
});
