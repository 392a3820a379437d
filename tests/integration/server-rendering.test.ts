// The server-rendered public pages under the gateway (decision 024): a real web build (browser
// and server bundles), the deterministic seed, the services in process. What a search engine
// or a link preview reads: status, head, JSON-LD and the page's text, without running a script.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createPrismaClient, REPO_ROOT, withClient } from '@ln/db';
import { describe, expect, it } from 'vitest';
import {
  firstLoadFiles,
  measureFiles,
  PROFILE_ROUTE_MODULES,
  readManifest,
} from '../../scripts/lib/first-load.js';
import { buildApp as buildPagesApp } from '@ln/pages';
import { ensureWebBuild } from '../../scripts/lib/web-build.js';
import { useTestGateway } from './test-gateway.js';

// Fixture profiles of every seed (seeds/src/personas.ts).
const FULL = 'a6879b65-6da0-4287-93a2-565c967e6d39';
const HIDDEN = 'c16f7855-38f9-4d6a-a56b-6a18d5853004';
const ORIGIN = 'https://ludzie.example';
const webDist = join(REPO_ROOT, '.tmp', 'web-dist-server-rendering-test');
const PUBLIC_PAGE = 'public, max-age=60, stale-while-revalidate=300';

let databaseUrl = '';
const gateway = useTestGateway({
  webDist,
  seededProfiles: 40,
  onDatabase: (url) => {
    databaseUrl = url;
  },
  prepareWebDist: () => {
    if (ensureWebBuild(webDist, () => {}) === 'failed') throw new Error('web build failed');
  },
});

async function page(url: string, headers: Record<string, string> = {}) {
  const answer = await gateway().inject({ method: 'GET', url, headers });
  return { status: answer.statusCode, headers: answer.headers, html: answer.body };
}

/** The text of the page's JSON-LD blocks, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The page's text as a reader sees it (tags dropped, entities of names decoded). */
function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

async function api<T>(path: string, language = 'pl-PL'): Promise<T> {
  const answer = await gateway().inject({
    method: 'GET',
    url: `/api/profiles-api${path}`,
    headers: { 'accept-language': language },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<T>();
}

interface Person {
  name: string;
  secondName: string | null;
  surname: string;
  prefix: string | null;
  calculatedEduLevel: string | null;
  orcid: string | null;
  specialties: { labelPl: string; labelEn: string }[];
  currentEmployments: { institution: string }[];
  contactData: { email: string | null };
}

describe('server-rendered profile', { timeout: 600_000 }, () => {
  it('sends the name, the title, the head and a valid Person JSON-LD', async () => {
    const person = await api<Person>(`/v1.3/public/profile/${FULL}/detailsPerson`);
    const name = [person.name, person.secondName, person.surname].filter(Boolean).join(' ');
    const title = [person.prefix, person.calculatedEduLevel].filter(Boolean).join(' ');
    const { status, headers, html } = await page(`/profiles/${FULL}`);
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(headers.vary).toMatch(/Cookie/);
    expect(headers['content-language']).toBe('pl-PL');
    // The CSP of decision 012 still holds: no inline script, the data blocks are not scripts.
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")(?![^>]*src=)[^>]*>/);

    expect(html).toContain('<html lang="pl"');
    // Signposting (issue 44): typed links in the answer's headers.
    expect(headers.link).toContain(`<${ORIGIN}/profiles/${FULL}>; rel="cite-as"`);
    expect(headers.link).toContain(
      `<${ORIGIN}/api/profiles-api/v1.3/public/profile/${FULL}/detailsPerson>; rel="describedby"; type="application/json"`,
    );
    // Feed readers find the profile's Atom feed (issue 44).
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="${name}: publikacje (Atom)" href="${ORIGIN}/profiles/${FULL}/publications.atom" />`,
    );
    const home = await page('/');
    expect(home.html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Ludzie Nauki: aktualności (Atom)" href="${ORIGIN}/news.atom" />`,
    );
    // #root holds exactly React's markup (a stray text node fails hydration).
    expect(html).toContain('<div id="root"><div class="app-layout">');
    expect(html).toContain(`<title>${name} | LN</title>`);
    expect(text(html)).toContain(`${title} ${name}`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    const canonical = `${ORIGIN}/profiles/${FULL}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="pl" href="${canonical}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${canonical}?lang=en-EN" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${canonical}" />`);
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain(`<meta property="og:title" content="${name}" />`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?" \/>/);
    // The link preview names the current institution.
    const institution = person.currentEmployments[0]!.institution;
    expect(html).toMatch(new RegExp(`og:description" content="[^"]*${institution}`));

    const [ld, ...more] = jsonLd(html);
    expect(more).toEqual([]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': canonical,
      url: canonical,
      name,
      honorificPrefix: title,
      affiliation: [{ '@type': 'Organization', name: institution }],
      knowsAbout: person.specialties.map((specialty) => specialty.labelPl),
    });
    expect(ld!.sameAs).toContain(`https://orcid.org/${person.orcid}`);
    // Every degree's granting institution (not the professor's title) is an alma mater.
    const degrees = await api<{
      degreesAndTitles: {
        degreeOrTitleType: string;
        grantingInstitution: { institutionName: string | null };
      }[];
    }>(`/v1.0/public/profile/${FULL}/degreesAndTitles`);
    const schools = degrees.degreesAndTitles
      .filter((degree) => degree.degreeOrTitleType !== 'PROFESSOR')
      .map((degree) => degree.grantingInstitution.institutionName);
    expect(schools.length).toBeGreaterThan(0);
    expect(ld!.alumniOf).toEqual(
      [...new Set(schools)].map((school) => ({ '@type': 'CollegeOrUniversity', name: school })),
    );
    validatePerson(ld!);
    // Contact data never goes into the structured data.
    expect(person.contactData.email).toBeTruthy();
    expect(JSON.stringify(ld)).not.toContain(person.contactData.email);
  });

  it('sends the page gzipped to a reader that takes gzip, and plain to one that refuses it', async () => {
    const person = await api<Person>(`/v1.3/public/profile/${FULL}/detailsPerson`);
    const name = [person.name, person.secondName, person.surname].filter(Boolean).join(' ');
    const read = (acceptEncoding: string) =>
      gateway().inject({
        url: `/profiles/${FULL}`,
        headers: { 'accept-encoding': acceptEncoding },
      });
    const zipped = await read('gzip, deflate, br');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    const html = gunzipSync(zipped.rawPayload).toString('utf8');
    expect(html).toContain(`<title>${name} | LN</title>`);
    expect(zipped.rawPayload.length).toBeLessThan(html.length / 2);
    const plain = await read('gzip;q=0, identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(`<title>${name} | LN</title>`);
  });

  it('loads at most its budget of JavaScript before it is interactive (gzip)', async () => {
    // What the browser fetches before it hydrates the page: the entry and the chunks the HTML
    // preloads, then the profile's route modules with their imports (main.tsx loads them
    // before hydrating); gzip as served. The target is 100 KB; React, react-router,
    // TanStack Query and i18next alone are about 113 KB, so the budget guards today's size
    // against growth (`pnpm bench web-bundle` prints the files).
    const BUDGET_KB = 155;
    const { html } = await page(`/profiles/${FULL}`);
    const files = firstLoadFiles(readManifest(webDist), html, PROFILE_ROUTE_MODULES);
    const rows = measureFiles(webDist, files);
    const gzip = rows.reduce((sum, row) => sum + row.gzip, 0);
    console.info(
      `first-load JavaScript of the profile page: ${(gzip / 1024).toFixed(1)} KB gzip in ${rows.length} files`,
    );
    // None of the signed-in screens' texts or code.
    expect(rows.map((row) => row.file).join(' ')).not.toMatch(/later\.|profile-edit|cv-/);
    expect(gzip).toBeLessThanOrEqual(BUDGET_KB * 1024);
  });

  it('renders the publications tab with the first page of publications', async () => {
    const list = await api<{ content: { title: string }[]; totalElements: number }>(
      `/v1.0/public/publications/${FULL}/publications?page=0&size=20&sort=newest`,
    );
    expect(list.content.length).toBeGreaterThan(0);
    const { status, html } = await page(`/profiles/${FULL}/publications`);
    expect(status).toBe(200);
    const shown = text(html);
    for (const publication of list.content) expect(shown).toContain(publication.title);
    // The browser gets the same answers and does not ask again (dehydrated query state).
    const state = html.match(/<script type="application\/json" id="ln-server-state">([^<]*)</);
    expect(state).not.toBeNull();
    const parsed = JSON.parse(state![1]!) as { locale: string; queries: { queries: unknown[] } };
    expect(parsed.locale).toBe('pl-PL');
    expect(JSON.stringify(parsed.queries)).toContain(list.content[0]!.title);
  });

  it('renders in English from ?lang=en-EN and from the mirrored app_locale cookie', async () => {
    const person = await api<Person>(`/v1.3/public/profile/${FULL}/detailsPerson`);
    const fromAddress = await page(`/profiles/${FULL}?lang=en-EN`);
    const fromCookie = await page(`/profiles/${FULL}`, { cookie: 'app_locale=en-EN' });
    for (const { status, headers, html } of [fromAddress, fromCookie]) {
      expect(status).toBe(200);
      expect(headers['content-language']).toBe('en-EN');
      expect(html).toContain('<html lang="en"');
      expect(html).toContain(
        `<link rel="canonical" href="${ORIGIN}/profiles/${FULL}?lang=en-EN" />`,
      );
      expect(html).toContain('<meta property="og:locale" content="en_GB" />');
      expect(jsonLd(html)[0]!.knowsAbout).toEqual(person.specialties.map((s) => s.labelEn));
    }
  });

  it('answers 404 with the not-found page for an unknown or malformed profile id', async () => {
    for (const url of ['/profiles/00000000-0000-4000-8000-000000000000', '/profiles/nope']) {
      const { status, html } = await page(url);
      expect(status).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('rel="canonical"');
      expect(jsonLd(html)).toEqual([]);
    }
  });

  it("sends a hidden profile's pages to the hidden-profile page, with no name in the HTML", async () => {
    const seen = await gateway().inject({
      method: 'GET',
      url: '/api/profiles-api/v1.3/public/profile/' + HIDDEN + '/detailsPerson',
    });
    expect(seen.json<{ code: string }>().code).toBe('HIDDEN_PROFILE_ERROR');
    for (const url of [`/profiles/${HIDDEN}`, `/profiles/${HIDDEN}/publications`]) {
      const answer = await page(url);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/hidden-profile');
      // Nothing of the profile in the answer: no page, no data.
      expect(answer.html).not.toContain('<h1');
      expect(answer.html).not.toContain('ln-server-state');
    }
    const hidden = await page('/hidden-profile');
    expect(hidden.status).toBe(400);
    expect(hidden.html).toContain('<meta name="robots" content="noindex" />');
    expect(text(hidden.html)).toContain('Profil ukryty');
  });

  it('leaves client-only routes to the browser, and signed-in readers too', async () => {
    const login = await page('/login');
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.html).not.toContain('ln-server-state');
    const signedIn = await page(`/profiles/${FULL}`, { cookie: 'ln_session_hint=1' });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.html).not.toContain('ln-server-state');
    // The server bundle is code, never a file anyone can download.
    const bundle = await page('/server/entry-server.js');
    expect(bundle.status).toBe(404);
    expect(bundle.html).not.toContain('createRenderer');
  });
});

/**
 * The Person object against schema.org's definitions of the properties used: each is a
 * property of Person (or Thing) with a value of the range schema.org gives it.
 */
function validatePerson(ld: Record<string, unknown>) {
  const text = (value: unknown) => typeof value === 'string' && value.length > 0;
  const url = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);
  const organization = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    ['Organization', 'CollegeOrUniversity', 'EducationalOrganization'].includes(
      (value as { '@type'?: string })['@type'] ?? '',
    ) &&
    text((value as { name?: unknown }).name);
  const ranges: Record<string, (value: unknown) => boolean> = {
    '@context': (value) => value === 'https://schema.org',
    '@type': (value) => value === 'Person',
    '@id': url,
    url,
    name: text,
    givenName: text,
    familyName: text,
    honorificPrefix: text,
    jobTitle: text,
    affiliation: (value) => Array.isArray(value) && value.every(organization),
    alumniOf: (value) => Array.isArray(value) && value.every(organization),
    sameAs: (value) => Array.isArray(value) && value.every(url),
    knowsAbout: (value) => Array.isArray(value) && value.every(text),
    identifier: (value) =>
      typeof value === 'object' &&
      value !== null &&
      (value as { '@type'?: unknown })['@type'] === 'PropertyValue' &&
      text((value as { value?: unknown }).value),
  };
  for (const [key, value] of Object.entries(ld)) {
    expect(ranges[key], `schema.org Person has no property ${key}`).toBeDefined();
    expect(ranges[key]!(value), `${key}: ${JSON.stringify(value)}`).toBe(true);
  }
}

describe('sitemap and robots.txt', { timeout: 600_000 }, () => {
  /** The <loc> values of a sitemap file. */
  function locs(xml: string): string[] {
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  }

  it('indexes pages of visible profiles and the gremia, never a hidden profile', async () => {
    const index = await page('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.html).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(locs(index.html)).toEqual([
      `${ORIGIN}/sitemaps/profiles-1.xml`,
      `${ORIGIN}/sitemaps/gremia.xml`,
    ]);
    const profiles = await page('/sitemaps/profiles-1.xml');
    expect(profiles.status).toBe(200);
    const listed = locs(profiles.html);
    expect(listed).toContain(`${ORIGIN}/profiles/${FULL}`);
    expect(listed).not.toContain(`${ORIGIN}/profiles/${HIDDEN}`);
    const visible = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM profile WHERE NOT hidden',
      );
      return rows[0]!.count;
    });
    expect(listed).toHaveLength(visible);
    expect(profiles.html).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    const gremia = await page('/sitemaps/gremia.xml');
    expect(locs(gremia.html).length).toBeGreaterThan(0);
    expect(locs(gremia.html).every((loc) => loc.startsWith(`${ORIGIN}/gremiums/`))).toBe(true);
    expect((await page('/sitemaps/profiles-2.xml')).status).toBe(404);
  });

  it('drops a profile hidden after it was listed', async () => {
    const before = locs((await page('/sitemaps/profiles-1.xml')).html);
    const victim = before.find((loc) => !loc.endsWith(FULL))!;
    const id = victim.split('/').pop()!;
    await withClient(databaseUrl, (client) =>
      client.query('UPDATE profile SET hidden = true WHERE id = $1', [id]),
    );
    const after = locs((await page('/sitemaps/profiles-1.xml')).html);
    expect(after).not.toContain(victim);
    expect(after).toHaveLength(before.length - 1);
  });

  it('lists a body a profile owner added only once it has existed a week (decision 036)', async () => {
    const [young, old, official] = [randomUUID(), randomUUID(), randomUUID()];
    await withClient(databaseUrl, (client) =>
      client.query(
        `INSERT INTO gremium (id, name, source, user_gremium, created_at, updated_at) VALUES
           ($1, 'Koło dodane wczoraj', 'USER', 'OWNER', now() - interval '1 day', now()),
           ($2, 'Koło sprzed ośmiu dni', 'USER', 'OWNER', now() - interval '8 days', now()),
           ($3, 'Rada dodana przez operatora', 'USER', 'OPERATOR', now(), now())`,
        [young, old, official],
      ),
    );
    const listed = locs((await page('/sitemaps/gremia.xml')).html);
    expect(listed).not.toContain(`${ORIGIN}/gremiums/${young}`);
    expect(listed).toContain(`${ORIGIN}/gremiums/${old}`);
    expect(listed).toContain(`${ORIGIN}/gremiums/${official}`);
    // The page itself is public at once; only the sitemap waits.
    expect((await page(`/gremiums/${young}`)).status).toBe(200);
  });

  it('robots.txt names the sitemap and keeps crawlers out of the APIs', async () => {
    const robots = await page('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.html).toContain('Disallow: /api/');
    expect(robots.html).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

/** The content of a meta tag of the head (`name` or `property`), HTML entities decoded. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? text(match[1]!).trim() : undefined;
}

/**
 * A JSON-LD object against schema.org's definitions of the properties used: each is a property
 * of its type (or of CreativeWork/Organization/Thing it inherits from) with a value in the
 * range schema.org gives it.
 */
function validateSchemaOrg(ld: Record<string, unknown>, type: string) {
  const str = (value: unknown) => typeof value === 'string' && value.length > 0;
  const url = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);
  const typed =
    (types: string[], ranges: Record<string, (value: unknown) => boolean>) => (value: unknown) =>
      typeof value === 'object' &&
      value !== null &&
      types.includes((value as { '@type'?: string })['@type'] ?? '') &&
      Object.entries(value).every(
        ([key, item]) => key === '@type' || (ranges[key] !== undefined && ranges[key]!(item)),
      );
  const organization = typed(['Organization'], { name: str });
  const person = typed(['Person'], { name: str, url });
  const people = (value: unknown) => Array.isArray(value) && value.every(person);
  const creativeWork: Record<string, (value: unknown) => boolean> = {
    '@context': (value) => value === 'https://schema.org',
    '@type': (value) => value === type,
    '@id': url,
    url,
    name: str,
    headline: (value) => str(value) && (value as string).length <= 110,
    author: people,
    editor: people,
    translator: people,
    datePublished: (value) => typeof value === 'string' && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value),
    inLanguage: (value) => typeof value === 'string' && /^[a-z]{2,3}(-[A-Z]{2})?$/.test(value),
    abstract: str,
    keywords: str,
    sameAs: url,
    identifier: typed(['PropertyValue'], { propertyID: str, value: str }),
    publisher: organization,
  };
  const ranges: Record<string, Record<string, (value: unknown) => boolean>> = {
    ScholarlyArticle: {
      ...creativeWork,
      pagination: str,
      isPartOf: typed(['Periodical', 'Book'], { name: str, issn: str }),
    },
    Book: { ...creativeWork, isbn: str },
    Chapter: {
      ...creativeWork,
      pagination: str,
      isPartOf: typed(['Book'], { name: str, isbn: str, publisher: organization }),
    },
    Organization: {
      '@context': (value) => value === 'https://schema.org',
      '@type': (value) => value === 'Organization',
      '@id': url,
      url,
      name: str,
      description: str,
      sameAs: (value) => Array.isArray(value) && value.every(url),
      telephone: str,
      address: typed(['PostalAddress'], {
        streetAddress: str,
        postalCode: str,
        addressLocality: str,
        addressCountry: str,
      }),
      parentOrganization: organization,
    },
  };
  const allowed = ranges[type]!;
  for (const [key, value] of Object.entries(ld)) {
    expect(allowed[key], `schema.org ${type} has no property ${key}`).toBeDefined();
    expect(allowed[key]!(value), `${type}.${key}: ${JSON.stringify(value)}`).toBe(true);
  }
}

describe('structured data and link previews of the other pages', { timeout: 600_000 }, () => {
  const SCHEMA_TYPES: Record<string, string> = {
    ARTICLE: 'ScholarlyArticle',
    PROCEEDINGS: 'ScholarlyArticle',
    BOOK: 'Book',
    EDITED_BOOK: 'Book',
    CHAPTER: 'Chapter',
  };

  it('a publication detail is a ScholarlyArticle, Book or Chapter by its type', async () => {
    const list = await api<{
      content: { publicationId: string; title: string; publicationType: string }[];
    }>(`/v1.0/public/publications/${FULL}/publications?page=0&size=100&sort=newest`);
    const oneOfEach = [
      ...new Map(list.content.map((item) => [item.publicationType, item])).values(),
    ];
    expect(oneOfEach.length).toBeGreaterThan(0);
    for (const item of oneOfEach) {
      const path = `/profiles/${FULL}/publications/${item.publicationId}`;
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html).toContain(`<title>${item.title.replace(/&/g, '&amp;')} | LN</title>`);
      expect(meta(html, 'og:type')).toBe('article');
      expect(meta(html, 'description')).toMatch(/Publikacja w portalu Ludzie Nauki\.$/);
      // The work's own structured data, not the profile's Person.
      const [ld, ...more] = jsonLd(html);
      expect(more).toEqual([]);
      const type = SCHEMA_TYPES[item.publicationType]!;
      expect(ld).toMatchObject({ '@type': type, '@id': `${ORIGIN}${path}`, name: item.title });
      validateSchemaOrg(ld!, type);
      // The profile's owner is an author (or editor) linked to the profile.
      const people = [...((ld!.author as unknown[]) ?? []), ...((ld!.editor as unknown[]) ?? [])];
      expect(people).toContainEqual(expect.objectContaining({ url: `${ORIGIN}/profiles/${FULL}` }));
    }
  });

  it('a gremium is an Organization, with its title and description', async () => {
    const locs = [
      ...(await page('/sitemaps/gremia.xml')).html.matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map((match) => match[1]!);
    const id = locs[0]!.split('/').pop()!;
    const gremium = await api<{ gremium: { name: string } }>(`/v1.1/public/gremium/${id}`);
    const { status, html } = await page(`/gremiums/${id}`);
    expect(status).toBe(200);
    const name = gremium.gremium.name;
    expect(meta(html, 'og:title')).toBe(name);
    expect(meta(html, 'description')).toBe(
      `${name}: członkowie i osoby pełniące funkcje w portalu Ludzie Nauki.`,
    );
    const [ld, ...more] = jsonLd(html);
    expect(more).toEqual([]);
    expect(ld).toMatchObject({ '@type': 'Organization', '@id': `${ORIGIN}/gremiums/${id}`, name });
    validateSchemaOrg(ld!, 'Organization');
  });

  it('titles and descriptions of home, search and the gremia, in both languages', async () => {
    const cases = [
      ['/', 'Poznaj ludzi polskiej nauki', 'Wyszukaj wśród ponad 200 000 osób'],
      ['/?lang=en-EN', 'Meet the people of Polish science', 'Search over 200,000 researchers'],
      ['/profiles', 'Wyszukiwarka naukowców', 'Wyszukiwarka osób prowadzących badania'],
      [
        '/profiles?fullQuery=Kowalska',
        '„Kowalska” – wyszukiwarka naukowców',
        'Naukowcy pasujący do „Kowalska”',
      ],
      [
        '/profiles?fullQuery=Kowalska&lang=en-EN',
        '“Kowalska” – researcher search',
        'Researchers matching “Kowalska”',
      ],
      ['/gremiums', 'Gremia', 'Gremia naukowe w Polsce'],
      ['/gremiums?lang=en-EN', 'Bodies of scientists', 'Scientific bodies in Poland'],
    ] as const;
    for (const [url, title, description] of cases) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(text(html.match(/<title>([^<]*)<\/title>/)![1]!).trim(), url).toBe(`${title} | LN`);
      expect(meta(html, 'description'), url).toContain(description);
      // No picture of their own: the site's, at the size of a large card.
      expect(meta(html, 'og:image'), url).toBe(`${ORIGIN}/og-image.png`);
      expect(meta(html, 'og:image:width'), url).toBe('1200');
      expect(meta(html, 'og:image:height'), url).toBe('630');
      expect(meta(html, 'twitter:card'), url).toBe('summary_large_image');
      expect(meta(html, 'twitter:image:alt'), url).toBeTruthy();
    }
    // The picture itself is a file of the build.
    const image = await gateway().inject('/og-image.png');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it("a profile's card shows its photo (a file of its own), else the site's picture", async () => {
    const before = await page(`/profiles/${FULL}`);
    expect(meta(before.html, 'og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect((await page(`/profiles/${FULL}/photo`)).status).toBe(404);
    // A 1×1 PNG as the profile's photo.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await withClient(databaseUrl, (client) =>
      client.query(
        `INSERT INTO profile_photo (profile_id, content, mime_type, file_name) VALUES ($1, $2, 'image/png', 'photo.png')`,
        [FULL, png],
      ),
    );
    try {
      const after = await page(`/profiles/${FULL}`);
      expect(meta(after.html, 'og:image')).toBe(`${ORIGIN}/profiles/${FULL}/photo`);
      expect(meta(after.html, 'twitter:image')).toBe(`${ORIGIN}/profiles/${FULL}/photo`);
      expect(meta(after.html, 'twitter:card')).toBe('summary');
      const photo = await gateway().inject(`/profiles/${FULL}/photo`);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(photo.rawPayload.equals(png)).toBe(true);
      // A hidden profile's photo is nobody's to see.
      await withClient(databaseUrl, (client) =>
        client.query(
          `INSERT INTO profile_photo (profile_id, content, mime_type, file_name) VALUES ($1, $2, 'image/png', 'photo.png')`,
          [HIDDEN, png],
        ),
      );
      expect((await gateway().inject(`/profiles/${HIDDEN}/photo`)).statusCode).toBe(404);
    } finally {
      await withClient(databaseUrl, (client) =>
        client.query('DELETE FROM profile_photo WHERE profile_id = ANY($1::uuid[])', [
          [FULL, HIDDEN],
        ]),
      );
    }
  });
});

describe('the page server of docker compose (behind nginx)', { timeout: 600_000 }, () => {
  it('renders the same pages over HTTP to the services, naming its PUBLIC_ORIGIN', async () => {
    // The services on a socket of their own, as the compose network gives them.
    const services = await gateway().listen({ port: 0, host: '127.0.0.1' });
    const db = createPrismaClient(databaseUrl, { max: 2 });
    const origin = 'https://pages.example';
    const app = await buildPagesApp({
      logLevel: 'silent',
      webDist,
      publicOrigin: origin,
      services: { usersApi: services, profilesApi: services },
      db,
    });
    try {
      const person = await api<Person>(`/v1.3/public/profile/${FULL}/detailsPerson`);
      const name = [person.name, person.secondName, person.surname].filter(Boolean).join(' ');
      const profile = await app.inject(`/profiles/${FULL}`);
      expect(profile.statusCode).toBe(200);
      expect(profile.headers['cache-control']).toBe(PUBLIC_PAGE);
      expect(profile.body).toContain(`<title>${name} | LN</title>`);
      expect(profile.body).toContain(`<link rel="canonical" href="${origin}/profiles/${FULL}" />`);
      expect(jsonLd(profile.body)[0]).toMatchObject({ '@id': `${origin}/profiles/${FULL}` });
      // The same policy for hidden profiles as under the gateway.
      const hidden = await app.inject(`/profiles/${HIDDEN}`);
      expect(hidden.statusCode).toBe(302);
      expect(hidden.headers.location).toBe('/hidden-profile');
      // Client-only routes get the shell; the assets are nginx's, never a page.
      const login = await app.inject('/login');
      expect(login.statusCode).toBe(200);
      expect(login.headers['cache-control']).toBe('no-cache');
      expect(login.body).toContain('<div id="root">');
      expect(login.body).not.toContain('ln-server-state');
      expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
      // The sitemap and robots.txt name the public origin too.
      const index = await app.inject('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain(`<loc>${origin}/sitemaps/profiles-1.xml</loc>`);
      expect((await app.inject('/robots.txt')).body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    } finally {
      await app.close();
      await db.$disconnect();
    }
  });
});
