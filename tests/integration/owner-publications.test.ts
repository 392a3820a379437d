import { seedId } from '@ln/seeds';
import { describe, expect, it, vi } from 'vitest';
import { callerFor, useIdentityStack } from '@ln/testing/identity-stack';

/**
 * The owner's publication calls (profiles-area §7) and what the public sees after each write:
 * the short list, the paged list, the detail, scientistDetailsInfo's counts and the export.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const stack = useIdentityStack();
const base = '/api/profiles-api';
const FULL = seedId('profile', 0); // owner's
const OTHER = seedId('profile', 3); // orcid-owner's
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = callerFor(stack, 'profilesApi', base);

/** A publication of the profile (not co-authored by `notOf`) with the given versions. */
async function publicationWith(
  profileId: string,
  kinds: string[],
  options: { without?: string[]; notOf?: string; type?: string } = {},
) {
  const rows = await stack().db.$queryRawUnsafe<Array<{ id: string }>>(
    `SELECT p.id FROM publication p
      WHERE EXISTS (SELECT 1 FROM publication_author a WHERE a.publication_id = p.id AND a.profile_id = $1::uuid AND a.publicly_visible)
        AND NOT EXISTS (SELECT 1 FROM publication_author a WHERE a.publication_id = p.id AND a.profile_id = $2::uuid)
        AND ($3::text IS NULL OR p.type::text = $3)
        AND (SELECT array_agg(v.kind::text ORDER BY v.kind) FROM publication_version v
              WHERE v.publication_id = p.id AND v.is_visible
                AND (v.owner_profile_id IS NULL OR v.owner_profile_id = $1::uuid)) @> $4::text[]
        AND NOT EXISTS (SELECT 1 FROM publication_version v WHERE v.publication_id = p.id
                         AND v.kind::text = ANY($5::text[]))
      ORDER BY p.id LIMIT 1`,
    profileId,
    options.notOf ?? UNKNOWN,
    options.type ?? null,
    kinds,
    options.without ?? [],
  );
  if (!rows[0]) throw new Error(`no publication with ${kinds.join(', ')}`);
  return rows[0].id;
}

/** What the public sees of the owner's profile about one publication. */
async function publicView(publicationId: string) {
  const short = (
    await call(null, 'GET', `/v1.0/public/publications/${FULL}/shortPublications`)
  ).json();
  const page = (
    await call(null, 'GET', `/v1.0/public/publications/${FULL}/publications?size=100`)
  ).json();
  const detail = await call(
    null,
    'GET',
    `/v1.0/public/profile/${FULL}/publication/${publicationId}`,
  );
  const info = (
    await call(null, 'POST', `/v1.1/public/profile/${FULL}/scientistDetailsInfo`, {
      modules: ['publications'],
    })
  ).json();
  const bibtex = (
    await call(null, 'GET', `/v1.0/public/publications/${FULL}/export?format=csl-json`)
  ).json();
  const has = (list: Array<{ publicationId: string }>) =>
    list.some((p) => p.publicationId === publicationId);
  return {
    inShort: has(short.publications),
    shortTotal: short.totalElements as number,
    inPage: has(page.content),
    pageTotal: page.totalElements as number,
    detail,
    count: info[0].datas.find((d: { code: string }) => d.code === 'COUNT').value as number,
    exported: (bibtex as Array<{ id: string }>).some((item) => item.id === publicationId),
  };
}

const validArticle = {
  type: 'ARTICLE',
  titles: [{ title: 'Moja wersja artykułu', mainTitle: true }],
  year: 2024,
  doi: '10.5555/ln.own.1',
  authors: [{ name: 'Małgorzata', surname: 'Źródłowska' }],
  pages: '11-25',
  volume: '7',
  issue: '2',
  journal: { title: 'Nature', issn: '0028-0836', eissn: null },
};

describe('owner-only, whatever the path says', () => {
  it('anonymous → 401, no profile → 403, someone else’s publication → 404 as an unknown one, before any 400', async () => {
    const id = await publicationWith(FULL, ['PBN'], { notOf: OTHER });
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', `/v1.0/publications/${id}`],
      ['GET', `/v1.0/publications/${id}/visibility`],
      ['POST', `/v1.0/publication/${id}/publicVisibility`, { publiclyVisible: 'nonsense' }],
      ['PUT', `/v1.0/publication/${id}/fork`, { type: 'POEM' }],
      ['DELETE', `/v1.0/publication/${id}`],
    ];
    for (const [method, url, body] of calls) {
      const anonymous = await call(null, method, url, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const other = await call('orcid-owner', method, url, body);
      expect(other.statusCode, `${method} ${url}`).toBe(404);
      expect(other.json().code).toBe('PUBLICATION_NOT_FOUND');
      const noProfile = await call('no-profile', method, url, body);
      expect(noProfile.statusCode, `${method} ${url}`).toBe(403);
      const unknown = await call('owner', method, url.replace(id, UNKNOWN), body);
      expect(unknown.statusCode, `${method} ${url}`).toBe(404);
      expect(unknown.json().code).toBe('PUBLICATION_NOT_FOUND');
      // Decision 029: someone else's publication tells nothing an unknown id does not.
      const { reqId: _other, ...otherAnswer } = other.json();
      const { reqId: _unknown, ...unknownAnswer } = unknown.json();
      expect(otherAnswer, `${method} ${url}`).toEqual(unknownAnswer);
    }
    const malformed = await call('owner', 'GET', '/v1.0/publications/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].key).toBe('publicationId');
    // Nothing was written by any refused call.
    expect(await stack().db.auditLog.count({ where: { targetId: id } })).toBe(0);
  });
});

describe('the owner’s view', () => {
  it('GET publications/{id} lists every version, hidden ones too, with the visibility block', async () => {
    const id = await publicationWith(FULL, ['OPI', 'PBN']);
    const res = await call('owner', 'GET', `/v1.0/publications/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.publicationId).toBe(id);
    expect(body.profileId).toBe(FULL);
    const kinds = body.versions.map((v: { kind: string }) => v.kind);
    expect(kinds.slice(0, 2)).toEqual(['OPI', 'PBN']);
    expect(body.recommendedVersion).toBe('OPI');
    expect(body.visibility).toMatchObject({
      id,
      opiPublicationVisible: true,
      pbnPublicationVisible: true,
      publiclyVisible: true,
      publicVersion: 'OPI',
      size: kinds.length,
    });
    const block = (await call('owner', 'GET', `/v1.0/publications/${id}/visibility`)).json();
    expect(block).toEqual(body.visibility);
  });
});

describe('the owner’s list pages past the newest 50', () => {
  const list = async (query = '') => {
    const res = await call('owner', 'GET', `/v1.1/publications/${FULL}/shortPublications${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      totalElements: number;
      invisible: boolean;
      publications: Array<{ publicationId: string; visibility: boolean }>;
    };
  };

  it('page and size walk the whole list, newest first, in the short-list shape', async () => {
    // (Read-only: the other tests count the audit entries of the publications they change.)
    const first = await list();
    const total = first.totalElements;
    expect(total).toBeGreaterThan(3);
    // Without page and size: the spec's answer, the newest 50.
    expect(first.publications.length).toBe(Math.min(total, 50));
    const whole = await list('?size=100');
    expect(whole.publications.map((p) => p.publicationId).slice(0, 50)).toEqual(
      first.publications.map((p) => p.publicationId),
    );

    const size = 3;
    const walked: string[] = [];
    for (let page = 0; page * size < total; page++) {
      const part = await list(`?page=${page}&size=${size}`);
      expect(part.totalElements).toBe(total);
      expect(part.invisible).toBe(first.invisible);
      expect(part.publications.length).toBe(Math.min(size, total - page * size));
      walked.push(...part.publications.map((p) => p.publicationId));
    }
    expect(new Set(walked).size).toBe(total);
    if (total <= 100) expect(walked).toEqual(whole.publications.map((p) => p.publicationId));
    const beyond = await list(`?page=${Math.ceil(total / size)}&size=${size}`);
    expect(beyond).toMatchObject({ totalElements: total, publications: [] });
  });

  it('answers a size over 100 or a negative page with 400 and the field', async () => {
    for (const [query, key] of [
      ['?size=101', 'size'],
      ['?page=-1', 'page'],
      ['?size=abc', 'size'],
    ] as const) {
      const res = await call(
        'owner',
        'GET',
        `/v1.1/publications/${FULL}/shortPublications${query}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ key }] });
    }
  });
});

describe('the public toggle and the per-version flags', () => {
  it('hiding a publication takes it off every public view at once, and showing it brings it back', async () => {
    const id = await publicationWith(FULL, ['PBN']);
    const before = await publicView(id);
    expect(before).toMatchObject({ inShort: true, inPage: true, exported: true });
    expect(before.detail.statusCode).toBe(200);
    const etag = before.detail.headers.etag as string;
    expect(before.detail.headers['cache-control']).toBe('public, no-cache');

    const hide = await call('owner', 'POST', `/v1.0/publication/${id}/publicVisibility`, {
      publiclyVisible: false,
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({ publiclyVisible: false, publicVersion: null });
    const hidden = await publicView(id);
    expect(hidden).toMatchObject({
      inShort: false,
      inPage: false,
      exported: false,
      shortTotal: before.shortTotal - 1,
      pageTotal: before.pageTotal - 1,
      count: before.count - 1,
    });
    expect(hidden.detail.statusCode).toBe(404);
    // A client revalidating its copy is not told "unchanged".
    const revalidated = await call(
      null,
      'GET',
      `/v1.0/public/profile/${FULL}/publication/${id}`,
      undefined,
      {
        'if-none-match': etag,
      },
    );
    expect(revalidated.statusCode).toBe(404);
    const single = await call(
      null,
      'GET',
      `/v1.0/public/profile/${FULL}/publication/${id}/export?format=bibtex`,
    );
    expect(single.statusCode).toBe(404);
    // The owner still lists it, marked.
    const own = (await call('owner', 'GET', `/v1.1/publications/${FULL}/shortPublications`)).json();
    expect(own.invisible).toBe(true);

    const show = await call('owner', 'POST', `/v1.0/publication/${id}/publicVisibility`, {
      publiclyVisible: true,
    });
    expect(show.statusCode).toBe(200);
    const shown = await publicView(id);
    expect(shown).toMatchObject({
      inShort: true,
      inPage: true,
      exported: true,
      count: before.count,
    });
    expect(shown.detail.statusCode).toBe(200);
    const same = await call(
      null,
      'GET',
      `/v1.0/public/profile/${FULL}/publication/${id}`,
      undefined,
      {
        'if-none-match': etag,
      },
    );
    expect(same.statusCode).toBe(304);

    const audit = await stack().db.auditLog.findMany({
      where: { targetType: 'PUBLICATION', targetId: id },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual([
      'PUBLICATION_VISIBILITY_CHANGED',
      'PUBLICATION_VISIBILITY_CHANGED',
    ]);
    expect(audit[0]!.details).toMatchObject({
      profileId: FULL,
      request: { publiclyVisible: false },
      before: { publiclyVisible: true },
      after: { publiclyVisible: false },
    });
  });

  it('a hidden register version is hidden on this profile only; the next version is shown', async () => {
    const id = await publicationWith(FULL, ['OPI', 'PBN']);
    const res = await call('owner', 'POST', `/v1.0/publication/${id}/publicVisibility`, {
      opiPublicationVisible: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      opiPublicationVisible: false,
      pbnPublicationVisible: true,
      publicVersion: 'PBN',
      publiclyVisible: true,
    });
    const detail = (
      await call(null, 'GET', `/v1.0/public/profile/${FULL}/publication/${id}`)
    ).json();
    expect(detail.sourceType).toBe('PBN');
    expect(detail.opiPublicationId).toBeNull();
    expect(detail.versions.map((v: { kind: string }) => v.kind)).not.toContain('OPI');
    // The shared register row itself stays visible for co-authors.
    const opi = await stack().db.publicationVersion.findFirstOrThrow({
      where: { publicationId: id, kind: 'OPI' },
    });
    expect(opi.isVisible).toBe(true);

    // Every version hidden: the publication is gone from the public profile.
    await call('owner', 'POST', `/v1.0/publication/${id}/publicVisibility`, {
      pbnPublicationVisible: false,
      ...(detail.authorLNPublicationId ? { authorLNPublicationVisible: false } : {}),
      ...(detail.authorPublicationId ? { authorPublicationVisible: false } : {}),
    });
    expect((await publicView(id)).inShort).toBe(false);
    const restored = await call('owner', 'POST', `/v1.0/publication/${id}/publicVisibility`, {
      opiPublicationVisible: true,
      pbnPublicationVisible: true,
    });
    expect(restored.json().publicVersion).toBe('OPI');
  });

  it('refuses an empty request and a flag of a version the publication lacks', async () => {
    const id = await publicationWith(FULL, ['PBN'], { without: ['AUTHOR_LN'] });
    const empty = await call('owner', 'POST', `/v1.0/publication/${id}/publicVisibility`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_ERROR');
    const missing = await call('owner', 'POST', `/v1.0/publication/${id}/publicVisibility`, {
      publiclyVisible: false,
      authorLNPublicationVisible: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      expect.objectContaining({ key: 'authorLNPublicationVisible', invalidValue: true }),
    ]);
    // Nothing of the request was applied.
    expect(
      (await call('owner', 'GET', `/v1.0/publications/${id}/visibility`)).json().publiclyVisible,
    ).toBe(true);
  });
});

describe('the own version (fork)', () => {
  it('validates type, journal ISSN and book ISBN check digits, with field keys', async () => {
    const id = await publicationWith(FULL, ['PBN'], { without: ['AUTHOR'] });
    const url = `/v1.0/publication/${id}/fork`;
    const keys = async (body: unknown) => {
      const res = await call('owner', 'PUT', url, body);
      expect(res.statusCode).toBe(400);
      return res.json().errors.map((e: { key: string }) => e.key);
    };
    expect(await keys({ ...validArticle, type: 'POEM' })).toContain('type');
    expect(
      await keys({ ...validArticle, journal: { title: 'Nature', issn: '0028-0837' } }),
    ).toEqual(['journal.issn']);
    expect(
      await keys({ ...validArticle, journal: { title: 'Nature', eissn: '1476-4680' } }),
    ).toEqual(['journal.eissn']);
    expect(await keys({ ...validArticle, journal: { title: 'Nature' } })).toEqual(['journal.issn']);
    expect(await keys({ ...validArticle, journal: null })).toEqual(['journal']);
    const book = { ...validArticle, type: 'BOOK', journal: null };
    expect(await keys({ ...book, book: { isbns: ['978-83-01-00000-1'] } })).toEqual([
      'book.isbns.0',
    ]);
    expect(await keys({ ...book, book: { isbns: [] } })).toEqual(['book.isbns']);
    expect(await keys({ ...book, book: { isbns: [], ismn: 'M-2600-0043-9' } })).toEqual([
      'book.ismn',
    ]);
    expect(await keys({ ...validArticle, titles: [{ title: 'a', mainTitle: false }] })).toEqual([
      'titles',
    ]);
    // A line break in a title or a keyword would plant a record in the RIS export (issue 41
    // #8): every text of a version is one line, control characters are refused everywhere.
    const planted = 'Tytuł\r\nER  -\r\n\r\nTY  - JOUR\r\nTI  - Podrzucony rekord';
    expect(
      await keys({
        ...validArticle,
        titles: [{ title: planted, mainTitle: true }],
        keyWords: ['ok', 'słowo\nkluczowe', 'tab\there'],
        conference: { title: 'x', dateFrom: '0000-01-01' },
      }),
    ).toEqual(['titles.0.title', 'keyWords.1', 'keyWords.2', 'conference.dateFrom']);
    expect(
      await keys({ ...validArticle, authors: [{ name: 'Jan\u0007', surname: 'Kowalski' }] }),
    ).toEqual(['authors.0.name']);
    expect(
      await keys({ ...validArticle, journal: { title: 'Nature\u2028x', issn: '0028-0836' } }),
    ).toEqual(['journal.title']);
    expect(
      await stack().db.publicationVersion.count({ where: { publicationId: id, kind: 'AUTHOR' } }),
    ).toBe(0);
  });

  it('creates the own version, updates it on a second fork, and the public sees it once it leads', async () => {
    const id = await publicationWith(FULL, ['OPI', 'PBN'], {
      without: ['AUTHOR'],
      type: 'ARTICLE',
    });
    const url = `/v1.0/publication/${id}/fork`;
    const first = await call('owner', 'PUT', url, validArticle);
    expect(first.statusCode).toBe(200);
    const created = first.json();
    expect(created.created).toBe(true);
    const own = created.publication.versions.find((v: { kind: string }) => v.kind === 'AUTHOR');
    expect(own).toMatchObject({
      versionId: created.versionId,
      source: 'USER',
      isVisible: true,
      mainLangPublication: 'pol', // no language given: the default (profiles-area §5)
      titles: [{ title: 'Moja wersja artykułu', mainTitle: true, languageCode: 'pol' }],
      articleSource: { journal: { title: 'Nature', issn: '0028-0836' } },
      authors: [
        { name: 'Małgorzata', surname: 'Źródłowska', surnamePrefix: null, authorRole: 'AUTHOR' },
      ],
    });
    // Still behind the register versions for the public.
    expect(created.publication.visibility.publicVersion).toBe('OPI');

    const second = await call('owner', 'PUT', url, {
      ...validArticle,
      titles: [
        { title: 'My own version', mainTitle: true, languageCode: 'eng' },
        { title: 'Moja wersja', mainTitle: false, languageCode: 'pol' },
      ],
      journal: { title: 'Nature', issn: null, eissn: '1476-4687' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ created: false, versionId: created.versionId });
    expect(
      await stack().db.publicationVersion.count({ where: { publicationId: id, kind: 'AUTHOR' } }),
    ).toBe(1);

    await call('owner', 'POST', `/v1.0/publication/${id}/publicVisibility`, {
      opiPublicationVisible: false,
      pbnPublicationVisible: false,
      ...(created.publication.authorLNPublicationId ? { authorLNPublicationVisible: false } : {}),
    });
    const detail = (
      await call(null, 'GET', `/v1.0/public/profile/${FULL}/publication/${id}`)
    ).json();
    expect(detail).toMatchObject({ sourceType: 'AUTHOR', mainLangPublication: 'eng', year: 2024 });
    expect(detail.titles[0].title).toBe('My own version');
    const short = (
      await call(null, 'GET', `/v1.0/public/publications/${FULL}/shortPublications`)
    ).json();
    expect(
      short.publications.find((p: { publicationId: string }) => p.publicationId === id),
    ).toMatchObject({
      title: 'My own version',
      systemData: false,
      publicationSource: 'USER',
    });
    const ris = await call(
      null,
      'GET',
      `/v1.0/public/profile/${FULL}/publication/${id}/export?format=ris`,
    );
    expect(ris.body).toContain('TI  - My own version');
    expect(ris.body).toContain('SN  - 1476-4687');

    const actions = await stack().db.auditLog.findMany({
      where: { targetId: id, action: 'PUBLICATION_FORKED' },
    });
    expect(actions.map((a) => (a.details as { created: boolean }).created)).toEqual([true, false]);

    // Delete: the own version goes, the public falls back to the next visible version.
    await call('owner', 'POST', `/v1.0/publication/${id}/publicVisibility`, {
      pbnPublicationVisible: true,
    });
    const removed = await call('owner', 'DELETE', `/v1.0/publication/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      publicationId: id,
      deletedVersionId: created.versionId,
      publicationRemoved: false,
    });
    const after = (
      await call(null, 'GET', `/v1.0/public/profile/${FULL}/publication/${id}`)
    ).json();
    expect(after.sourceType).toBe('PBN');
    expect(after.authorPublicationId).toBeNull();
    expect(
      await stack().db.auditLog.count({
        where: { targetId: id, action: 'PUBLICATION_OWN_VERSION_DELETED' },
      }),
    ).toBe(1);
  });

  it('a publication from state systems only cannot be deleted, only hidden', async () => {
    const id = await publicationWith(FULL, ['PBN'], { without: ['AUTHOR'] });
    const res = await call('owner', 'DELETE', `/v1.0/publication/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PUBLICATION_STATE_ONLY_ERROR');
    expect(
      await stack().db.publicationVersion.count({ where: { publicationId: id } }),
    ).toBeGreaterThan(0);
  });
});

describe('citation export', () => {
  it('exports the public publications in five formats with their content types and file names', async () => {
    const url = `/v1.0/public/publications/${FULL}/export`;
    const bib = await call(null, 'GET', `${url}?format=bibtex`);
    expect(bib.statusCode).toBe(200);
    expect(bib.headers['content-type']).toBe('application/x-bibtex; charset=utf-8');
    expect(bib.headers['content-disposition']).toBe(
      `attachment; filename="publications-${FULL}-bibtex.bib"`,
    );
    expect(bib.body).toMatch(/^@(article|book|incollection|inproceedings)\{/m);
    const ris = await call(null, 'GET', `${url}?format=ris`);
    expect(ris.headers['content-type']).toBe('application/x-research-info-systems; charset=utf-8');
    expect(ris.body).toMatch(/^TY {2}- /m);
    const json = await call(null, 'GET', `${url}?format=csl-json`);
    expect(json.headers['content-type']).toBe(
      'application/vnd.citationstyles.csl+json; charset=utf-8',
    );
    const items = json.json() as Array<{ id: string; type: string; title: string }>;
    const page = (
      await call(null, 'GET', `/v1.0/public/publications/${FULL}/publications?size=100`)
    ).json();
    expect(items.map((i) => i.id).sort()).toEqual(
      page.content.map((p: { publicationId: string }) => p.publicationId).sort(),
    );
    const apa = await call(null, 'GET', `${url}?format=apa`, undefined, {
      'accept-language': 'en-EN',
    });
    expect(apa.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(apa.body).toContain('Źródłowska, M.');
    const iso = await call(null, 'GET', `${url}?format=pn-iso-690`);
    expect(iso.body).toContain('ŹRÓDŁOWSKA, Małgorzata');
    // citeproc formats a whole profile's references: slow on a loaded shared machine.
  }, 120_000);

  it('answers a bad format with 400 and a hidden profile with HIDDEN_PROFILE_ERROR', async () => {
    const bad = await call(null, 'GET', `/v1.0/public/publications/${FULL}/export?format=docx`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].key).toBe('format');
    const hidden = await call(
      null,
      'GET',
      `/v1.0/public/publications/${seedId('profile', 1)}/export?format=bibtex`,
    );
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().code).toBe('HIDDEN_PROFILE_ERROR');
  });
});
