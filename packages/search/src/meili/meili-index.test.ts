import { randomUUID } from 'node:crypto';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SearchDocument } from '../engine.js';
import { makeDocument, searchQuery } from '../testing/engine-contract.js';
import { MEILISEARCH_SHA256, verifyMeilisearchFile } from './binary.js';
import { createMeilisearchEngine } from './meili-engine.js';

const url = () => inject('lnMeiliUrl');
const apiKey = () => inject('lnMeiliMasterKey');

describe('the Meilisearch index', () => {
  const indexUid = `index_${randomUUID().slice(0, 8)}`;
  let engine: Awaited<ReturnType<typeof createMeilisearchEngine>>;
  const old = makeDocument({ firstName: 'Stara', surname: 'Wersja' });
  const ids = async (fullQuery: string) =>
    (await engine.search(searchQuery({ fullQuery }))).hits.map((h) => h.profileId);

  beforeAll(async () => {
    engine = await createMeilisearchEngine({
      url: url(),
      apiKey: apiKey(),
      indexUid,
      reindexBatchSize: 10,
    });
    await engine.reindex(
      (async function* () {
        yield [old];
      })(),
    );
  });
  afterAll(async () => {
    await new Meilisearch({ host: url(), apiKey: apiKey() }).deleteIndexIfExists(indexUid);
  });

  it('has the settings the search rules depend on', async () => {
    const settings = await new Meilisearch({ host: url(), apiKey: apiKey() })
      .index(indexUid)
      .getSettings();
    expect(settings.typoTolerance?.minWordSizeForTypos).toEqual({ oneTypo: 5, twoTypos: 255 });
    expect(settings.pagination?.maxTotalHits).toBe(1000);
    expect(settings.searchableAttributes?.slice(0, 2)).toEqual(['surname', 'previousSurname']);
    expect(settings.filterableAttributes).toEqual(
      expect.arrayContaining(['dead', 'disciplines', 'domains', 'highestDegree', 'everyone']),
    );
    expect(settings.sortableAttributes).toEqual(
      expect.arrayContaining(['sortSurname', 'sortField', 'sortDiscipline', 'sortEmployment']),
    );
  });

  it('keeps answering from the old index during a reindex and swaps in the new one whole', async () => {
    const fresh = Array.from({ length: 30 }, (_, i) =>
      makeDocument({ firstName: `Nowa${i}`, surname: 'Odbudowana' }),
    );
    let release!: () => void;
    const paused = new Promise<void>((r) => (release = r));
    let firstBatchRead!: () => void;
    const firstRead = new Promise<void>((r) => (firstBatchRead = r));
    async function* source(): AsyncIterable<SearchDocument[]> {
      yield fresh.slice(0, 15);
      firstBatchRead();
      await paused;
      yield fresh.slice(15);
    }
    const rebuilding = engine.reindex(source());
    await firstRead;
    expect(await ids('wersja')).toEqual([old.profileId]);
    expect(await ids('odbudowana')).toEqual([]);
    release();
    expect(await rebuilding).toEqual({ indexed: 30 });
    expect(await ids('wersja')).toEqual([]);
    expect((await engine.search(searchQuery({ fullQuery: 'odbudowana' }))).totalHits).toBe(30);
    expect(await engine.count()).toBe(30);
  });

  it('names the specialty that matched, not the first one', async () => {
    const person = makeDocument({
      firstName: 'Celina',
      surname: 'Wielospecjalna',
      specialties: [
        { labelPl: 'geologia', labelEn: 'geology' },
        { labelPl: 'hydrologia', labelEn: 'hydrology' },
      ],
    });
    await engine.upsert([person]);
    const result = await engine.search(searchQuery({ fullQuery: 'hydrolog', showMatching: true }));
    expect(result.hits).toEqual([
      {
        profileId: person.profileId,
        matchingInfos: expect.arrayContaining([{ field: 'SPECIALTY', value: 'hydrologia' }]),
      },
    ]);
    expect(result.hits[0]?.matchingInfos).not.toContainEqual({
      field: 'SPECIALTY',
      value: 'geologia',
    });
  });
});

describe('the Meilisearch binary', () => {
  it('is refused when its sha256 is not the pinned one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ln-meili-bin-'));
    try {
      const fake = join(dir, 'meilisearch');
      writeFileSync(fake, '#!/bin/sh\necho not meilisearch\n');
      await expect(verifyMeilisearchFile(fake)).rejects.toThrow(
        new RegExp(`refusing to run .*expected ${MEILISEARCH_SHA256}`),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
