import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parsePeselKeys } from '@ln/pesel';
import { createPrismaClient, REPO_ROOT, type Db } from '@ln/db';
import { createProfile } from '@ln/testing';
import { eventually } from '@ln/testing/eventually';
import { createTestDatabase, type TestDatabase } from '@ln/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSearchDocuments, streamSearchDocuments } from './documents.js';
import type { SearchEngine } from './engine.js';
import { createOutboxWorker, drainOutboxOnce, reindexAll } from './outbox.js';
import { createPostgresSearchEngine } from './postgres/postgres-engine.js';
import { searchQuery } from './testing/engine-contract.js';

const peselKeys = parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex'));
let database: TestDatabase;
let db: Db;
let engine: SearchEngine;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createPrismaClient(database.url, { max: 4 });
  engine = createPostgresSearchEngine({ db });
}, 60_000);
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const pending = async (profileId: string) =>
  db.sql<Array<{ operation: string }>>`
    SELECT operation::text AS operation FROM search_outbox
     WHERE profile_id = ${profileId}::uuid AND processed_at IS NULL ORDER BY id`;
const idsOf = async (query: Parameters<typeof searchQuery>[0]) =>
  (await engine.search(searchQuery(query))).hits.map((h) => h.profileId);

// Factories write whole scientists; on a busy machine that takes seconds.
describe('search documents', { timeout: 60_000 }, () => {
  it('carry names, employments (current first), specialties, classification and folded sort keys', async () => {
    const person = await createProfile(database.url, peselKeys, {
      firstName: 'Ewa',
      surname: 'Źdźbłowska',
      previousSurname: 'Jaśkiewicz',
      level: 3,
    });
    const { docs, absent } = await loadSearchDocuments(db, [person.profileId]);
    expect(absent).toEqual([]);
    const doc = docs[0]!;
    expect(doc).toMatchObject({
      profileId: person.profileId,
      firstName: 'Ewa',
      surname: 'Źdźbłowska',
      previousSurname: 'Jaśkiewicz',
      highestDegree: 'PROFESSOR',
      dead: false,
    });
    expect(doc.sort.surname).toBe('zdzblowska ewa');
    expect(doc.domains[0]).toBe(person.field);
    expect(new Set(doc.domains).size).toBe(doc.domains.length);
    const firstFormer = doc.employments.findIndex((e) => !e.current);
    if (firstFormer >= 0)
      expect(doc.employments.slice(firstFormer).every((e) => !e.current)).toBe(true);
    expect(JSON.stringify(doc)).not.toMatch(/email|phone|pesel/i);
  });

  it('leave out hidden and unknown profiles', async () => {
    const hidden = await createProfile(database.url, peselKeys, { hidden: true });
    const unknown = '00000000-0000-4000-8000-000000000001';
    const { docs, absent } = await loadSearchDocuments(db, [hidden.profileId, unknown]);
    expect(docs).toEqual([]);
    expect(absent.sort()).toEqual([hidden.profileId, unknown].sort());
    const streamed: string[] = [];
    for await (const batch of streamSearchDocuments(db, { batchSize: 1 }))
      streamed.push(...batch.map((d) => d.profileId));
    expect(streamed).not.toContain(hidden.profileId);
    const visible = await db.profile.count({ where: { hidden: false } });
    expect(streamed).toHaveLength(visible);
  });
});

describe('the search outbox', { timeout: 60_000 }, () => {
  it('gets a row from every write that changes what search shows, and none from others', async () => {
    const person = await createProfile(database.url, peselKeys, { surname: 'Wyzwalacz' });
    expect(await pending(person.profileId)).not.toEqual([]);
    await reindexAll({ db, engine });
    expect(await pending(person.profileId)).toEqual([]);

    await db.profile.update({ where: { id: person.profileId }, data: { aboutMe: 'Nowy opis.' } });
    expect(await pending(person.profileId)).toEqual([]);

    await db.profile.update({ where: { id: person.profileId }, data: { surname: 'Wyzwolona' } });
    expect(await pending(person.profileId)).toEqual([{ operation: 'UPSERT' }]);
    await drainOutboxOnce({ db, engine });

    const writes: Array<() => Promise<unknown>> = [
      () =>
        db.specialty.create({
          data: {
            profileId: person.profileId,
            labelPl: 'kryptografia',
            labelEn: 'cryptography',
            order: 9,
          },
        }),
      () =>
        db.employment.updateMany({
          where: { profileId: person.profileId },
          data: { status: 'FORMER' },
        }),
      () => db.degreeTitle.deleteMany({ where: { profileId: person.profileId } }),
      () => db.profileDiscipline.deleteMany({ where: { profileId: person.profileId } }),
      () => db.profile.update({ where: { id: person.profileId }, data: { dead: true } }),
      () => db.profile.update({ where: { id: person.profileId }, data: { hidden: true } }),
    ];
    for (const write of writes) {
      await write();
      expect(await pending(person.profileId)).toEqual([{ operation: 'UPSERT' }]);
      await drainOutboxOnce({ db, engine });
      expect(await pending(person.profileId)).toEqual([]);
    }

    await db.profile.delete({ where: { id: person.profileId } });
    expect(await pending(person.profileId)).toEqual([{ operation: 'DELETE' }]);
  });

  it('applies changes to the engine: upserts, removals of hidden profiles, deletions', async () => {
    const person = await createProfile(database.url, peselKeys, { surname: 'Przedtem' });
    await drainOutboxOnce({ db, engine });
    expect(await idsOf({ surname: 'przedtem' })).toEqual([person.profileId]);

    await db.profile.update({ where: { id: person.profileId }, data: { surname: 'Potem' } });
    await drainOutboxOnce({ db, engine });
    expect(await idsOf({ surname: 'przedtem' })).toEqual([]);
    expect(await idsOf({ surname: 'potem' })).toEqual([person.profileId]);

    await db.profile.update({ where: { id: person.profileId }, data: { hidden: true } });
    await drainOutboxOnce({ db, engine });
    expect(await idsOf({ surname: 'potem' })).toEqual([]);

    await db.profile.update({ where: { id: person.profileId }, data: { hidden: false } });
    await drainOutboxOnce({ db, engine });
    expect(await idsOf({ surname: 'potem' })).toEqual([person.profileId]);

    await db.profile.delete({ where: { id: person.profileId } });
    await drainOutboxOnce({ db, engine });
    expect(await idsOf({ surname: 'potem' })).toEqual([]);
  });

  it('is drained by one instance at a time: two drains at once apply each change once', async () => {
    while ((await drainOutboxOnce({ db, engine })) > 0) {
      // start from an empty outbox
    }
    const secondInstance = createPrismaClient(database.url, { max: 2 });
    const applied: string[][] = [];
    // The overlap is forced: a drain that got the changes holds them inside the engine's write
    // until the other drain has ended (or has got changes too, which the assertions refuse).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slowEngine: SearchEngine = {
      ...engine,
      async upsert(docs) {
        applied.push(docs.map((d) => d.profileId));
        if (applied.length > 1) release();
        await released;
        await engine.upsert(docs);
      },
    };
    try {
      const person = await createProfile(database.url, peselKeys, { surname: 'Jednokrotna' });
      const drains = [
        drainOutboxOnce({ db, engine: slowEngine }),
        drainOutboxOnce({ db: secondInstance, engine: slowEngine }),
      ];
      void Promise.race(drains).finally(release);
      const consumed = await Promise.all(drains);
      expect(consumed.filter((n) => n > 0)).toHaveLength(1);
      expect(applied).toHaveLength(1);
      expect(applied[0]).toContain(person.profileId);
      expect(await pending(person.profileId)).toEqual([]);
      expect(await idsOf({ surname: 'jednokrotna' })).toEqual([person.profileId]);
    } finally {
      await secondInstance.$disconnect();
    }
  });

  it('keeps a change whose application failed, with the error, for the next drain', async () => {
    const failing: SearchEngine = {
      ...engine,
      async upsert() {
        throw new Error('engine unreachable');
      },
    };
    const person = await createProfile(database.url, peselKeys, { surname: 'Ponowiona' });
    await expect(drainOutboxOnce({ db, engine: failing })).rejects.toThrow('engine unreachable');
    const [row] = await db.sql<Array<{ attempts: number; last_error: string | null }>>`
      SELECT attempts, last_error FROM search_outbox
       WHERE profile_id = ${person.profileId}::uuid AND processed_at IS NULL`;
    expect(row).toMatchObject({ attempts: 1, last_error: 'engine unreachable' });
    await drainOutboxOnce({ db, engine });
    expect(await pending(person.profileId)).toEqual([]);
    expect(await idsOf({ surname: 'ponowiona' })).toEqual([person.profileId]);
  });

  it('is drained by the worker without being asked', async () => {
    const logged: unknown[] = [];
    const worker = createOutboxWorker({
      db,
      engine,
      log: { info: () => {}, error: (obj) => logged.push(obj) },
      pollMs: 50,
    });
    worker.start();
    try {
      const person = await createProfile(database.url, peselKeys, { surname: 'Samoczynna' });
      await eventually(async () => (await idsOf({ surname: 'samoczynna' })).length > 0, {
        what: 'the worker to index the new profile',
      });
      expect(await idsOf({ surname: 'samoczynna' })).toEqual([person.profileId]);
    } finally {
      await worker.stop();
    }
    expect(logged).toEqual([]);
  });
});

describe('pnpm search:reindex', { timeout: 60_000 }, () => {
  it('rebuilds the index from the database and says how many profiles it indexed', async () => {
    const own = await createTestDatabase();
    const ownDb = createPrismaClient(own.url, { max: 2 });
    try {
      const people = [];
      for (const surname of ['Pierwsza', 'Druga', 'Trzecia'])
        people.push(await createProfile(own.url, peselKeys, { surname }));
      await createProfile(own.url, peselKeys, { surname: 'Ukryta', hidden: true });
      const { stdout } = await promisify(execFile)(
        join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
        [join(REPO_ROOT, 'packages', 'search', 'src', 'cli', 'reindex.ts')],
        {
          cwd: REPO_ROOT,
          env: { ...process.env, DATABASE_URL: own.url, SEARCH_ENGINE: 'postgres' },
        },
      );
      expect(stdout).toContain('reindexed 3 profiles with postgres');
      const ownEngine = createPostgresSearchEngine({ db: ownDb });
      expect(await ownEngine.count()).toBe(3);
      const found = await ownEngine.search(searchQuery({ surname: 'druga' }));
      expect(found.hits.map((h) => h.profileId)).toEqual([people[1]!.profileId]);
      const pendingRows = await ownDb.searchOutbox.count({ where: { processedAt: null } });
      expect(pendingRows).toBe(0);
    } finally {
      await ownDb.$disconnect();
      await own.drop();
    }
  });

  it('fails with a message and exit code 1 on a bad SEARCH_ENGINE', async () => {
    const run = promisify(execFile)(
      join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
      [join(REPO_ROOT, 'packages', 'search', 'src', 'cli', 'reindex.ts')],
      { cwd: REPO_ROOT, env: { ...process.env, SEARCH_ENGINE: 'solr' } },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('SEARCH_ENGINE: must be postgres or meilisearch'),
    });
  });
});
