// The open data on the pages' origin (issue 44): the links by outside identifier, the feeds
// and the widget, over profiles-api in process and the seeded PostgreSQL, as `pnpm start`
// serves them. The hidden-profile rule is checked in each.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrismaClient, withClient, type Db } from '@ln/db';
import { inProcessFetch, pagesApp } from '@ln/pages';
import { buildApp } from '@ln/profiles-api';
import { configFromEnv, loadProfilesApiEnv } from '@ln/profiles-api/config';
import { securityHeadersPlugin } from '@ln/server';
import { createSeededDatabase, type SeededDatabase } from '@ln/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ORIGIN = 'https://ludzie.example';
// Fixture profiles of every seed (seeds/src/personas.ts).
const FULL = 'a6879b65-6da0-4287-93a2-565c967e6d39';
const HIDDEN = 'c16f7855-38f9-4d6a-a56b-6a18d5853004';

let database: SeededDatabase;
let dbs: Db[] = [];
let api: FastifyInstance;
let pages: FastifyInstance;

beforeAll(async () => {
  database = await createSeededDatabase({ profiles: 40 });
  dbs = [
    createPrismaClient(database.url, { max: 2 }),
    createPrismaClient(database.url, { max: 2 }),
  ];
  const config = configFromEnv(
    loadProfilesApiEnv({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' }),
  );
  api = await buildApp({ config, db: dbs[0]!, searchWorker: false });
  const webDist = mkdtempSync(join(tmpdir(), 'ln-open-data-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  pages = Fastify();
  // As the gateway and the page server of its own: the one set of security headers.
  await pages.register(securityHeadersPlugin);
  await pages.register(pagesApp, {
    webDist,
    publicOrigin: ORIGIN,
    fetch: inProcessFetch(api),
    db: dbs[1]!,
  });
});
afterAll(async () => {
  await pages?.close();
  await api?.close();
  await Promise.all(dbs.map((db) => db.$disconnect()));
  await database?.drop();
});

const get = (url: string) => pages.inject({ method: 'GET', url });

describe('links by outside identifier', () => {
  it('/orcid/{orcid} redirects (301) to the profile; a hidden or unknown one is not found', async () => {
    const orcid = await withClient(database.url, async (client) => {
      const { rows } = await client.query<{ orcid: string }>(
        'SELECT orcid FROM profile WHERE id = $1',
        [FULL],
      );
      await client.query(`UPDATE profile SET orcid = '0000-0010-7999-0002' WHERE id = $1`, [
        HIDDEN,
      ]);
      return rows[0]!.orcid;
    });
    const found = await get(`/orcid/${orcid}`);
    expect(found.statusCode).toBe(301);
    expect(found.headers.location).toBe(`/profiles/${FULL}`);
    expect((await get('/orcid/0000-0010-7999-0002')).statusCode).toBe(404);
    expect((await get('/orcid/0000-0000-0000-0000')).statusCode).toBe(404);
    expect((await get('/orcid/not-an-orcid')).statusCode).toBe(404);
  });

  it('/pbn/{pbnId} redirects (301) to the profile PBN links to; a hidden one is not found', async () => {
    await withClient(database.url, (client) =>
      client.query(
        `INSERT INTO registry_person_link (polon_uid, pbn_id, content_hash, fetched_at)
         SELECT polon_id, CASE id WHEN $1::uuid THEN $3 ELSE $4 END, repeat('0', 64), now()
           FROM profile WHERE id IN ($1::uuid, $2::uuid)`,
        [FULL, HIDDEN, 'd'.repeat(24), 'e'.repeat(24)],
      ),
    );
    const found = await get(`/pbn/${'d'.repeat(24)}`);
    expect(found.statusCode).toBe(301);
    expect(found.headers.location).toBe(`/profiles/${FULL}`);
    expect((await get(`/pbn/${'e'.repeat(24)}`)).statusCode).toBe(404);
    expect((await get('/pbn/123')).statusCode).toBe(404);
  });
});

describe('Atom feeds', () => {
  it("a profile's public publications, newest change first; a hidden profile has none", async () => {
    const answer = await get(`/profiles/${FULL}/publications.atom`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = answer.body;
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(`<link rel="self" href="${ORIGIN}/profiles/${FULL}/publications.atom"/>`);
    const shown = await withClient(database.url, async (client) => {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(DISTINCT a.publication_id)::int AS n FROM publication_author a
          WHERE a.profile_id = $1 AND a.publicly_visible`,
        [FULL],
      );
      return rows[0]!.n;
    });
    const entries = xml.match(/<entry>/g)?.length ?? 0;
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThanOrEqual(Math.min(shown, 50));
    const updated = [...xml.matchAll(/<entry>[\s\S]*?<updated>([^<]+)<\/updated>/g)].map(
      (m) => m[1]!,
    );
    expect([...updated].sort().reverse()).toEqual(updated);
    expect((await get(`/profiles/${FULL}/publications.atom?lang=en`)).body).toContain(
      'publications on the Ludzie Nauki portal',
    );
    expect((await get(`/profiles/${HIDDEN}/publications.atom`)).statusCode).toBe(404);
    expect((await get('/profiles/not-a-uuid/publications.atom')).statusCode).toBe(404);
  });

  it('the news posts in Polish or English', async () => {
    const pl = await get('/news.atom');
    expect(pl.statusCode, pl.body).toBe(200);
    expect(pl.body).toContain('<title>Ludzie Nauki: aktualności</title>');
    expect(pl.body.match(/<entry>/g)?.length ?? 0).toBeGreaterThan(0);
    expect((await get('/news.atom?lang=en')).body).toContain('<title>Ludzie Nauki: news</title>');
  });
});

describe('the widget for university pages', () => {
  it("shows a profile's card and newest publications in Polish or English, framable by any page", async () => {
    const pl = await get(`/embed/profiles/${FULL}`);
    expect(pl.statusCode).toBe(200);
    expect(pl.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(pl.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(pl.headers['content-security-policy']).not.toContain('script-src');
    expect(pl.headers['x-frame-options']).toBeUndefined();
    expect(pl.headers['set-cookie']).toBeUndefined();
    expect(pl.body).toContain('<html lang="pl">');
    expect(pl.body).toContain('Najnowsze publikacje');
    expect(pl.body).not.toMatch(/<script/);
    expect(pl.body.match(/<li>/g)?.length).toBe(5);
    const en = await get(`/embed/profiles/${FULL}?lang=en&count=2`);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Newest publications');
    expect(en.body.match(/<li>/g)?.length).toBe(2);
    // Light: the page and its stylesheet, without the data, stay far under 20 KB.
    const css = await get('/embed/widget.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(Buffer.byteLength(css.body) + Buffer.byteLength(pl.body)).toBeLessThan(20_000);
  });

  it('has no widget for a hidden or unknown profile, and no other page may be framed', async () => {
    for (const id of [HIDDEN, '00000000-0000-4000-8000-000000000000', 'x']) {
      const answer = await get(`/embed/profiles/${id}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain('Nie ma takiego publicznego profilu.');
    }
    expect((await get(`/embed/profiles/${HIDDEN}`)).body).not.toContain('Świątek');
    for (const path of [
      `/orcid/0000-0000-0000-0000`,
      '/news.atom',
      '/oai?verb=Identify',
      '/embedded',
    ]) {
      const answer = await get(path);
      expect(answer.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
    }
  });
});
