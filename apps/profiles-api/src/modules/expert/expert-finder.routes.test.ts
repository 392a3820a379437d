import { randomUUID } from 'node:crypto';
import {
  COAUTHORSHIP_YEARS,
  EXPERT_SEARCHES_PER_MINUTE,
  type ExpertRegistration,
  type ExpertSearchResult,
} from '@ln/contracts';
import { createProfile } from '@ln/seeds';
import { callerFor, useIdentityStack } from '@ln/testing/identity-stack';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The expert finder (MEIN_OP, ADMIN): only experts with a live consent to the asking entity,
 * the filters, and each conflict-of-interest flag with its evidence. Real logins, real
 * PostgreSQL; the relations are written as the registers deliver them.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });
const stack = useIdentityStack();
const base = '/api/profiles-api/v1.0/expert';

const call = callerFor(stack, 'profilesApi', base);

async function search(body: object, persona = 'mein-operator') {
  const res = await call(persona, 'POST', '/search', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ExpertSearchResult>();
}

const ids = (result: ExpertSearchResult) => result.content.map((hit) => hit.profileId);

let owner: string; // the expert: the owner persona's profile
let orcidOwner: string; // another expert, who consented to OPI only
let discipline: string;
const year = new Date().getUTCFullYear();
const applicants = {} as Record<
  'coAuthor' | 'colleague' | 'student' | 'oldCoAuthor',
  {
    profileId: string;
    name: string;
  }
>;
const evidence = { publication: randomUUID(), oldPublication: randomUUID(), work: randomUUID() };
let institutionId: string;

beforeAll(async () => {
  const { db, databaseUrl, peselKeys } = stack();
  owner = stack().persona('owner').profileId!;
  orcidOwner = stack().persona('orcid-owner').profileId!;
  const prefill = (await call('owner', 'GET', '/registration')).json<ExpertRegistration>().prefill;
  discipline = prefill.disciplines[0]!.code;
  expect(
    (
      await call('owner', 'PUT', '/registration', {
        consents: ['MEIN'],
        email: 'ekspert@uj.edu.pl',
        disciplineCodes: [discipline],
        keywords: ['kataliza heterogeniczna'],
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await call('orcid-owner', 'PUT', '/registration', {
        consents: ['OPI'],
        phone: '+48 22 123 45 67',
        disciplineCodes: [discipline],
      })
    ).statusCode,
  ).toBe(200);

  for (const key of ['coAuthor', 'colleague', 'student', 'oldCoAuthor'] as const) {
    const person = await createProfile(databaseUrl, peselKeys, { surname: `Wnioskodawca${key}` });
    applicants[key] = {
      profileId: person.profileId,
      name: `${person.firstName} ${person.surname}`,
    };
  }
  // A publication of the last years with the co-author, and an older one with another.
  for (const [id, applicant, pubYear] of [
    [evidence.publication, applicants.coAuthor, year - 1],
    [evidence.oldPublication, applicants.oldCoAuthor, year - COAUTHORSHIP_YEARS - 2],
  ] as const) {
    await db.publication.create({
      data: {
        id,
        type: 'ARTICLE',
        year: pubYear,
        mainTitle: `Wspólny artykuł ${pubYear}`,
        source: 'PBN',
        authors: {
          create: [
            { position: 0, profileId: owner, firstName: 'M', surname: 'Ź' },
            { position: 1, profileId: applicant.profileId, firstName: 'A', surname: 'B' },
          ],
        },
      },
    });
  }
  // The colleague works now where the expert works now.
  const job = await db.employment.findFirstOrThrow({
    where: { profileId: owner, status: 'CURRENT', institutionId: { not: null } },
    select: { institutionId: true, institutionName: true },
  });
  institutionId = job.institutionId!;
  await db.employment.create({
    data: {
      profileId: applicants.colleague.profileId,
      institutionId,
      institutionName: job.institutionName,
      status: 'CURRENT',
      source: 'POLON',
    },
  });
  // The expert was the promoter of the student's doctoral work.
  const kind = await db.researchWorkKind.findFirstOrThrow({ select: { id: true } });
  await db.researchWork.create({
    data: {
      id: evidence.work,
      kindId: kind.id,
      polishTitle: 'Rozprawa doktorska o katalizie',
      endDate: new Date(Date.UTC(year - 2, 5, 1)),
      people: {
        create: [
          {
            role: 'AUTHOR',
            position: 0,
            profileId: applicants.student.profileId,
            firstName: 'S',
            surname: 'T',
          },
          { role: 'PROMOTER', position: 0, profileId: owner, firstName: 'M', surname: 'Ź' },
        ],
      },
    },
  });
});

describe('the expert finder', () => {
  it('finds only experts who consented to the asking entity', async () => {
    const mein = await search({ entity: 'MEIN', disciplineCode: discipline });
    expect(ids(mein)).toContain(owner);
    expect(ids(mein)).not.toContain(orcidOwner);
    const opi = await search({ entity: 'OPI', disciplineCode: discipline });
    expect(ids(opi)).toContain(orcidOwner);
    expect(ids(opi)).not.toContain(owner);
    const rdn = await search({ entity: 'RDN' });
    expect(ids(rdn)).not.toContain(owner);
    expect(ids(rdn)).not.toContain(orcidOwner);
  });

  it('filters by discipline, field and keyword', async () => {
    const hit = (await search({ entity: 'MEIN', keyword: 'KATALIZA' })).content.find(
      (h) => h.profileId === owner,
    );
    expect(hit).toMatchObject({ keywords: ['kataliza heterogeniczna'] });
    expect(hit!.disciplines.map((d) => d.code)).toEqual([discipline]);
    expect(hit!.currentInstitutions.length).toBeGreaterThan(0);
    expect(ids(await search({ entity: 'MEIN', keyword: 'astrofizyka' }))).not.toContain(owner);
    const other = discipline === 'DS010101N' ? 'DS010102N' : 'DS010101N';
    expect(ids(await search({ entity: 'MEIN', disciplineCode: other }))).not.toContain(owner);
    const field = await stack().db.scienceDiscipline.findUniqueOrThrow({
      where: { code: discipline },
      select: { fieldCode: true },
    });
    expect(ids(await search({ entity: 'MEIN', fieldCode: field.fieldCode }))).toContain(owner);
  });

  it('flags each conflict of interest with its evidence', async () => {
    const result = await search({
      entity: 'MEIN',
      disciplineCode: discipline,
      applicants: [
        { profileId: applicants.coAuthor.profileId },
        { name: applicants.colleague.name },
        { profileId: applicants.student.profileId },
        { profileId: applicants.oldCoAuthor.profileId },
        { name: 'Nikt Takiniema' },
      ],
    });
    expect(result.unresolvedApplicants).toEqual([4]);
    const flags = result.content.find((h) => h.profileId === owner)!.conflicts;
    expect(flags).toContainEqual({
      kind: 'CO_AUTHOR',
      applicantIndex: 0,
      applicantProfileId: applicants.coAuthor.profileId,
      applicantName: applicants.coAuthor.name,
      evidence: {
        type: 'PUBLICATION',
        id: evidence.publication,
        title: `Wspólny artykuł ${year - 1}`,
        year: year - 1,
      },
    });
    expect(flags).toContainEqual(
      expect.objectContaining({
        kind: 'SAME_INSTITUTION',
        applicantIndex: 1,
        applicantProfileId: applicants.colleague.profileId,
        evidence: expect.objectContaining({ type: 'INSTITUTION', id: institutionId }),
      }),
    );
    expect(flags).toContainEqual(
      expect.objectContaining({
        kind: 'PROMOTER',
        applicantIndex: 2,
        evidence: {
          type: 'RESEARCH_WORK',
          id: evidence.work,
          title: 'Rozprawa doktorska o katalizie',
          year: year - 2,
        },
      }),
    );
    // A joint publication older than the window is no conflict.
    expect(flags.filter((f) => f.evidence.id === evidence.oldPublication)).toEqual([]);
    // The expert without a MEIN consent is not in the answer, flags or not.
    expect(ids(result)).not.toContain(orcidOwner);
  });

  it('resolves applicants by name in either order, folded, all in one call', async () => {
    const [first, surname] = applicants.colleague.name.split(' ') as [string, string];
    const result = await search({
      entity: 'MEIN',
      disciplineCode: discipline,
      applicants: [
        { name: 'Nikt Takiniema' },
        { name: `${surname.toUpperCase()} ${first}` },
        { name: `  ${first.toLowerCase()} ${surname}` },
        ...Array.from({ length: 45 }, (_, i) => ({ name: `Brak Osoby ${i}` })),
        { name: applicants.colleague.name },
      ],
    });
    expect(result.unresolvedApplicants).toEqual([
      0,
      ...Array.from({ length: 45 }, (_, i) => i + 3),
    ]);
    const flags = result.content.find((h) => h.profileId === owner)!.conflicts;
    expect(flags.map((f) => [f.applicantIndex, f.kind, f.applicantProfileId])).toEqual([
      [1, 'SAME_INSTITUTION', applicants.colleague.profileId],
      [2, 'SAME_INSTITUTION', applicants.colleague.profileId],
      [48, 'SAME_INSTITUTION', applicants.colleague.profileId],
    ]);
  });

  it('is rate-limited per operator: 429 RATE_LIMITED with Retry-After past the budget', async () => {
    // An account that is an operator only in this file's database, so no other file shares
    // its counter (the services' rate-limit counters live in memory).
    const operator = stack().persona('no-profile');
    const role = await stack().db.userRoleAssignment.create({
      data: { userId: operator.userId, role: 'MEIN_OP' },
    });
    const answers: number[] = [];
    for (let i = 0; i < EXPERT_SEARCHES_PER_MINUTE; i += 1)
      answers.push((await call('no-profile', 'POST', '/search', { entity: 'MEIN' })).statusCode);
    expect(answers.every((s) => s === 200)).toBe(true);
    const limited = await call('no-profile', 'POST', '/search', { entity: 'MEIN' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another operator has a budget of their own.
    expect((await call('mein-operator', 'POST', '/search', { entity: 'MEIN' })).statusCode).toBe(
      200,
    );
    await stack().db.userRoleAssignment.delete({ where: { id: role.id } });
  });

  it('loses an expert as soon as their consent is withdrawn', async () => {
    const ended = await call('owner', 'DELETE', '/consent/MEIN?confirmEnd=true');
    expect(ended.statusCode).toBe(200);
    expect(ids(await search({ entity: 'MEIN', disciplineCode: discipline }))).not.toContain(owner);
  });

  it('is for MEIN_OP and ADMIN only, decided before the body is read', async () => {
    const body = { entity: 'MEIN' };
    expect((await call(null, 'POST', '/search', body)).statusCode).toBe(401);
    for (const persona of ['owner', 'agent', 'opi-operator', 'no-profile']) {
      expect((await call(persona, 'POST', '/search', { entity: 'nope' })).statusCode).toBe(403);
    }
    expect((await call('admin', 'POST', '/search', body)).statusCode).toBe(200);
    const bad = await call('mein-operator', 'POST', '/search', {
      entity: 'MEIN',
      applicants: [{}],
    });
    expect(bad.statusCode).toBe(400);
  });
});
