import { SEARCHABLE_MENU_AREAS } from '@ln/contracts';
import { describe, expect, it } from 'vitest';
import { useSeededApi } from '../../testing/seeded-app.js';

const api = useSeededApi();
const get = (url: string, headers: Record<string, string> = {}) =>
  api().app.inject({ method: 'GET', url, headers });
const base = '/api/profiles-api/v1.0/public';
const EN = { 'accept-language': 'en-EN' };

describe('GET public/posts', () => {
  it('gives the newest 10 posts by default, newest first, with their categories', async () => {
    const res = await get(`${base}/posts`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<{ date: string; number: number; categories: unknown[] }>;
    expect(body).toHaveLength(10);
    const dates = body.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = await api().db.post.findFirstOrThrow({
      orderBy: { publishedAt: 'desc' },
      include: { categories: { include: { category: true } } },
    });
    expect(body[0]).toEqual({
      excerpt: newest.excerpt,
      link: newest.link,
      date: newest.publishedAt.toISOString(),
      number: newest.number,
      categories: newest.categories
        .map((c) => ({ name: c.category.name, slug: c.category.slug, link: c.category.link }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      title: newest.title,
    });
    expect(body.every((p) => p.categories.length > 0)).toBe(true);
  });

  it('takes a limit up to 50 and answers 400 outside 1..50', async () => {
    const total = await api().db.post.count();
    expect(total).toBe(14);
    expect((await get(`${base}/posts?limit=3`)).json()).toHaveLength(3);
    expect((await get(`${base}/posts?limit=50`)).json()).toHaveLength(total);
    for (const bad of ['0', '51', 'x', '2.5']) {
      const res = await get(`${base}/posts?limit=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [expect.objectContaining({ key: 'limit' })],
      });
    }
  });

  it('gives title and excerpt in English for Accept-Language en', async () => {
    const newest = await api().db.post.findFirstOrThrow({ orderBy: { publishedAt: 'desc' } });
    const [en] = (await get(`${base}/posts?limit=1`, EN)).json();
    expect(en.title).toBe(newest.titleEn ?? newest.title);
    expect(en.excerpt).toBe(newest.excerptEn ?? newest.excerpt);
    expect(en.title).not.toBe(newest.title);
  });

  it('falls back to Polish where a post has no English version', async () => {
    const newest = await api().db.post.findFirstOrThrow({ orderBy: { publishedAt: 'desc' } });
    await api().db.post.update({
      where: { id: newest.id },
      data: { titleEn: null, excerptEn: null },
    });
    try {
      const [en] = (await get(`${base}/posts?limit=1`, EN)).json();
      expect(en).toMatchObject({ title: newest.title, excerpt: newest.excerpt });
    } finally {
      await api().db.post.update({
        where: { id: newest.id },
        data: { titleEn: newest.titleEn, excerptEn: newest.excerptEn },
      });
    }
  });

  it('is public cacheable data', async () => {
    const res = await get(`${base}/posts`);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toBe('Accept-Language, Authorization');
  });
});

describe('GET public/profile/degreeTitles', () => {
  it('lists the four degrees and titles, lowest first, labelled per language', async () => {
    expect((await get(`${base}/profile/degreeTitles`)).json()).toEqual([
      { code: 'MASTER', label: 'mgr', order: 1 },
      { code: 'DOCTOR', label: 'dr', order: 2 },
      { code: 'HABILITATED_DOCTOR', label: 'dr hab.', order: 3 },
      { code: 'PROFESSOR', label: 'prof.', order: 4 },
    ]);
    expect(
      (await get(`${base}/profile/degreeTitles`, EN)).json().map((d: { label: string }) => d.label),
    ).toEqual(['master', 'doctor', 'habilitated doctor', 'professor']);
  });
});

describe('GET public/profile/disciplinesInNewClassification', () => {
  it('gives the ten fields DZ0101N..DZ0110N in order, each with its disciplines', async () => {
    const res = await get(`${base}/profile/disciplinesInNewClassification`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<{
      code: string;
      label: string;
      iconCode: string;
      order: number;
      disciplines: Array<{ code: string; label: string; order: number }>;
    }>;
    expect(body.map((f) => f.code)).toEqual(
      Array.from({ length: 10 }, (_, i) => `DZ01${String(i + 1).padStart(2, '0')}N`),
    );
    expect(body.map((f) => f.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const natural = body.find((f) => f.code === 'DZ0106N')!;
    expect(natural).toMatchObject({
      label: 'dziedzina nauk ścisłych i przyrodniczych',
      iconCode: 'natural',
    });
    const disciplines = await api().db.scienceDiscipline.findMany({
      where: { fieldCode: 'DZ0106N' },
      orderBy: { order: 'asc' },
    });
    expect(natural.disciplines).toEqual(
      disciplines.map((d) => ({ code: d.code, label: d.labelPl, order: d.order })),
    );
    for (const field of body) {
      expect(field.disciplines.length).toBeGreaterThan(0);
      expect(field.disciplines.every((d) => d.code.startsWith(`DS${field.code.slice(2, 6)}`))).toBe(
        true,
      );
      const orders = field.disciplines.map((d) => d.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    const all = body.reduce((n, f) => n + f.disciplines.length, 0);
    expect(all).toBe(await api().db.scienceDiscipline.count());
  });

  it('labels fields and disciplines in English for Accept-Language en', async () => {
    const body = (await get(`${base}/profile/disciplinesInNewClassification`, EN)).json();
    const natural = body.find((f: { code: string }) => f.code === 'DZ0106N');
    expect(natural.label).toBe('Natural sciences');
    const first = await api().db.scienceDiscipline.findFirstOrThrow({
      where: { fieldCode: 'DZ0106N' },
      orderBy: { order: 'asc' },
    });
    expect(natural.disciplines[0].label).toBe(first.labelEn);
  });
});

describe('GET public/profile/searchableMenu', () => {
  it('gives every area as a list of code, label and order from 1', async () => {
    const res = await get(`${base}/profile/searchableMenu`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<
      string,
      Array<{ code: string; label: string; order: number }>
    >;
    expect(Object.keys(body).sort()).toEqual([...SEARCHABLE_MENU_AREAS].sort());
    for (const area of SEARCHABLE_MENU_AREAS) {
      const items = body[area]!;
      expect(items.length).toBeGreaterThan(0);
      expect(items.map((i) => i.order)).toEqual(items.map((_, i) => i + 1));
      expect(new Set(items.map((i) => i.code)).size).toBe(items.length);
    }
    expect(body.profiles!.map((i) => i.code)).toEqual(
      expect.arrayContaining(['NAME', 'SURNAME', 'SPECIALTY']),
    );
    expect(body.publications!.map((i) => i.code)).toEqual(
      expect.arrayContaining(['TITLE', 'DOI', 'YEAR']),
    );
    expect(body.degreeTitles).toEqual((await get(`${base}/profile/degreeTitles`)).json());
    expect(body.profiles!.find((i) => i.code === 'SURNAME')!.label).toBe('Nazwisko');
  });

  it('labels in English for Accept-Language en', async () => {
    const body = (await get(`${base}/profile/searchableMenu`, EN)).json();
    expect(body.profiles.find((i: { code: string }) => i.code === 'SURNAME').label).toBe('Surname');
    expect(body.degreeTitles[0]).toEqual({ code: 'MASTER', label: 'master', order: 1 });
  });
});

describe('GET public/dictionary/patentUnits', () => {
  it('gives the rows of patent_unit in order, labelled per language', async () => {
    const rows = await api().db.patentUnit.findMany({ orderBy: { order: 'asc' } });
    expect(rows.length).toBeGreaterThan(0);
    const pl = (await get(`${base}/dictionary/patentUnits`)).json();
    expect(pl).toEqual(rows.map((r) => ({ code: r.code, label: r.labelPl, order: r.order })));
    expect(pl[0]).toEqual({ code: 'PATENT', label: 'Patent', order: 1 });
    const en = (await get(`${base}/dictionary/patentUnits`, EN)).json();
    expect(en).toEqual(rows.map((r) => ({ code: r.code, label: r.labelEn, order: r.order })));
    expect(en.find((u: { code: string }) => u.code === 'UTILITY_MODEL').label).toBe(
      'Utility model',
    );
  });

  it('answers the same to everybody, with an ETag that gives 304', async () => {
    const first = await get(`${base}/dictionary/patentUnits`);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const again = await get(`${base}/dictionary/patentUnits`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('OpenAPI', () => {
  it('documents the gremium and dictionary routes with their parameters and answers', async () => {
    const spec = (await get('/api/profiles-api/docs/json')).json();
    const p = '/api/profiles-api';
    const routes = [
      `${p}/v1.1/public/gremium/{gremiumId}`,
      `${p}/v1.0/public/gremium/{gremiumId}/memberships`,
      `${p}/v1.0/public/gremium/{gremiumId}/functions`,
      `${p}/v1.0/public/profile/{profileId}/gremium/{gremiumId}/memberships`,
      `${p}/v1.1/public/{profileId}/memberships`,
      `${p}/v1.1/public/{profileId}/functions`,
      `${p}/v1.0/public/posts`,
      `${p}/v1.0/public/profile/degreeTitles`,
      `${p}/v1.0/public/profile/disciplinesInNewClassification`,
      `${p}/v1.0/public/profile/searchableMenu`,
      `${p}/v1.0/public/dictionary/patentUnits`,
    ];
    for (const route of routes) {
      const op = spec.paths[route]?.get;
      expect(op, route).toBeDefined();
      expect(op.summary).toEqual(expect.any(String));
      expect(op.responses['200']).toBeDefined();
    }
    const members = spec.paths[`${p}/v1.0/public/gremium/{gremiumId}/memberships`].get;
    expect(members.parameters.map((x: { name: string }) => x.name).sort()).toEqual([
      'gremiumId',
      'page',
      'query',
      'size',
    ]);
    expect(members.responses['404']).toBeDefined();
  });
});
