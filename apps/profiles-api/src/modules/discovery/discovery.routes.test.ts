import type { SimilarResearcher } from '@ln/contracts';
import { describe, expect, it } from 'vitest';
import { useSeededApi } from '../../testing/seeded-app.js';
import { createDiscoveryRepository } from './discovery.repository.js';
import { createDiscoveryRefresher } from './discovery.worker.js';

// Discovery (issue 45, decision 047) over a seeded database: the full build, then a
// constructed group whose shared terms are known, changed row by row as any write path would;
// the outbox the triggers fill is drained as the refresh job drains it.

const api = useSeededApi();
const refresher = () => createDiscoveryRefresher({ repo: createDiscoveryRepository(api().db) });
const get = async (path: string, lang = 'pl-PL') =>
  api().app.inject({
    method: 'GET',
    url: `/api/profiles-api/v1.0/public/profile/${path}`,
    headers: { 'accept-language': lang },
  });

interface Group {
  a: string;
  b: string;
  c: string;
  discipline: { pl: string; en: string };
  institution: string;
}

/** A and B share a discipline, two specialties, an institution, a publication with C. */
async function constructGroup(): Promise<Group> {
  const { db } = api();
  const discipline = await db.scienceDiscipline.findFirstOrThrow({ orderBy: { code: 'asc' } });
  const institution = await db.institution.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const person = async (surname: string, specialties: string[]) => {
    const p = await db.profile.create({ data: { firstName: 'Test', surname } });
    await db.profileDiscipline.create({
      data: {
        profileId: p.id,
        disciplineCode: discipline.code,
        fieldCode: discipline.fieldCode,
        isMain: true,
      },
    });
    for (const [i, label] of specialties.entries())
      await db.specialty.create({
        data: { profileId: p.id, labelPl: label, labelEn: `${label} (en)`, order: i + 1 },
      });
    await db.employment.create({
      data: {
        profileId: p.id,
        institutionId: institution.id,
        institutionName: institution.namePl,
        status: 'CURRENT',
        source: 'USER',
      },
    });
    return p.id;
  };
  const a = await person('Alfa', ['algorytmika grafów', 'ekologia wód', 'zoologia']);
  const b = await person('Beta', ['algorytmika grafów', 'ekologia wód']);
  const c = await person('Gamma', []);
  const publication = await db.publication.create({
    data: { type: 'ARTICLE', year: 2021, mainTitle: 'Wspólna praca', source: 'OPI' },
  });
  await db.publicationVersion.create({
    data: {
      publicationId: publication.id,
      kind: 'OPI',
      source: 'OPI',
      title: 'Wspólna praca',
      data: { keyWords: ['Grafy losowe', 'sieci troficzne'] },
    },
  });
  for (const [position, profileId] of [a, b, c].entries())
    await db.publicationAuthor.create({
      data: { publicationId: publication.id, position, profileId, firstName: 'T', surname: 'T' },
    });
  return {
    a,
    b,
    c,
    discipline: { pl: discipline.labelPl, en: discipline.labelEn },
    institution: institution.namePl,
  };
}

const entry = async (of: string, who: string, query = '', lang = 'pl-PL') => {
  const res = await get(`${of}/similar${query}`, lang);
  expect(res.statusCode).toBe(200);
  return (res.json().content as SimilarResearcher[]).find((s) => s.profileId === who);
};

describe('co-authors and similar researchers', { timeout: 120_000 }, () => {
  let group: Group;

  it('the full build gives a seeded profile its co-authors and similar researchers', async () => {
    await refresher().rebuild(async () => {});
    const [withCoauthors] = await api().db.sql<Array<{ id: string }>>`
      SELECT c.profile_id::text AS id FROM discovery_coauthor c JOIN profile p ON p.id = c.profile_id
       WHERE NOT p.hidden GROUP BY c.profile_id ORDER BY count(*) DESC, c.profile_id LIMIT 1`;
    const res = await get(`${withCoauthors!.id}/coauthors?size=5`);
    expect(res.statusCode).toBe(200);
    expect(res.json().content.length).toBeGreaterThan(0);
    const network = (await get(`${withCoauthors!.id}/coauthorNetwork`)).json();
    expect(network.nodes[0]).toMatchObject({ profileId: withCoauthors!.id, center: true });
    expect(network.links.length).toBeGreaterThan(0);
    expect(network.links.length).toBeLessThanOrEqual(50);
    expect((await get(`${withCoauthors!.id}/similar`)).json().content.length).toBeGreaterThan(0);
  });

  it('gives the reasons the constructed data holds, in both languages, and a score they add up to', async () => {
    group = await constructGroup();
    await refresher().drainOutbox();

    const b = await entry(group.a, group.b);
    expect(b?.reasons).toEqual({
      disciplines: [group.discipline.pl],
      specialties: ['algorytmika grafów', 'ekologia wód'],
      keywords: ['Grafy losowe', 'sieci troficzne'],
      institutions: [group.institution],
      coauthors: [{ profileId: group.c, firstName: 'Test', surname: 'Gamma' }],
      sharedPublications: 1,
    });
    // 3 discipline + 2 × 2 specialties + 2 keywords + 1 institution + 2 co-author + 3 together.
    expect(b?.score).toBe(15);
    const en = await entry(group.a, group.b, '', 'en-EN');
    expect(en?.reasons.specialties).toEqual(['algorytmika grafów (en)', 'ekologia wód (en)']);
    expect(en?.reasons.disciplines).toEqual([group.discipline.en]);

    const coauthors = (await get(`${group.a}/coauthors`)).json();
    expect(coauthors.content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          profileId: group.b,
          sharedPublications: 1,
          firstYear: 2021,
          lastYear: 2021,
        }),
      ]),
    );
    // The link to the shared publications: A's list kept to those B shows too.
    const shared = await api().app.inject({
      method: 'GET',
      url: `/api/profiles-api/v1.0/public/publications/${group.a}/publications?coauthorId=${group.b}`,
    });
    expect(shared.json().content.map((p: { title: string }) => p.title)).toEqual(['Wspólna praca']);
    // The person themself never appears.
    expect(await entry(group.a, group.a)).toBeUndefined();
  });

  it('a change to one profile reaches the similar list of another', async () => {
    await api().db.specialty.create({
      data: { profileId: group.b, labelPl: 'zoologia', labelEn: 'zoology', order: 3 },
    });
    await refresher().drainOutbox();
    const b = await entry(group.a, group.b);
    expect(b?.reasons.specialties).toEqual(['algorytmika grafów', 'ekologia wód', 'zoologia']);
    expect(b?.score).toBe(17);
  });

  it('leaves the deceased out unless asked, and hidden profiles out always', async () => {
    const { db } = api();
    await db.profile.update({ where: { id: group.c }, data: { dead: true } });
    expect(await entry(group.a, group.c)).toBeUndefined();
    expect(await entry(group.a, group.c, '?withTheDead=true')).toBeDefined();

    // Hidden: gone at once from every list (read on the profile row), and after the refresh
    // no reason names them.
    await db.profile.update({ where: { id: group.c }, data: { hidden: true } });
    expect(await entry(group.a, group.c, '?withTheDead=true')).toBeUndefined();
    const coauthors = (await get(`${group.a}/coauthors`)).json();
    expect(coauthors.content.map((c: { profileId: string }) => c.profileId)).not.toContain(group.c);
    const network = (await get(`${group.a}/coauthorNetwork`)).json();
    expect(JSON.stringify(network)).not.toContain(group.c);
    await refresher().drainOutbox();
    const b = await entry(group.a, group.b);
    expect(b?.reasons.coauthors).toEqual([]);

    for (const path of ['coauthors', 'coauthorNetwork', 'similar']) {
      const res = await get(`${group.c}/${path}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('HIDDEN_PROFILE_ERROR');
    }
  });
});
