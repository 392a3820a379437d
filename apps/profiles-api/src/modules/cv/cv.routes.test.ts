import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedId } from '@ln/seeds';
import { callerFor, useIdentityStack } from '@ln/testing/identity-stack';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { configFromEnv, loadProfilesApiEnv } from '../../config/env.js';

/**
 * The CV builder (profiles-area §7 "CV") through real logins: the owner's calls, the rules of
 * §4/§5/§9, owner-only whatever the path says, the documents, and the feature flag.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });
const stack = useIdentityStack();
const base = '/api/profiles-api/v1.0';
const FULL = seedId('profile', 0); // owner's
const OTHER = seedId('profile', 3); // orcid-owner's
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST';
const call = callerFor(stack, 'profilesApi', base);
const ok = async (persona: string, method: Method, url: string, body?: unknown) => {
  const res = await call(persona, method, url, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
};
async function newCv(language: 'pl' | 'en', persona = 'owner', profileId = FULL): Promise<string> {
  return (await ok(persona, 'POST', `/cv/${profileId}?language=${language}`)).cvId;
}

/** Publications of a profile that the public sees on it, newest first. */
async function visiblePublicationsOf(profileId: string, notOf = UNKNOWN) {
  return stack().db.$queryRawUnsafe<
    Array<{ id: string; year: number | null; main_title: string; type: string }>
  >(
    `SELECT p.id, p.year, p.main_title, p.type::text AS type FROM publication p
      WHERE EXISTS (SELECT 1 FROM publication_author a WHERE a.publication_id = p.id AND a.profile_id = $1::uuid AND a.publicly_visible)
        AND NOT EXISTS (SELECT 1 FROM publication_author a WHERE a.publication_id = p.id AND a.profile_id = $2::uuid)
      ORDER BY p.year DESC NULLS LAST, p.created_at DESC, p.id`,
    profileId,
    notOf,
  );
}

const dir = mkdtempSync(join(tmpdir(), 'ln-cv-api-'));
function fileText(body: Buffer, kind: 'pdf' | 'docx') {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.${kind}`);
  writeFileSync(file, body);
  return kind === 'pdf'
    ? execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8')
    : execFileSync('unzip', ['-p', file, 'word/document.xml'])
        .toString('utf8')
        .replace(/<w:p[ >]/g, '\n$&')
        .replace(/<[^>]+>/g, '');
}

let cvId: string;
beforeAll(async () => {
  cvId = await newCv('pl');
});

describe('the feature flag CV-GENERATOR', () => {
  it('off: every CV call answers 404, before authentication or validation', async () => {
    const env = loadProfilesApiEnv({
      DATABASE_URL: stack().databaseUrl,
      LOG_LEVEL: 'silent',
      APP_ENVIRONMENT: 'test',
      USERS_API_URL: stack().urls.usersApi,
      FEATURE_CV_GENERATOR: 'false',
    });
    const off = await buildApp({ config: configFromEnv(env), db: stack().db, searchWorker: false });
    try {
      const token = await stack().accessToken('owner');
      for (const [method, url, auth] of [
        ['GET', `/cv/${FULL}`, true],
        ['POST', `/cv/${FULL}?language=pl`, true],
        ['GET', `/cv/${cvId}/basicData`, true],
        ['GET', `/cv/${cvId}/all?cvType=NARRATIVE_PDF`, true],
        ['GET', '/cv/labels?language=pl', false],
        ['POST', `/cv/${cvId}/basicInfo`, false],
      ] as const) {
        const res = await off.inject({
          method,
          url: `${base}${url}`,
          headers: auth ? { authorization: `Bearer ${token}` } : {},
          ...(method === 'POST' ? { payload: { values: 'x' } } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    } finally {
      await off.close();
    }
  });
});

describe('owner-only, whatever the path says', () => {
  it('anonymous 401, no profile 403, another persona’s CV 404 as an unknown one, before any 400', async () => {
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', `/cv/${cvId}/basicData`],
      ['GET', `/cv/${cvId}/basicDataRemainingLabels`],
      ['POST', `/cv/${cvId}/basicInfo`, { values: 7 }],
      ['GET', `/cv/${cvId}/qualifications`],
      ['POST', `/cv/${cvId}/qualification`, { experienceYears: -1 }],
      ['GET', `/cv/${cvId}/publications`],
      ['GET', `/cv/${cvId}/publications/forChoose?filter=a`],
      ['POST', `/cv/${cvId}/publication`, { publications: [{ publicationType: 'POEM' }] }],
      ['GET', `/cv/${cvId}/descriptionFields`],
      ['POST', `/cv/${cvId}/descriptionFields`, { values: [{}] }],
      ['GET', `/cv/${cvId}/all?cvType=NARRATIVE_PDF`],
      ['GET', `/cv/${cvId}/verificationCodes`],
      ['POST', `/cv/${cvId}/verificationCodes/${'0'.repeat(24)}/revoke`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const other = await call('orcid-owner', method, url, body);
      expect(other.statusCode, `${method} ${url}`).toBe(404);
      expect(other.json()).not.toHaveProperty('errors');
      expect(other.body).not.toContain('Małgorzata');
      expect((await call('no-profile', method, url, body)).statusCode, `${method} ${url}`).toBe(
        403,
      );
      const unknown = await call('owner', method, url.replace(cvId, UNKNOWN), body);
      expect(unknown.statusCode, `${method} ${url}`).toBe(404);
      expect(unknown.json().code).toBe('CV_NOT_FOUND');
      // Decision 029: someone else's CV tells nothing an unknown id does not.
      const { reqId: _other, ...otherAnswer } = other.json();
      const { reqId: _unknown, ...unknownAnswer } = unknown.json();
      expect(otherAnswer, `${method} ${url}`).toEqual(unknownAnswer);
    }
  });

  it("the list and the creation are the session's own profile only", async () => {
    expect((await call(null, 'GET', `/cv/${FULL}`)).statusCode).toBe(401);
    // Another owner: the profile answers as an unknown one; an account without a profile: 403.
    expect((await call('orcid-owner', 'GET', `/cv/${FULL}`)).json().code).toBe('PROFILE_NOT_FOUND');
    expect((await call('orcid-owner', 'POST', `/cv/${FULL}?language=pl`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/cv/${FULL}`)).statusCode).toBe(403);
    // The other persona's own CV is theirs, and never on the owner's list.
    const theirs = await newCv('en', 'orcid-owner', OTHER);
    const mine = (await ok('owner', 'GET', `/cv/${FULL}`)) as Array<{ cvId: string }>;
    expect(mine.map((c) => c.cvId)).not.toContain(theirs);
    expect((await call('owner', 'GET', `/cv/${theirs}/basicData`)).json().code).toBe(
      'CV_NOT_FOUND',
    );
  });

  it('the dictionaries need a login', async () => {
    expect((await call(null, 'GET', '/cv/labels?language=pl')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/cv/publicationTypes?language=pl')).statusCode).toBe(401);
  });
});

describe('POST/GET cv/{profileId}', () => {
  it('creates a CV in pl or en and lists it, newest first', async () => {
    const en = await newCv('en');
    const list = (await ok('owner', 'GET', `/cv/${FULL}`)) as Array<{
      cvId: string;
      creationDate: string;
      language: string;
    }>;
    expect(list[0]).toEqual({ cvId: en, creationDate: expect.any(String), language: 'en' });
    expect(list.find((c) => c.cvId === cvId)?.language).toBe('pl');
    expect(Number.isNaN(Date.parse(list[0]!.creationDate))).toBe(false);
  });

  it('a bad language is a 400 with the errors list', async () => {
    const res = await call('owner', 'POST', `/cv/${FULL}?language=de`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ key: 'language', invalidValue: 'de' });
  });

  it('starts prefilled from the profile, with the §9 suggestions', async () => {
    const { basicData } = await ok('owner', 'GET', `/cv/${cvId}/basicData`);
    const value = (key: string) => basicData.find((b: { key: string }) => b.key === key)?.value;
    expect(value('FIRST_NAME')).toBe('Małgorzata Jadwiga');
    expect(value('SURNAME')).toBe('Źródłowska');
    expect(value('ORCID')).toBe('0000-0010-7000-001X');
    // The owner shows the e-mail to everyone, so the CV may carry it.
    expect(value('EMAIL')).toBe('malgorzata.zrodlowska@uj.edu.pl');
    expect(basicData.map((b: { order: number }) => b.order)).toEqual(
      basicData.map((_: unknown, i: number) => i),
    );

    const q = await ok('owner', 'GET', `/cv/${cvId}/qualifications`);
    expect(q.experienceYears).toBe(0);
    expect(q.functions.length).toBeLessThanOrEqual(3);
    expect(q.memberships.length).toBeLessThanOrEqual(3);
    expect(q.specialties.length).toBeGreaterThan(0);
    expect(q.specialties.length).toBeLessThanOrEqual(5);

    const { publications } = await ok('owner', 'GET', `/cv/${cvId}/publications`);
    const newest = (await visiblePublicationsOf(FULL)).slice(0, 5);
    expect(publications.map((p: { publicationId: string }) => p.publicationId)).toEqual(
      newest.map((p) => p.id),
    );

    const { descriptionFields } = await ok('owner', 'GET', `/cv/${cvId}/descriptionFields`);
    expect(descriptionFields.map((f: { key: string }) => f.key)).toEqual([
      'ACHIEVEMENTS',
      'CONTRIBUTION_TO_SCIENCE',
      'CONTRIBUTION_TO_PEOPLE',
      'CONTRIBUTION_TO_COMMUNITY',
      'CONTRIBUTION_TO_SOCIETY',
    ]);
    expect(descriptionFields[1]).toMatchObject({
      value: '',
      order: 1,
      internalId: 2,
      tip: expect.stringContaining('badania'),
    });
  });

  it('an English CV is prefilled with English labels and tips', async () => {
    const en = await newCv('en');
    const { descriptionFields } = await ok('owner', 'GET', `/cv/${en}/descriptionFields`);
    expect(descriptionFields[1].tip).toContain('research');
    const { enableLabels } = await ok('owner', 'GET', `/cv/${en}/basicDataRemainingLabels`);
    expect(enableLabels.map((l: { label: string }) => l.label)).toContain('Website');
  });
});

describe('basic data', () => {
  it('saves in the given order, renumbers it and answers the reloaded list', async () => {
    const saved = await ok('owner', 'POST', `/cv/${cvId}/basicInfo`, {
      values: [
        { key: 'WEBSITE', value: 'https://zrodlowska.example.pl', order: 9 },
        { key: 'SURNAME', value: '  Źródłowska-Łęcka ', order: 0 },
        { key: 'FIRST_NAME', value: 'Małgorzata', order: 4 },
      ],
    });
    expect(saved.basicData).toEqual([
      { key: 'WEBSITE', value: 'https://zrodlowska.example.pl', order: 0 },
      { key: 'SURNAME', value: 'Źródłowska-Łęcka', order: 1 },
      { key: 'FIRST_NAME', value: 'Małgorzata', order: 2 },
    ]);
    expect(await ok('owner', 'GET', `/cv/${cvId}/basicData`)).toEqual(saved);
    const { enableLabels } = await ok('owner', 'GET', `/cv/${cvId}/basicDataRemainingLabels`);
    const keys = enableLabels.map((l: { key: string }) => l.key);
    expect(keys).toContain('ORCID');
    expect(keys).not.toContain('WEBSITE');
    expect(keys).not.toContain('SURNAME');
  });

  it('a label that is not a basic data label, or twice, or an empty value is a 400; nothing is lost', async () => {
    const before = await ok('owner', 'GET', `/cv/${cvId}/basicData`);
    const res = await call('owner', 'POST', `/cv/${cvId}/basicInfo`, {
      values: [
        { key: 'NICKNAME', value: 'x' },
        { key: 'ORCID', value: 'a' },
        { key: 'ORCID', value: 'b' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'values.0.key', invalidValue: 'NICKNAME' }),
        expect.objectContaining({ key: 'values.2.key', invalidValue: 'ORCID' }),
      ]),
    );
    const empty = await call('owner', 'POST', `/cv/${cvId}/basicInfo`, {
      values: [{ key: 'ORCID', value: '  ' }],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].key).toBe('values.0.value');
    expect(await ok('owner', 'GET', `/cv/${cvId}/basicData`)).toEqual(before);
  });
});

describe('qualifications', () => {
  it('saves functions, memberships, specialties and years; order from position; years default 0', async () => {
    const saved = await ok('owner', 'POST', `/cv/${cvId}/qualification`, {
      functions: [
        {
          name: 'Przewodnicząca Rady Dyscypliny',
          fromDate: '2019-10-01',
          toDate: '2023-09-30',
          order: 5,
        },
        { name: 'Prodziekan', fromDate: '2016-09-01', toDate: null },
      ],
      memberships: [{ name: 'Komitet Chemii PAN', fromYear: 2010, toYear: null }],
      specialties: [{ name: 'kataliza' }, { name: 'spektroskopia' }],
    });
    expect(saved).toEqual({
      experienceYears: 0,
      functions: [
        {
          functionId: null,
          name: 'Przewodnicząca Rady Dyscypliny',
          fromDate: '2019-10-01',
          toDate: '2023-09-30',
          order: 0,
        },
        { functionId: null, name: 'Prodziekan', fromDate: '2016-09-01', toDate: null, order: 1 },
      ],
      memberships: [
        { membershipId: null, name: 'Komitet Chemii PAN', fromYear: 2010, toYear: null, order: 0 },
      ],
      specialties: [
        { specialtyId: null, name: 'kataliza', order: 0 },
        { specialtyId: null, name: 'spektroskopia', order: 1 },
      ],
    });
    const years = await ok('owner', 'POST', `/cv/${cvId}/qualification`, {
      ...saved,
      experienceYears: 17,
    });
    expect(years.experienceYears).toBe(17);
  });

  it('a record of someone else, a period that ends before it starts or negative years is a 400', async () => {
    const foreign = await stack().db.specialty.findFirstOrThrow({ where: { profileId: OTHER } });
    const res = await call('owner', 'POST', `/cv/${cvId}/qualification`, {
      functions: [{ name: 'X', fromDate: '2020-01-01', toDate: '2019-01-01' }],
      specialties: [{ specialtyId: foreign.id, name: foreign.labelPl }],
      experienceYears: -2,
    });
    expect(res.statusCode).toBe(400);
    const keys = res.json().errors.map((e: { key: string }) => e.key);
    expect(keys).toEqual(expect.arrayContaining(['functions.0.toDate', 'experienceYears']));
    const linked = await call('owner', 'POST', `/cv/${cvId}/qualification`, {
      specialties: [{ specialtyId: foreign.id, name: foreign.labelPl }],
    });
    expect(linked.statusCode).toBe(400);
    expect(linked.json().errors[0]).toMatchObject({
      key: 'specialties.0.specialtyId',
      invalidValue: foreign.id,
    });
  });

  it('a date in year 0000 or a name over two lines is a 400 (PostgreSQL refused the year: a 500)', async () => {
    const res = await call('owner', 'POST', `/cv/${cvId}/qualification`, {
      functions: [
        { name: 'Dziekan', fromDate: '0000-01-01', toDate: null },
        { name: 'Prodziekan\nTY  - JOUR', fromDate: '2016-09-01', toDate: '0000-12-31' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(new Set(res.json().errors.map((e: { key: string }) => e.key))).toEqual(
      new Set(['functions.0.fromDate', 'functions.1.name', 'functions.1.toDate']),
    );
  });
});

describe('publications', () => {
  it('the chooser lists the owner’s visible publications, filtered by words, type and year', async () => {
    const mine = await visiblePublicationsOf(FULL);
    const all = await ok('owner', 'GET', `/cv/${cvId}/publications/forChoose`);
    expect(all.publications.length).toBe(Math.min(mine.length, 100));
    // The author short name of accounts-and-platform §5: "M. Źródłowska", "J. van Dijk".
    for (const p of all.publications as Array<{ author1: string | null }>)
      if (p.author1) expect(p.author1).toMatch(/^\p{Lu}\. \S/u);
    const sample = mine[0]!;
    const word = sample.main_title.split(/\s+/).find((w) => w.length > 4)!;
    const byWord = await ok(
      'owner',
      'GET',
      `/cv/${cvId}/publications/forChoose?filter=${encodeURIComponent(word)}`,
    );
    expect(byWord.publications.length).toBeGreaterThan(0);
    for (const p of byWord.publications)
      expect(p.title.toLowerCase()).toContain(word.toLowerCase());
    const byType = await ok(
      'owner',
      'GET',
      `/cv/${cvId}/publications/forChoose?type=${sample.type}`,
    );
    for (const p of byType.publications) expect(p.publicationType).toBe(sample.type);
    if (sample.year) {
      const byYear = await ok(
        'owner',
        'GET',
        `/cv/${cvId}/publications/forChoose?year=${sample.year}`,
      );
      expect(byYear.publications.map((p: { publicationId: string }) => p.publicationId)).toContain(
        sample.id,
      );
      for (const p of byYear.publications) expect(p.year).toBe(sample.year);
    }
    const none = await ok(
      'owner',
      'GET',
      `/cv/${cvId}/publications/forChoose?filter=zzqqxxnothing`,
    );
    expect(none.publications).toEqual([]);
    const bad = await call('owner', 'GET', `/cv/${cvId}/publications/forChoose?type=POEM`);
    expect(bad.statusCode).toBe(400);
  });

  it('saves the chosen and typed-in publications in the new order', async () => {
    const { publications: chosen } = await ok('owner', 'GET', `/cv/${cvId}/publications/forChoose`);
    const [a, b] = chosen;
    const saved = await ok('owner', 'POST', `/cv/${cvId}/publication`, {
      publications: [
        { ...b, description: 'Mój wkład: koncepcja i analiza.', order: 1 },
        {
          title: 'Zażółć gęślą jaźń',
          publicationType: 'BOOK',
          year: 2020,
          author1: 'Źródłowska M.',
          doi: '10.5555/ln.cv.book',
          order: 0,
        },
        { ...a, order: 2 },
      ],
    });
    expect(
      saved.publications.map((p: { publicationId: string | null; order: number }) => [
        p.publicationId,
        p.order,
      ]),
    ).toEqual([
      [b.publicationId, 0],
      [null, 1],
      [a.publicationId, 2],
    ]);
    expect(saved.publications[0].description).toBe('Mój wkład: koncepcja i analiza.');
    expect(saved.publications[1]).toMatchObject({
      title: 'Zażółć gęślą jaźń',
      author2: null,
      doi: '10.5555/ln.cv.book',
    });
    expect(await ok('owner', 'GET', `/cv/${cvId}/publications`)).toEqual(saved);
  });

  it('a publication not on the profile, twice, a bad type or DOI is a 400', async () => {
    const foreign = (await visiblePublicationsOf(OTHER, FULL))[0]!;
    const res = await call('owner', 'POST', `/cv/${cvId}/publication`, {
      publications: [{ publicationId: foreign.id, title: 'x', publicationType: 'ARTICLE' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      key: 'publications.0.publicationId',
      invalidValue: foreign.id,
    });
    const bad = await call('owner', 'POST', `/cv/${cvId}/publication`, {
      publications: [{ title: 'x', publicationType: 'POEM', doi: 'not a doi' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { key: string }) => e.key)).toEqual(
      expect.arrayContaining(['publications.0.publicationType', 'publications.0.doi']),
    );
  });
});

describe('descriptive part with evidence', () => {
  it('saves the narrative with markers citing the owner’s works, renumbered, tips kept', async () => {
    const [pub] = await visiblePublicationsOf(FULL);
    const saved = await ok('owner', 'POST', `/cv/${cvId}/descriptionFields`, {
      values: [
        { key: 'CONTRIBUTION_TO_SOCIETY', value: 'Popularyzacja nauki.', internalId: 5, order: 3 },
        {
          key: 'CONTRIBUTION_TO_SCIENCE',
          value: `Nowa metoda syntezy [[pub:${pub!.id}]].`,
          internalId: 2,
          order: 0,
        },
      ],
    });
    expect(saved.descriptionFields).toEqual([
      expect.objectContaining({
        key: 'CONTRIBUTION_TO_SOCIETY',
        order: 0,
        internalId: 5,
        tip: expect.any(String),
      }),
      expect.objectContaining({
        key: 'CONTRIBUTION_TO_SCIENCE',
        order: 1,
        internalId: 2,
        value: `Nowa metoda syntezy [[pub:${pub!.id}]].`,
      }),
    ]);
  });

  it('a marker of a work not on the profile, an unknown key or a repeated internalId is a 400', async () => {
    const foreign = (await visiblePublicationsOf(OTHER, FULL))[0]!;
    const res = await call('owner', 'POST', `/cv/${cvId}/descriptionFields`, {
      values: [
        { key: 'CONTRIBUTION_TO_SCIENCE', value: `Cudze [[pub:${foreign.id}]]`, internalId: 1 },
        { key: 'HOBBIES', value: 'x', internalId: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'values.0.value', invalidValue: `pub:${foreign.id}` }),
        expect.objectContaining({ key: 'values.1.key', invalidValue: 'HOBBIES' }),
        expect.objectContaining({ key: 'values.1.internalId' }),
      ]),
    );
  });
});

describe('GET cv/{cvId}/all', () => {
  it('the narrative PDF: its type, a file name with the person and date, no-store, the cited work', async () => {
    const res = await call('owner', 'GET', `/cv/${cvId}/all?cvType=NARRATIVE_PDF`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toContain(
      `attachment; filename="CV-Malgorzata-Zrodlowska-${today}.pdf"`,
    );
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''CV-Ma%C5%82gorzata-%C5%B9r%C3%B3d%C5%82owska-${today}.pdf`,
    );
    const text = fileText(res.rawPayload, 'pdf');
    expect(text).toContain('Małgorzata');
    expect(text).toContain('Źródłowska');
    expect(text).toContain('Część opisowa');
    expect(text).toContain('Nowa metoda syntezy [1].');
    expect(text).toContain('Prace, na które powołuje się część opisowa');
    expect(text).toContain('Zażółć gęślą jaźń');
  });

  it('the narrative DOCX and the plain DOCX', async () => {
    const narrative = await call('owner', 'GET', `/cv/${cvId}/all?cvType=NARRATIVE_DOCX`);
    expect(narrative.statusCode).toBe(200);
    expect(narrative.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(narrative.headers['content-disposition']).toMatch(
      /filename="CV-Malgorzata-Zrodlowska-\d{4}-\d{2}-\d{2}\.docx"/,
    );
    const text = fileText(narrative.rawPayload, 'docx');
    expect(text).toContain('Źródłowska');
    expect(text).toContain('Kwalifikacje');
    expect(text).toContain('Nowa metoda syntezy [1].');
    const plain = await call('owner', 'GET', `/cv/${cvId}/all?cvType=PLAIN_DOCX`);
    expect(plain.statusCode).toBe(200);
    const plainText = fileText(plain.rawPayload, 'docx');
    expect(plainText).toContain('Zażółć gęślą jaźń');
    expect(plainText).not.toContain('Część opisowa');
  });

  it('an English CV gives an English document; a bad cvType is a 400', async () => {
    const en = await newCv('en');
    const res = await call('owner', 'GET', `/cv/${en}/all?cvType=NARRATIVE_PDF`);
    const text = fileText(res.rawPayload, 'pdf');
    expect(text).toContain('Academic CV');
    expect(text).toContain('Qualifications');
    const bad = await call('owner', 'GET', `/cv/${en}/all?cvType=XLSX`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ key: 'cvType', invalidValue: 'XLSX' });
  });
});

describe('verification codes (issue 49)', () => {
  const verify = (code: string) => call(null, 'GET', `/public/cv/verification/${code}`);
  const codeOf = (text: string) => /Kod weryfikacji: ([0-9a-f-]{29})/.exec(text)?.[1];

  it('a document carries a code whose signed facts the public reads back, and nothing left out of the CV', async () => {
    const cv = await newCv('pl');
    const pdf = await call('owner', 'GET', `/cv/${cv}/all?cvType=NARRATIVE_PDF`);
    const text = fileText(pdf.rawPayload, 'pdf');
    const printed = codeOf(text)!;
    expect(printed).toMatch(/^([0-9a-f]{4}-){5}[0-9a-f]{4}$/);
    const code = printed.replaceAll('-', '');
    expect(text).toContain(`/verify/${code}`);
    expect(text).toContain(`Wygenerowano: ${new Date().toISOString().slice(0, 10)}`);

    // Anyone reads it, by the printed spelling too.
    const res = await verify(printed.toUpperCase());
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ code, status: 'VALID', algorithm: 'Ed25519', revokedAt: null });
    expect(answer.facts.owner).toEqual({
      profileId: FULL,
      name: expect.stringContaining('Źródłowska'),
    });
    expect(answer.facts.degrees).toEqual([
      expect.objectContaining({ label: 'prof.', source: 'POLON', confirmed: true }),
    ]);
    const [employment] = answer.facts.employments;
    expect(employment).toMatchObject({ confirmed: true });
    expect(employment.source).not.toBe('OWNER');
    const suggested = await ok('owner', 'GET', `/cv/${cv}/publications`);
    expect(answer.facts.publications.map((p: { title: string }) => p.title)).toEqual(
      suggested.publications.map((p: { title: string }) => p.title),
    );
    expect(answer.facts.publications.every((p: { onProfile: boolean }) => p.onProfile)).toBe(true);

    // The signature holds with the published key alone (no code of ours).
    const { keys } = (await call(null, 'GET', '/public/cv/verificationKeys')).json();
    const { createPublicKey, verify: check } = await import('node:crypto');
    const { default: canonicalize } = await import('canonicalize');
    const key = createPublicKey({ key: keys[0], format: 'jwk' });
    expect(keys[0].kid).toBe(answer.keyId);
    const signed = Buffer.from(canonicalize(answer.facts)!, 'utf8');
    expect(check(null, signed, key, Buffer.from(answer.signature, 'base64url'))).toBe(true);

    // An unchanged CV keeps its code in the other formats.
    const docx = await call('owner', 'GET', `/cv/${cv}/all?cvType=PLAIN_DOCX`);
    expect(fileText(docx.rawPayload, 'docx')).toContain(`Kod weryfikacji: ${printed}`);

    // The owner takes the degree and all but one publication out: a new code, and its facts
    // have neither (the profile still holds them).
    const basic = await ok('owner', 'GET', `/cv/${cv}/basicData`);
    const kept = basic.basicData.filter(
      (b: { key: string }) => !['DEGREE', 'EMAIL'].includes(b.key),
    );
    await ok('owner', 'POST', `/cv/${cv}/basicInfo`, {
      values: kept.map((b: { key: string; value: string }, order: number) => ({ ...b, order })),
    });
    const first = suggested.publications[0];
    await ok('owner', 'POST', `/cv/${cv}/publication`, { publications: [{ ...first, order: 0 }] });
    const again = fileText(
      (await call('owner', 'GET', `/cv/${cv}/all?cvType=NARRATIVE_PDF`)).rawPayload,
      'pdf',
    );
    const second = codeOf(again)!.replaceAll('-', '');
    expect(second).not.toBe(code);
    const page = await verify(second);
    expect(page.json().facts.degrees).toEqual([]);
    expect(page.json().facts.publications).toHaveLength(1);
    for (const left of suggested.publications.slice(1))
      expect(page.body).not.toContain(JSON.stringify(left.title).slice(1, -1));
    expect(page.body).not.toContain('malgorzata.zrodlowska@');
    expect(page.body).not.toContain('"prof."');

    // The owner lists and revokes; the verify page says so; another persona cannot.
    const list = await ok('owner', 'GET', `/cv/${cv}/verificationCodes`);
    expect(list.codes.map((c: { code: string }) => c.code)).toEqual([second, code]);
    const other = await call('orcid-owner', 'POST', `/cv/${cv}/verificationCodes/${code}/revoke`);
    expect(other.statusCode).toBe(404);
    const foreign = await call('owner', 'POST', `/cv/${cvId}/verificationCodes/${code}/revoke`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('CV_VERIFICATION_NOT_FOUND');
    const revoked = await ok('owner', 'POST', `/cv/${cv}/verificationCodes/${code}/revoke`);
    expect(revoked.codes.find((c: { code: string }) => c.code === code).revokedAt).not.toBeNull();
    expect((await verify(code)).json()).toMatchObject({
      status: 'REVOKED',
      revokedAt: expect.any(String),
    });
    expect((await verify(second)).json().status).toBe('VALID');
    const audit = await stack().db.auditLog.findMany({
      where: {
        targetId: FULL,
        action: { in: ['CV_VERIFICATION_ISSUED', 'CV_VERIFICATION_REVOKED'] },
      },
      select: { action: true, details: true },
    });
    expect(
      audit
        .filter((a) => (a.details as { code?: string }).code === code)
        .map((a) => a.action)
        .sort(),
    ).toEqual(['CV_VERIFICATION_ISSUED', 'CV_VERIFICATION_REVOKED']);
  });

  it('altered facts fail their signature; unknown, malformed and hidden codes answer one 404', async () => {
    const cv = await newCv('en');
    const text = fileText(
      (await call('owner', 'GET', `/cv/${cv}/all?cvType=NARRATIVE_PDF`)).rawPayload,
      'pdf',
    );
    const code = /Verification code: ([0-9a-f-]{29})/.exec(text)![1]!.replaceAll('-', '');
    expect((await verify(code)).json().status).toBe('VALID');
    // A registry's "yes" forged into the stored facts.
    await stack().db.$executeRaw`UPDATE cv_verification
      SET facts = jsonb_set(facts, '{degrees,0,year}', '1900') WHERE code = ${code}`;
    const altered = (await verify(code)).json();
    expect(altered.status).toBe('INVALID_SIGNATURE');
    expect(altered.facts.degrees[0].year).toBe(1900);

    const unknown = await verify('0'.repeat(24));
    expect(unknown.statusCode).toBe(404);
    const malformed = await verify('not-a-code');
    const { reqId: _a, ...a } = unknown.json();
    const { reqId: _b, ...b } = malformed.json();
    expect(b).toEqual(a);
    expect(a.code).toBe('CV_VERIFICATION_NOT_FOUND');
    // A hidden profile's code answers as an unknown one (nothing hidden appears publicly).
    await stack().db.profile.update({ where: { id: FULL }, data: { hidden: true } });
    try {
      const hidden = await verify(code);
      const { reqId: _c, ...c } = hidden.json();
      expect(hidden.statusCode).toBe(404);
      expect(c).toEqual(a);
    } finally {
      await stack().db.profile.update({ where: { id: FULL }, data: { hidden: false } });
    }
  });
});

describe('the publication list in a citation style (issue 49, decision 051)', () => {
  it('the owner sets a style: the answer and the documents list the publications in it', async () => {
    const cv = await newCv('en');
    expect(await ok('owner', 'GET', `/cv/${cv}/citationStyle`)).toEqual({
      citationStyle: null,
      references: [],
    });
    const { publications } = await ok('owner', 'GET', `/cv/${cv}/publications`);
    const ieee = await ok('owner', 'POST', `/cv/${cv}/citationStyle`, { citationStyle: 'ieee' });
    expect(ieee.citationStyle).toBe('ieee');
    expect(ieee.references).toHaveLength(publications.length);
    // IEEE: the first author's initial before the surname, the list's own number taken off.
    expect(ieee.references[0]).toMatch(/^[A-ZŁŚŻŹ]\. \S+/);
    expect(ieee.references[0]).toContain(publications[0].title.slice(0, 20));
    expect(ieee.references[0]).not.toMatch(/^\[1\]/);
    expect(await ok('owner', 'GET', `/cv/${cv}/citationStyle`)).toEqual(ieee);

    const docx = fileText(
      (await call('owner', 'GET', `/cv/${cv}/all?cvType=PLAIN_DOCX`)).rawPayload,
      'docx',
    );
    expect(docx).toContain(`1. ${ieee.references[0]}`);

    const apa = await ok('owner', 'POST', `/cv/${cv}/citationStyle`, { citationStyle: 'apa' });
    expect(apa.references[0]).toMatch(/\(\d{4}\)\./);
    const bad = await call('owner', 'POST', `/cv/${cv}/citationStyle`, { citationStyle: 'mla' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ key: 'citationStyle', invalidValue: 'mla' });
    const none = await ok('owner', 'POST', `/cv/${cv}/citationStyle`, { citationStyle: null });
    expect(none).toEqual({ citationStyle: null, references: [] });
    const other = await call('orcid-owner', 'GET', `/cv/${cv}/citationStyle`);
    expect(other.statusCode).toBe(404);
  });
});

describe('downloads under load (issue 41 #2, decision 034)', () => {
  it('a full render pool answers 503 with Retry-After; past a user’s budget 429; another user has their own', async () => {
    const env = loadProfilesApiEnv({
      DATABASE_URL: stack().databaseUrl,
      LOG_LEVEL: 'silent',
      APP_ENVIRONMENT: 'test',
      USERS_API_URL: stack().urls.usersApi,
      FEATURE_CV_GENERATOR: 'true',
      // One thread and no queue: a second document while one renders is refused.
      CV_RENDER_THREADS: '1',
      CV_RENDER_QUEUE: '0',
      CV_DOWNLOADS_PER_MINUTE: '4',
    });
    const app = await buildApp({ config: configFromEnv(env), db: stack().db, searchWorker: false });
    try {
      const download = async (persona: string, id: string) =>
        app.inject({
          method: 'GET',
          url: `${base}/cv/${id}/all?cvType=NARRATIVE_PDF`,
          headers: { authorization: `Bearer ${await stack().accessToken(persona)}` },
        });
      // At once: the first starts the pool's thread and renders; the others find it busy.
      const burst = await Promise.all([1, 2, 3, 4].map(() => download('owner', cvId)));
      const statuses = burst.map((r) => r.statusCode);
      expect(
        statuses.every((s) => s === 200 || s === 503),
        String(statuses),
      ).toBe(true);
      expect(statuses).toContain(200);
      const busy = burst.find((r) => r.statusCode === 503)!;
      expect(busy, String(statuses)).toBeDefined();
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', reqId: expect.any(String) });
      const done = burst.find((r) => r.statusCode === 200)!;
      expect(done.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // Four downloads in this minute were the owner's budget: the fifth is refused.
      const limited = await download('owner', cvId);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', reqId: expect.any(String) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another owner's budget is their own.
      const other = await newCv('pl', 'orcid-owner', OTHER);
      const theirs = await download('orcid-owner', other);
      expect(theirs.statusCode, theirs.body).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('text stored with line breaks and control characters cannot break the document (issue 41 #8)', async () => {
    const id = await newCv('pl');
    await ok('owner', 'POST', `/cv/${id}/publication`, {
      publications: [1, 2, 3].map((n) => ({
        title: `Tytuł ${n}`,
        publicationType: 'ARTICLE',
        year: 2020,
        author1: 'Kowalska A.',
        order: n - 1,
      })),
    });
    // Written past the validation, as older rows may be.
    await stack().db.$executeRawUnsafe(
      `UPDATE cv_publication SET title = $2, author1 = $3 WHERE cv_id = $1::uuid AND title = 'Tytuł 2'`,
      id,
      'Tytuł 2\r\n\r\n4. Podrobiona A. (2020). Fałszywy wpis.\u0001\u000b',
      'Kowalska A.\nNowak B.',
    );
    const res = await call('owner', 'GET', `/cv/${id}/all?cvType=PLAIN_DOCX`);
    expect(res.statusCode).toBe(200);
    const text = fileText(res.rawPayload, 'docx');
    expect(text.match(/^\d+\. /gm)).toEqual(['1. ', '2. ', '3. ']);
    expect(text).toContain(
      'Kowalska A. Nowak B. (2020). Tytuł 2 4. Podrobiona A. (2020). Fałszywy wpis.',
    );
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });
});

describe('dictionaries', () => {
  it('publication types and labels per language', async () => {
    const types = await ok('owner', 'GET', '/cv/publicationTypes?language=en');
    expect(types).toContainEqual({ code: 'EDITED_BOOK', label: 'Edited book' });
    expect(await ok('owner', 'GET', '/cv/publicationTypes?language=pl')).toContainEqual({
      code: 'ARTICLE',
      label: 'Artykuł',
    });
    const labels = await ok('owner', 'GET', '/cv/labels?language=pl');
    expect(labels).toContainEqual(
      expect.objectContaining({
        key: 'CONTRIBUTION_TO_COMMUNITY',
        section: 'DESCRIPTION',
        label: 'Wkład w społeczność naukową',
      }),
    );
    expect((await call('owner', 'GET', '/cv/labels?language=xx')).statusCode).toBe(400);
  });
});

describe('every save is audited', () => {
  it('writes CV_CREATED and CV_SAVED entries for the owner', async () => {
    const rows = await stack().db.auditLog.findMany({
      where: { targetId: FULL, action: { in: ['CV_CREATED', 'CV_SAVED'] } },
      select: { action: true, details: true },
    });
    expect(rows.some((r) => r.action === 'CV_CREATED')).toBe(true);
    expect(
      rows.some((r) => r.action === 'CV_SAVED' && (r.details as { cvId?: string }).cvId === cvId),
    ).toBe(true);
  });
});

describe('a deleted account', () => {
  it("takes its CVs with the user-added data (accounts §4), the owner's stay", async () => {
    const theirs = await newCv('pl', 'orcid-owner', OTHER);
    const { userId } = stack().persona('orcid-owner');
    const deleted = await stack().usersApi.inject({
      method: 'DELETE',
      url: `/api/users-api/v1.0/user/${userId}/deleteAccount`,
      headers: { authorization: `Bearer ${await stack().accessToken('admin')}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stack().db.cv.count({ where: { profileId: OTHER } })).toBe(0);
    expect(await stack().db.cv.findUnique({ where: { id: theirs } })).toBeNull();
    expect(await stack().db.cv.count({ where: { profileId: FULL } })).toBeGreaterThan(0);
  });
});
