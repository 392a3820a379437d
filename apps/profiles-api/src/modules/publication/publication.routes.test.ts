import { describe, expect, it } from 'vitest';
import { FIXTURE, UNKNOWN_ID, useSeededApi } from '../../testing/seeded-app.js';

const api = useSeededApi();
const get = (url: string, headers: Record<string, string> = {}) =>
  api().app.inject({ method: 'GET', url: `/api/profiles-api${url}`, headers });

const shortUrl = (profileId: string) => `/v1.0/public/publications/${profileId}/shortPublications`;
const pageUrl = (profileId: string, query = '') =>
  `/v1.0/public/publications/${profileId}/publications${query}`;
const detailUrl = (profileId: string, publicationId: string) =>
  `/v1.0/public/profile/${profileId}/publication/${publicationId}`;

interface Short {
  publicationId: string;
  title: string;
  year: number | null;
  publicationType: string;
  publicationTypeLabel: string;
  mainAuthorIndex: number;
  allAuthorsCount: number;
  authors: Array<{ name: string; surnamePrefix: string | null; surname: string }>;
}

/** The full fixture's authorships: publication id → its position in the author list. */
async function positionsOfFull() {
  const rows = await api().db.publicationAuthor.findMany({
    where: { profileId: FIXTURE.full },
    select: { publicationId: true, position: true },
  });
  return new Map(rows.map((r) => [r.publicationId, r.position]));
}

async function surnameOfFullAsAuthor() {
  const row = await api().db.publicationAuthor.findFirst({
    where: { profileId: FIXTURE.full },
    select: { surname: true },
  });
  return row!.surname;
}

/** A publication of the full fixture with all four versions. */
async function publicationWithFourVersions() {
  const versions = await api().db.publicationVersion.groupBy({
    by: ['publicationId'],
    where: { publication: { authors: { some: { profileId: FIXTURE.full } } } },
    _count: { _all: true },
  });
  const four = versions.filter((v) => v._count._all === 4).map((v) => v.publicationId);
  expect(four.length).toBeGreaterThan(1);
  return four;
}

const byNewest = (a: Short, b: Short) => (b.year ?? -1) - (a.year ?? -1);

describe('GET public/publications/{profileId}/shortPublications', () => {
  it('lists the publicly visible publications, newest first, with this profile’s author index', async () => {
    const res = await get(shortUrl(FIXTURE.full));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.invisible).toBe(false);
    const positions = await positionsOfFull();
    const surname = await surnameOfFullAsAuthor();
    expect(body.totalElements).toBe(positions.size);
    expect(body.publications).toHaveLength(Math.min(positions.size, 50));
    expect(new Set(body.publications.map((p: Short) => p.publicationType))).toEqual(
      new Set(['ARTICLE', 'BOOK', 'EDITED_BOOK', 'CHAPTER', 'PROCEEDINGS']),
    );
    expect([...body.publications].sort(byNewest)).toEqual(body.publications);
    for (const p of body.publications as Short[]) {
      expect(p.mainAuthorIndex).toBe(positions.get(p.publicationId));
      expect(p.authors.length).toBeLessThanOrEqual(10);
      expect(p.allAuthorsCount).toBeGreaterThanOrEqual(p.authors.length);
      expect(p.authors[p.mainAuthorIndex]).toMatchObject({ surname });
    }
    expect(body.publications[0]).toEqual({
      publicationId: expect.any(String),
      title: expect.any(String),
      authors: expect.any(Array),
      allAuthorsCount: expect.any(Number),
      mainAuthorIndex: expect.any(Number),
      publicationType: expect.any(String),
      publicationTypeLabel: expect.any(String),
      publicationSource: 'OPI',
      year: expect.any(Number),
      doi: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      iconCode: expect.any(String),
      visibility: true,
      systemData: true,
    });
    const article = body.publications.find((p: Short) => p.publicationType === 'ARTICLE');
    expect(article).toMatchObject({ publicationTypeLabel: 'Artykuł', iconCode: 'article' });
  });

  it('names at most 10 authors and counts the rest', async () => {
    const positions = await positionsOfFull();
    const [publicationId, position] = [...positions.entries()].find(([, pos]) => pos === 0)!;
    expect(position).toBe(0);
    const existing = await api().db.publicationAuthor.count({ where: { publicationId } });
    await api().db.publicationAuthor.createMany({
      data: Array.from({ length: 12 }, (_, k) => ({
        publicationId,
        position: existing + k,
        firstName: `Extra${k}`,
        surname: `Author${k}`,
      })),
    });
    await api().db.publication.update({
      where: { id: publicationId },
      data: { allAuthorsCount: existing + 12 },
    });
    const body = (await get(shortUrl(FIXTURE.full))).json();
    const item = body.publications.find((p: Short) => p.publicationId === publicationId);
    expect(item.authors).toHaveLength(10);
    expect(item.allAuthorsCount).toBe(existing + 12);
    expect(item.authors[0].surname).toBe(await surnameOfFullAsAuthor());
    const detail = (await get(detailUrl(FIXTURE.full, publicationId))).json();
    expect(detail.authors).toHaveLength(existing + 12);
    expect(detail.allAuthorsCount).toBe(existing + 12);
  });

  it('gives the type labels in the language of Accept-Language', async () => {
    const en = (await get(shortUrl(FIXTURE.full), { 'accept-language': 'en-EN' })).json();
    const labels = Object.fromEntries(
      en.publications.map((p: Short) => [p.publicationType, p.publicationTypeLabel]),
    );
    expect(labels).toEqual({
      ARTICLE: 'Article',
      BOOK: 'Book',
      EDITED_BOOK: 'Edited book',
      CHAPTER: 'Chapter',
      PROCEEDINGS: 'Conference proceedings',
    });
    const pl = (await get(shortUrl(FIXTURE.full), { 'accept-language': 'pl-PL' })).json();
    expect(
      Object.fromEntries(
        pl.publications.map((p: Short) => [p.publicationType, p.publicationTypeLabel]),
      ),
    ).toEqual({
      ARTICLE: 'Artykuł',
      BOOK: 'Książka',
      EDITED_BOOK: 'Redakcja książki',
      CHAPTER: 'Rozdział',
      PROCEEDINGS: 'Materiały konferencyjne',
    });
  });

  it('shows a co-author the publication at their own position', async () => {
    const coauthor = await api().db.publicationAuthor.findFirst({
      where: {
        position: { gt: 0 },
        profileId: { not: null },
        publiclyVisible: true,
        profile: { hidden: false },
      },
      select: { publicationId: true, position: true, profileId: true },
      orderBy: { id: 'asc' },
    });
    const body = (await get(pageUrl(coauthor!.profileId!, '?size=100'))).json();
    expect(body.totalElements).toBeLessThanOrEqual(100);
    const item = body.content.find((p: Short) => p.publicationId === coauthor!.publicationId);
    expect(item.mainAuthorIndex).toBe(coauthor!.position);
    const detail = await get(detailUrl(coauthor!.profileId!, coauthor!.publicationId));
    expect(detail.statusCode).toBe(200);
    // The first author's own versions are theirs: a co-author's page never shows them.
    const own = await api().db.publicationVersion.findMany({
      where: { publicationId: coauthor!.publicationId, ownerProfileId: { not: null } },
      select: { id: true, ownerProfileId: true },
    });
    for (const version of own.filter((v) => v.ownerProfileId !== coauthor!.profileId))
      expect(detail.body).not.toContain(version.id);
  });

  it('answers a hidden profile with HIDDEN_PROFILE_ERROR, an unknown one with 404, a bad id with 400', async () => {
    const hidden = await get(shortUrl(FIXTURE.hidden));
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().code).toBe('HIDDEN_PROFILE_ERROR');
    const unknown = await get(shortUrl(UNKNOWN_ID));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PROFILE_NOT_FOUND');
    const malformed = await get(shortUrl('12345'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([
      expect.objectContaining({ key: 'profileId', invalidValue: '12345' }),
    ]);
  });
});

describe('GET public/publications/{profileId}/publications', () => {
  async function allPages(sort: string, size: number) {
    const first = (await get(pageUrl(FIXTURE.full, `?sort=${sort}&size=${size}`))).json();
    const items: Short[] = [...first.content];
    for (let page = 1; page < first.totalPages; page++)
      items.push(
        ...(await get(pageUrl(FIXTURE.full, `?sort=${sort}&size=${size}&page=${page}`))).json()
          .content,
      );
    return { first, items };
  }

  it('pages with totalPages = ceil(total / size) and no overlap between pages', async () => {
    const total = (await get(shortUrl(FIXTURE.full))).json().totalElements;
    const { first, items } = await allPages('newest', 7);
    expect(first).toMatchObject({
      page: 0,
      size: 7,
      totalElements: total,
      totalPages: Math.ceil(total / 7),
    });
    expect(items).toHaveLength(total);
    expect(new Set(items.map((p) => p.publicationId)).size).toBe(total);
    const last = (
      await get(pageUrl(FIXTURE.full, `?size=7&page=${Math.ceil(total / 7) - 1}`))
    ).json();
    expect(last.content).toHaveLength(total - 7 * (Math.ceil(total / 7) - 1));
    const beyond = (await get(pageUrl(FIXTURE.full, '?size=7&page=99'))).json();
    expect(beyond).toMatchObject({ content: [], page: 99, totalElements: total });
    const defaults = (await get(pageUrl(FIXTURE.full))).json();
    expect(defaults).toMatchObject({ page: 0, size: 20 });
    expect(defaults.content).toHaveLength(Math.min(20, total));
  });

  it('sorts newest (default), oldest and by title', async () => {
    const newest = (await allPages('newest', 100)).items;
    const years = newest.map((p) => p.year ?? -1);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const defaults = (await get(pageUrl(FIXTURE.full, '?size=100'))).json().content;
    expect(defaults.map((p: Short) => p.publicationId)).toEqual(newest.map((p) => p.publicationId));
    const oldest = (await allPages('oldest', 9)).items.map((p) => p.year ?? Infinity);
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    const titles = (await allPages('title', 8)).items.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'pl')));
  });

  it('keeps one publication type when asked', async () => {
    const all = (await get(shortUrl(FIXTURE.full))).json().publications as Short[];
    const chapters = (await get(pageUrl(FIXTURE.full, '?publicationType=CHAPTER&size=100'))).json();
    expect(chapters.totalElements).toBe(all.filter((p) => p.publicationType === 'CHAPTER').length);
    expect(chapters.totalElements).toBeGreaterThan(0);
    expect(chapters.content.every((p: Short) => p.publicationType === 'CHAPTER')).toBe(true);
  });

  it('answers bad paging, sorting or type with the validation list', async () => {
    for (const [query, key] of [
      ['?sort=random', 'sort'],
      ['?page=-1', 'page'],
      ['?page=x', 'page'],
      ['?size=0', 'size'],
      ['?size=101', 'size'],
      ['?publicationType=POEM', 'publicationType'],
    ] as const) {
      const res = await get(pageUrl(FIXTURE.full, query));
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().errors).toEqual([expect.objectContaining({ key })]);
    }
    const hidden = await get(pageUrl(FIXTURE.hidden));
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().code).toBe('HIDDEN_PROFILE_ERROR');
  });
});

describe('GET public/profile/{profileId}/publication/{publicationId}', () => {
  it('gives the recommended (OPI) record, the authors and all four visible versions', async () => {
    const [publicationId] = await publicationWithFourVersions();
    const res = await get(detailUrl(FIXTURE.full, publicationId!));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const versions = await api().db.publicationVersion.findMany({
      where: { publicationId: publicationId! },
      select: { id: true, kind: true },
    });
    const idOf = (kind: string) => versions.find((v) => v.kind === kind)!.id;
    expect(body).toMatchObject({
      publicationId,
      type: expect.stringMatching(/^(ARTICLE|BOOK|EDITED_BOOK|CHAPTER|PROCEEDINGS)$/),
      publicationTypeLabel: expect.any(String),
      sourceType: 'OPI',
      goldenRecordSources: ['OPI', 'PBN'],
      opiPublicationId: idOf('OPI'),
      pbnPublicationId: idOf('PBN'),
      authorPublicationId: idOf('AUTHOR'),
      authorLNPublicationId: idOf('AUTHOR_LN'),
      isVisible: true,
      visibility: {
        id: publicationId,
        opiPublicationId: idOf('OPI'),
        opiPublicationVisible: true,
        pbnPublicationId: idOf('PBN'),
        pbnPublicationVisible: true,
        authorPublicationId: idOf('AUTHOR'),
        authorPublicationVisible: true,
        authorLNPublicationId: idOf('AUTHOR_LN'),
        authorLNPublicationVisible: true,
        size: 4,
      },
    });
    expect(body.versions.map((v: { kind: string }) => v.kind)).toEqual([
      'OPI',
      'PBN',
      'AUTHOR_LN',
      'AUTHOR',
    ]);
    const main = body.titles.find((t: { mainTitle: boolean }) => t.mainTitle);
    expect(body.mainLangPublication).toBe(main.languageCode);
    expect(['pol', 'eng']).toContain(body.mainLangPublication);
    expect(body.keyWords.length).toBeGreaterThan(0);
    expect(body.details).toMatchObject({ language: body.mainLangPublication });
    expect(body.authors.some((a: { profileId: string }) => a.profileId === FIXTURE.full)).toBe(
      true,
    );
    expect(body.authors[0]).toEqual({
      profileId: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      name: expect.any(String),
      surnamePrefix: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      surname: expect.any(String),
      authorRole: expect.stringMatching(/^(AUTHOR|EDITOR|TRANSLATOR)$/),
    });
  });

  it('fills the source of each publication type', async () => {
    const all = (await get(pageUrl(FIXTURE.full, '?size=100'))).json().content as Short[];
    const sourceOf = {
      ARTICLE: 'articleSource',
      BOOK: 'bookSource',
      EDITED_BOOK: 'editBookSource',
      CHAPTER: 'chapterSource',
      PROCEEDINGS: 'conferenceSource',
    } as const;
    for (const [type, field] of Object.entries(sourceOf)) {
      const one = all.find((p) => p.publicationType === type)!;
      const body = (await get(detailUrl(FIXTURE.full, one.publicationId))).json();
      expect(body.type).toBe(type);
      expect(body[field], type).not.toBeNull();
      for (const other of Object.values(sourceOf).filter((f) => f !== field))
        expect(body[other], `${type} ${other}`).toBeNull();
    }
    const article = all.find((p) => p.publicationType === 'ARTICLE')!;
    const body = (await get(detailUrl(FIXTURE.full, article.publicationId))).json();
    expect(body.articleSource.journal).toEqual({
      title: expect.any(String),
      issn: expect.any(String),
      eissn: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      publisher: expect.any(String),
    });
    const proceedings = all.find((p) => p.publicationType === 'PROCEEDINGS')!;
    const conf = (await get(detailUrl(FIXTURE.full, proceedings.publicationId))).json();
    expect(conf.conferenceSource).toMatchObject({
      title: expect.any(String),
      year: conf.year,
      eventNames: [conf.conferenceSource.title],
      country: expect.any(String),
    });
  });

  it('never shows a hidden version; size counts the versions shown and the next one is recommended', async () => {
    const [, publicationId] = await publicationWithFourVersions();
    const hideKinds = ['OPI', 'AUTHOR_LN'] as const;
    const hiddenVersions = await api().db.publicationVersion.findMany({
      where: { publicationId: publicationId!, kind: { in: [...hideKinds] } },
      select: { id: true },
    });
    await api().db.publicationVersion.updateMany({
      where: { publicationId: publicationId!, kind: { in: [...hideKinds] } },
      data: { isVisible: false },
    });
    const res = await get(detailUrl(FIXTURE.full, publicationId!));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const v of hiddenVersions) expect(res.body).not.toContain(v.id);
    expect(body).toMatchObject({
      sourceType: 'PBN',
      goldenRecordSources: ['PBN'],
      opiPublicationId: null,
      authorLNPublicationId: null,
      visibility: {
        opiPublicationId: null,
        opiPublicationVisible: false,
        authorLNPublicationId: null,
        authorLNPublicationVisible: false,
        size: 2,
      },
    });
    expect(body.versions.map((v: { kind: string }) => v.kind)).toEqual(['PBN', 'AUTHOR']);
    const short = (await get(shortUrl(FIXTURE.full))).json();
    expect(
      short.publications.find((p: { publicationId: string }) => p.publicationId === publicationId)
        .publicationSource,
    ).toBe('PBN');

    // With only the author's own version left it is the one shown, as the author's data.
    await api().db.publicationVersion.updateMany({
      where: { publicationId: publicationId!, kind: 'PBN' },
      data: { isVisible: false },
    });
    const own = (await get(detailUrl(FIXTURE.full, publicationId!))).json();
    expect(own).toMatchObject({ sourceType: 'AUTHOR', goldenRecordSources: [] });
    expect(own.visibility.size).toBe(1);
    const item = (await get(shortUrl(FIXTURE.full)))
      .json()
      .publications.find((p: { publicationId: string }) => p.publicationId === publicationId);
    expect(item).toMatchObject({ publicationSource: 'USER', systemData: false });

    // No visible version at all: the publication is not shown anywhere, and the list says so.
    await api().db.publicationVersion.updateMany({
      where: { publicationId: publicationId! },
      data: { isVisible: false },
    });
    const gone = await get(detailUrl(FIXTURE.full, publicationId!));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('PUBLICATION_NOT_FOUND');
    const list = (await get(shortUrl(FIXTURE.full))).json();
    expect(list.invisible).toBe(true);
    expect(list.publications.map((p: Short) => p.publicationId)).not.toContain(publicationId);
    await api().db.publicationVersion.updateMany({
      where: { publicationId: publicationId! },
      data: { isVisible: true },
    });
  });

  it('follows the owner’s public toggle: a hidden publication leaves the lists and its detail is 404', async () => {
    const before = (await get(shortUrl(FIXTURE.full))).json();
    expect(before.invisible).toBe(false);
    const target = before.publications[3] as Short;
    await api().db.publicationAuthor.updateMany({
      where: { publicationId: target.publicationId, profileId: FIXTURE.full },
      data: { publiclyVisible: false },
    });
    const after = (await get(shortUrl(FIXTURE.full))).json();
    expect(after.invisible).toBe(true);
    expect(after.totalElements).toBe(before.totalElements - 1);
    expect(after.publications.map((p: Short) => p.publicationId)).not.toContain(
      target.publicationId,
    );
    expect(JSON.stringify(after)).not.toContain(target.title);
    const page = (await get(pageUrl(FIXTURE.full, '?size=100'))).json();
    expect(page.totalElements).toBe(before.totalElements - 1);
    expect(page.content.map((p: Short) => p.publicationId)).not.toContain(target.publicationId);
    const detail = await get(detailUrl(FIXTURE.full, target.publicationId));
    expect(detail.statusCode).toBe(404);
    expect(detail.json().code).toBe('PUBLICATION_NOT_FOUND');
    await api().db.publicationAuthor.updateMany({
      where: { publicationId: target.publicationId, profileId: FIXTURE.full },
      data: { publiclyVisible: true },
    });
    expect((await get(detailUrl(FIXTURE.full, target.publicationId))).statusCode).toBe(200);
  });

  it('drops the profile link of an author whose profile is hidden', async () => {
    // A publication shown on a visible profile X that has another LN author Y.
    const [pair] = await api().db.$queryRaw<
      Array<{ publication_id: string; viewer: string; other: string }>
    >`
      SELECT a.publication_id, a.profile_id AS viewer, b.profile_id AS other
        FROM publication_author a
        JOIN publication_author b ON b.publication_id = a.publication_id
        JOIN profile pa ON pa.id = a.profile_id AND NOT pa.hidden
       WHERE a.publicly_visible AND b.profile_id IS NOT NULL AND b.profile_id <> a.profile_id
       ORDER BY a.id
       LIMIT 1`;
    expect(pair).toBeDefined();
    const { publication_id: publicationId, viewer, other: profileId } = pair!;
    const visible = (await get(detailUrl(viewer, publicationId))).json();
    expect(visible.authors.map((a: { profileId: string }) => a.profileId)).toContain(profileId);
    const before = await api().db.profile.findUniqueOrThrow({
      where: { id: profileId },
      select: { hidden: true },
    });
    await api().db.profile.update({ where: { id: profileId }, data: { hidden: true } });
    const res = await get(detailUrl(viewer, publicationId));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(profileId);
    expect(res.json().authors).toHaveLength(visible.authors.length);
    await api().db.profile.update({ where: { id: profileId }, data: before });
  });

  it('answers a publication of another profile, an unknown id or a bad id with the right error', async () => {
    const other = await api().db.publication.findFirst({
      where: { authors: { none: { profileId: FIXTURE.full } } },
      select: { id: true },
    });
    const foreign = await get(detailUrl(FIXTURE.full, other!.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('PUBLICATION_NOT_FOUND');
    const unknown = await get(detailUrl(FIXTURE.full, UNKNOWN_ID));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PUBLICATION_NOT_FOUND');
    const malformed = await get(detailUrl(FIXTURE.full, 'nope'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([
      expect.objectContaining({ key: 'publicationId', invalidValue: 'nope' }),
    ]);
    const hidden = await get(detailUrl(FIXTURE.hidden, other!.id));
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().code).toBe('HIDDEN_PROFILE_ERROR');
    const noProfile = await get(detailUrl(UNKNOWN_ID, other!.id));
    expect(noProfile.json().code).toBe('PROFILE_NOT_FOUND');
  });

  it('gives the type label in the language of Accept-Language', async () => {
    const [publicationId] = await publicationWithFourVersions();
    const pl = (await get(detailUrl(FIXTURE.full, publicationId!))).json();
    const en = (
      await get(detailUrl(FIXTURE.full, publicationId!), { 'accept-language': 'en-EN' })
    ).json();
    const labels = {
      ARTICLE: ['Artykuł', 'Article'],
      BOOK: ['Książka', 'Book'],
      EDITED_BOOK: ['Redakcja książki', 'Edited book'],
      CHAPTER: ['Rozdział', 'Chapter'],
      PROCEEDINGS: ['Materiały konferencyjne', 'Conference proceedings'],
    } as Record<string, [string, string]>;
    expect([pl.publicationTypeLabel, en.publicationTypeLabel]).toEqual(labels[pl.type]);
  });
});
