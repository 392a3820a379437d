// The bulk dump (issue 44): written on the job queue over the seeded PostgreSQL, read back
// whole: nothing of a hidden profile, no contact data that is not public, no PESEL; served
// with its manifest, ETag and Range.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { createPrismaClient, withClient, type Db } from '@ln/db';
import { startJobQueue, type JobQueue } from '@ln/jobs';
import { containsPesel } from '@ln/pesel';
import { createSeededDatabase, type SeededDatabase } from '@ln/testing';
import { eventually } from '@ln/testing/eventually';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { configFromEnv, loadProfilesApiEnv } from '../../config/env.js';
import { OPEN_DATA_DUMP_QUEUE } from './open-data.service.js';
import type { DumpManifest } from './open-data.dump.js';

const HIDDEN = 'c16f7855-38f9-4d6a-a56b-6a18d5853004';
const base = '/api/profiles-api';
let database: SeededDatabase;
let db: Db;
let app: FastifyInstance;
let queue: JobQueue;
const dir = mkdtempSync(join(tmpdir(), 'ln-open-data-'));

beforeAll(async () => {
  database = await createSeededDatabase({ profiles: 40 });
  db = createPrismaClient(database.url, { max: 3 });
  queue = await startJobQueue({ connectionString: database.url });
  const config = configFromEnv(
    loadProfilesApiEnv({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' }),
  );
  app = await buildApp({
    config: { ...config, openData: { dir, cron: null } },
    db,
    searchWorker: false,
    // The app works the queue (its own pg-boss); the test sends as another replica would.
    jobQueueUrl: database.url,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await queue?.stop(10_000);
  await db?.$disconnect();
  await database?.drop();
});

describe('the bulk dump', () => {
  it('has no manifest before its first run', async () => {
    expect((await app.inject(`${base}/v1.0/public/openData/manifest`)).statusCode).toBe(404);
  });

  it('is written on the job queue: every public record, nothing of a hidden profile, no PESEL', async () => {
    await queue.send(OPEN_DATA_DUMP_QUEUE, {});
    const manifest = await eventually(
      async () => {
        const answer = await app.inject(`${base}/v1.0/public/openData/manifest`);
        return answer.statusCode === 200 ? answer.json<DumpManifest>() : null;
      },
      { timeout: 60_000, what: 'the dump' },
    );
    expect(manifest.licence.url).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(manifest.files.map((f) => f.kind)).toEqual([
      'profiles',
      'publications',
      'gremia',
      'institutions',
    ]);
    const expected = await withClient(database.url, async (client) => {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM profile WHERE NOT hidden',
      );
      return rows[0]!.n;
    });
    const texts: string[] = [];
    for (const file of manifest.files) {
      const bytes = await readFile(join(dir, file.name));
      expect(bytes.length).toBe(file.bytes);
      const text = gunzipSync(bytes).toString('utf8');
      const lines = text.trim().split('\n');
      expect(lines.length).toBe(file.records);
      for (const line of lines) JSON.parse(line);
      texts.push(text);
    }
    expect(manifest.files[0]!.records).toBe(expected);
    const all = texts.join('');
    expect(all).not.toContain(HIDDEN);
    expect(containsPesel(all)).toBe(false);
    // Contact data only where the owner made it public to everyone.
    const hiddenContacts = await withClient(database.url, async (client) => {
      const { rows } = await client.query<{ email: string }>(
        `SELECT email FROM profile WHERE email IS NOT NULL AND (visibility_email <> 'EVERYONE' OR dead OR hidden)`,
      );
      return rows.map((r) => r.email);
    });
    expect(hiddenContacts.length).toBeGreaterThan(0);
    for (const email of hiddenContacts) expect(all).not.toContain(`"${email}"`);
  });

  it('serves its files with ETag and Range', async () => {
    const manifest = (
      await app.inject(`${base}/v1.0/public/openData/manifest`)
    ).json<DumpManifest>();
    const file = manifest.files[0]!;
    const url = `${base}/v1.0/public/openData/files/${file.name}`;
    const whole = await app.inject(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers.etag).toBe(`"${file.sha256}"`);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(file.bytes);
    const part = await app.inject({ url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${file.bytes}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 10));
    expect(
      (await app.inject({ url, headers: { 'if-none-match': `"${file.sha256}"` } })).statusCode,
    ).toBe(304);
    expect(
      (await app.inject({ url, headers: { range: `bytes=${file.bytes + 10}-` } })).statusCode,
    ).toBe(416);
    expect(
      (await app.inject(`${base}/v1.0/public/openData/files/dump-x/other.gz`)).statusCode,
    ).toBe(400);
  });
});
