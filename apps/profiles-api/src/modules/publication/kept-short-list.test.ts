import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { FIXTURE, UNKNOWN_ID, useSeededApi } from '../../testing/seeded-app.js';

// The public short list is kept per profile (publication_short_list, decision 028) and made
// stale by triggers in the writing transaction. These tests change the rows directly, as any
// write path (or an import) would, and read through the API.

const api = useSeededApi();
const shortList = async (profileId: string) => {
  const res = await api().app.inject({
    method: 'GET',
    url: `/api/profiles-api/v1.0/public/publications/${profileId}/shortPublications`,
  });
  return res;
};

interface Short {
  publicationId: string;
  title: string;
  authors: Array<{ name: string; surname: string }>;
}

async function kept(profileId: string) {
  const rows = await api().db.sql<Array<{ gen: string; total: number | null; kept: boolean }>>`
    SELECT gen::text, total, items IS NOT NULL AS kept
      FROM publication_short_list WHERE profile_id = ${profileId}::uuid`;
  return rows[0] ?? null;
}

/** The first publication shown on the full fixture's list, with its versions' titles. */
async function firstShown() {
  const body = (await shortList(FIXTURE.full)).json();
  const item = body.publications[0] as Short;
  const versions = await api().db.publicationVersion.findMany({
    where: { publicationId: item.publicationId },
    select: { id: true, title: true },
  });
  return { item, versions };
}

/**
 * A publication with two visible LN authors among its first ten (named on each other's lists):
 * the first or the last such publication by id, so two tests use different ones.
 */
async function coauthors(which: 'first' | 'last') {
  const [pair] = await api().db.sql<Array<{ publication_id: string; a: string; b: string }>>`
    SELECT x.publication_id, x.profile_id AS a, y.profile_id AS b
      FROM publication_author x
      JOIN publication_author y ON y.publication_id = x.publication_id AND y.position > x.position
      JOIN profile px ON px.id = x.profile_id AND NOT px.hidden
      JOIN profile py ON py.id = y.profile_id AND NOT py.hidden
     WHERE x.publicly_visible AND y.publicly_visible AND y.position < 10
     ORDER BY (CASE WHEN ${which} = 'first' THEN x.publication_id END) ASC,
              x.publication_id DESC
     LIMIT 1`;
  expect(pair).toBeDefined();
  return pair;
}

describe('the kept public short list', () => {
  it('is kept after the first read and served from there while nothing changes', async () => {
    const first = await shortList(FIXTURE.full);
    expect(first.statusCode).toBe(200);
    expect(await kept(FIXTURE.full)).toMatchObject({
      kept: true,
      total: first.json().totalElements,
    });
    expect((await shortList(FIXTURE.full)).json()).toEqual(first.json());
    // Served from the kept row, not built again: a mark put on the row (no write path touches
    // it) is what the next read answers; made stale, the row is built again from the data.
    await api().db.sql`UPDATE publication_short_list SET total = 9999
                        WHERE profile_id = ${FIXTURE.full}::uuid`;
    expect((await shortList(FIXTURE.full)).json().totalElements).toBe(9999);
    await api().db.sql`UPDATE publication_short_list SET items = NULL
                        WHERE profile_id = ${FIXTURE.full}::uuid`;
    expect((await shortList(FIXTURE.full)).json()).toEqual(first.json());
  });

  it('shows a co-author’s changed name on the list of every author of the publication', async () => {
    // A publication with two visible LN authors, each list read (and kept) first.
    const pair = await coauthors('first');
    const itemOn = async (profileId: string) =>
      ((await shortList(profileId)).json().publications as Short[]).find(
        (p) => p.publicationId === pair!.publication_id,
      );
    const before = await itemOn(pair!.a);
    expect(before).toBeDefined();
    await itemOn(pair!.b);
    await api().db.sql`
      UPDATE publication_author SET first_name = 'Żaneta-Zmieniona'
       WHERE publication_id = ${pair!.publication_id}::uuid AND profile_id = ${pair!.b}::uuid`;
    expect((await itemOn(pair!.a))!.authors.map((a) => a.name)).toContain('Żaneta-Zmieniona');
    expect((await itemOn(pair!.b))!.authors.map((a) => a.name)).toContain('Żaneta-Zmieniona');
  });

  it('makes only the owner’s list stale when the owner hides a publication, not the co-authors’', async () => {
    const pair = await coauthors('last');
    await shortList(pair!.a);
    await shortList(pair!.b);
    const before = (await kept(pair!.b))!.gen;
    await api().db.sql`
      UPDATE publication_author SET publicly_visible = false
       WHERE publication_id = ${pair!.publication_id}::uuid AND profile_id = ${pair!.a}::uuid`;
    try {
      expect((await kept(pair!.a))!.kept).toBe(false);
      expect(await kept(pair!.b)).toMatchObject({ kept: true, gen: before });
      const shown = (await shortList(pair!.a)).json().publications as Short[];
      expect(shown.map((p) => p.publicationId)).not.toContain(pair!.publication_id);
    } finally {
      await api().db.sql`
        UPDATE publication_author SET publicly_visible = true
         WHERE publication_id = ${pair!.publication_id}::uuid AND profile_id = ${pair!.a}::uuid`;
    }
  });

  it('drops every kept list when a publication table is truncated', async () => {
    await shortList(FIXTURE.full);
    const client = new pg.Client({ connectionString: api().database.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query('TRUNCATE publication_version');
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM publication_short_list',
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      await client.query('ROLLBACK');
      await client.end();
    }
    expect((await kept(FIXTURE.full))!.kept).toBe(true);
  });

  it('never keeps a list built before a change that committed while it was being built', async () => {
    const { item, versions } = await firstShown();
    // Every version gets the new title: whichever is recommended shows it.
    const retitle = (title: string) =>
      `UPDATE publication_version SET title = '${title}' WHERE publication_id = '${item.publicationId}'`;
    // Stale first (a committed change), so that the next read builds the list.
    await api().db.$executeRawUnsafe(retitle('Tytuł pierwszy'));
    expect((await kept(FIXTURE.full))!.kept).toBe(false);

    // A second change, not committed yet: its trigger holds the row of the list.
    const writer = new pg.Client({ connectionString: api().database.url });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      await writer.query(retitle('Tytuł drugi'));
      // The read builds the list from its snapshot (the first title) and waits to keep it.
      const reading = shortList(FIXTURE.full);
      await expect
        .poll(async () => {
          const [row] = await api().db.sql<Array<{ waiting: number }>>`
            SELECT count(*)::int AS waiting FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'`;
          return row!.waiting;
        })
        .toBe(1);
      await writer.query('COMMIT');
      const answered = (await reading).json().publications as Short[];
      expect(answered.find((p) => p.publicationId === item.publicationId)!.title).toBe(
        'Tytuł pierwszy',
      );
    } finally {
      await writer.end();
    }
    // The older list was not kept over the newer change: the next read has the second title.
    const next = (await shortList(FIXTURE.full)).json().publications as Short[];
    expect(next.find((p) => p.publicationId === item.publicationId)!.title).toBe('Tytuł drugi');
    for (const version of versions)
      await api().db.publicationVersion.update({
        where: { id: version.id },
        data: { title: version.title },
      });
  });

  it('keeps nothing for an unknown profile, and checks a kept profile’s visibility at every read', async () => {
    expect((await shortList(UNKNOWN_ID)).statusCode).toBe(404);
    expect(await kept(UNKNOWN_ID)).toBeNull();

    expect((await shortList(FIXTURE.full)).statusCode).toBe(200);
    expect((await kept(FIXTURE.full))!.kept).toBe(true);
    await api().db.profile.update({ where: { id: FIXTURE.full }, data: { hidden: true } });
    try {
      const hidden = await shortList(FIXTURE.full);
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json().code).toBe('HIDDEN_PROFILE_ERROR');
      expect(hidden.body).not.toContain('publicationId');
    } finally {
      await api().db.profile.update({ where: { id: FIXTURE.full }, data: { hidden: false } });
    }
    expect((await shortList(FIXTURE.full)).statusCode).toBe(200);
  });
});
