import { randomBytes, randomUUID } from 'node:crypto';
import { parsePeselKeys } from '@ln/pesel';
import { createPrismaClient, type Db } from '@ln/db';
import { createProfile } from '@ln/testing';
import { createTestDatabase, type TestDatabase } from '@ln/db/testing';
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SearchEngine, SearchQuery } from '../engine.js';
import { drainOutboxOnce, reindexAll } from '../outbox.js';
import { createPostgresSearchEngine } from '../postgres/postgres-engine.js';
import { searchQuery } from '../testing/engine-contract.js';
import { createFallbackSearchEngine } from './fallback.js';
import { createMeilisearchEngine } from './meili-engine.js';

// From the database to Meilisearch: the outbox worker's path with SEARCH_ENGINE=meilisearch.
describe('database writes reach Meilisearch through the outbox', () => {
  const peselKeys = parsePeselKeys(
    randomBytes(32).toString('hex'),
    randomBytes(32).toString('hex'),
  );
  const indexUid = `outbox_${randomUUID().slice(0, 8)}`;
  let database: TestDatabase;
  let db: Db;
  let meili: SearchEngine;
  let both: SearchEngine;
  const noLog = { info: () => {}, warn: () => {}, error: () => {} };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createPrismaClient(database.url, { max: 4 });
    meili = await createMeilisearchEngine({
      url: inject('lnMeiliUrl'),
      apiKey: inject('lnMeiliMasterKey'),
      indexUid,
    });
    both = createFallbackSearchEngine({
      primary: meili,
      fallback: createPostgresSearchEngine({ db }),
      log: noLog,
    });
  });
  afterAll(async () => {
    await new Meilisearch({
      host: inject('lnMeiliUrl'),
      apiKey: inject('lnMeiliMasterKey'),
    }).deleteIndexIfExists(indexUid);
    await db?.$disconnect();
    await database?.drop();
  });

  const inMeili = async (query: Partial<SearchQuery>) => meili.search(searchQuery(query));

  it('indexes visible profiles only, and hiding or marking deceased takes a profile out of hits and counts', async () => {
    const shown = await createProfile(database.url, peselKeys, { surname: 'Widoczna' });
    const person = await createProfile(database.url, peselKeys, {
      surname: 'Chowańska',
      dead: false,
    });
    const hidden = await createProfile(database.url, peselKeys, {
      surname: 'Chowańska',
      hidden: true,
    });
    expect((await reindexAll({ db, engine: both })).indexed).toBe(2);
    expect((await inMeili({ fullQuery: 'chowanska' })).hits.map((h) => h.profileId)).toEqual([
      person.profileId,
    ]);
    const before = await inMeili({});
    expect(before.totalHits).toBe(2);

    await db.profile.update({ where: { id: person.profileId }, data: { hidden: true } });
    while ((await drainOutboxOnce({ db, engine: both })) > 0);
    expect((await inMeili({ fullQuery: 'chowanska' })).hits).toEqual([]);
    const after = await inMeili({});
    expect(after.totalHits).toBe(1);
    const domainCount = (r: typeof before) =>
      r.facets.domains.find((f) => f.code === person.field)?.count ?? 0;
    expect(domainCount(after)).toBe(domainCount(before) - 1);
    expect(after.hits.map((h) => h.profileId)).toEqual([shown.profileId]);

    await db.profile.update({
      where: { id: person.profileId },
      data: { hidden: false, dead: true },
    });
    while ((await drainOutboxOnce({ db, engine: both })) > 0);
    expect((await inMeili({ fullQuery: 'chowanska' })).hits).toEqual([]);
    expect(
      (await inMeili({ fullQuery: 'chowanska', withTheDead: true })).hits.map((h) => h.profileId),
    ).toEqual([person.profileId]);
    expect(hidden.profileId).not.toBe(person.profileId);
  }, 60_000);
});
