import { describe, expect, it } from 'vitest';
import { FIXTURE, UNKNOWN_ID, useSeededApi } from '../../testing/seeded-app.js';

const api = useSeededApi();
const get = (url: string, headers: Record<string, string> = {}) =>
  api().app.inject({ method: 'GET', url: `/api/profiles-api${url}`, headers });

const listUrl = (profileId: string) =>
  `/v1.0/public/achievements/${profileId}/shortArtisticAchievement`;
const detailUrl = (profileId: string, id: string) =>
  `/v1.0/public/achievements/${profileId}/artisticAchievement/${id}`;

interface ShortAchievement {
  artisticAchievementId: string;
  title: string;
  year: number | null;
  mainAuthorIndex: number;
  allAuthorsCount: number;
  authors: Array<{ name: string; surname: string }>;
  artisticAchievementKind: { code: string; label: string };
}

async function authorshipsOf(profileId: string) {
  const rows = await api().db.artisticAchievementAuthor.findMany({
    where: { profileId },
    select: { achievementId: true, position: true },
  });
  return new Map(rows.map((r) => [r.achievementId, r.position]));
}

describe('GET public/achievements/{profileId}/shortArtisticAchievement', () => {
  it('lists the profile’s artistic achievements newest first with its author index', async () => {
    const res = await get(listUrl(FIXTURE.full));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const mine = await authorshipsOf(FIXTURE.full);
    expect(mine.size).toBeGreaterThan(1);
    expect(body.totalElements).toBe(mine.size);
    expect(body.artisticAchievements).toHaveLength(mine.size);
    const years = body.artisticAchievements.map((a: ShortAchievement) => a.year ?? -1);
    expect(years).toEqual([...years].sort((a: number, b: number) => b - a));
    for (const a of body.artisticAchievements as ShortAchievement[]) {
      expect(a.mainAuthorIndex).toBe(mine.get(a.artisticAchievementId));
      expect(a.allAuthorsCount).toBe(a.authors.length);
    }
    const stored = await api().db.artisticAchievement.findUniqueOrThrow({
      where: { id: body.artisticAchievements[0].artisticAchievementId },
      select: {
        title: true,
        kindCode: true,
        kindLabel: true,
        year: true,
        country: true,
        institutionName: true,
      },
    });
    expect(body.artisticAchievements[0]).toEqual({
      artisticAchievementId: body.artisticAchievements[0].artisticAchievementId,
      title: stored.title,
      authors: expect.arrayContaining([{ name: expect.any(String), surname: expect.any(String) }]),
      allAuthorsCount: expect.any(Number),
      mainAuthorIndex: expect.any(Number),
      artisticAchievementKind: { code: stored.kindCode, label: stored.kindLabel },
      year: stored.year,
      country: stored.country,
      institutionName: stored.institutionName,
    });
  });

  it('gives kind labels in the language of Accept-Language', async () => {
    await api().db.artisticAchievement.updateMany({
      where: { authors: { some: { profileId: FIXTURE.full } } },
      data: { kindCode: 'CONCERT', kindLabel: 'koncert' },
    });
    const pl = (await get(listUrl(FIXTURE.full))).json();
    const en = (await get(listUrl(FIXTURE.full), { 'accept-language': 'en-EN' })).json();
    expect(pl.artisticAchievements[0].artisticAchievementKind).toEqual({
      code: 'CONCERT',
      label: 'koncert',
    });
    expect(en.artisticAchievements[0].artisticAchievementKind).toEqual({
      code: 'CONCERT',
      label: 'concert',
    });
  });

  it('is empty for a profile without achievements, 400 for a hidden one, 404 for an unknown one', async () => {
    const none = await api().db.profile.findFirst({
      where: { hidden: false, artisticAuthors: { none: {} } },
      select: { id: true },
    });
    expect((await get(listUrl(none!.id))).json()).toEqual({
      totalElements: 0,
      artisticAchievements: [],
    });
    const hidden = await get(listUrl(FIXTURE.hidden));
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().code).toBe('HIDDEN_PROFILE_ERROR');
    const unknown = await get(listUrl(UNKNOWN_ID));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PROFILE_NOT_FOUND');
    const malformed = await get(listUrl('x'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([
      expect.objectContaining({ key: 'profileId', invalidValue: 'x' }),
    ]);
  });
});

describe('GET public/achievements/{profileId}/artisticAchievement/{artisticAchievementId}', () => {
  it('gives the detail with discipline, kind, type, places, collections and authors', async () => {
    const withCollection = await api().db.artisticAchievement.findFirstOrThrow({
      where: {
        authors: { some: { profileId: FIXTURE.full } },
        collections: { some: {} },
      },
      select: { id: true, disciplineCode: true, collections: { select: { id: true } } },
    });
    const res = await get(detailUrl(FIXTURE.full, withCollection.id));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const discipline = await api().db.scienceDiscipline.findUniqueOrThrow({
      where: { code: withCollection.disciplineCode! },
      select: { labelPl: true, labelEn: true },
    });
    expect(body).toMatchObject({
      artisticAchievementId: withCollection.id,
      discipline: { code: withCollection.disciplineCode, label: discipline.labelPl },
      artisticAchievementKind: { code: expect.any(String), label: expect.any(String) },
      achievementType: {
        code: expect.stringMatching(/^(INDIVIDUAL|COLLECTIVE)$/),
        label: expect.stringMatching(/^(indywidualne|zbiorowe)$/),
      },
      title: expect.any(String),
      implementationCountry: expect.stringMatching(/^[A-Z]{2}$/),
      implementationYear: expect.any(Number),
      firstPublicationCountry: expect.stringMatching(/^[A-Z]{2}$/),
      firstPublicationYear: expect.any(Number),
      characteristics: expect.any(String),
      range: expect.any(String),
      publisherName: expect.any(String),
      status: 'PUBLISHED',
      dataSource: expect.stringMatching(/^(PBN|USER)$/),
      showingEntity: { id: null, name: expect.any(String) },
    });
    expect(body.collections.map((c: { collectionId: string }) => c.collectionId).sort()).toEqual(
      withCollection.collections.map((c) => c.id).sort(),
    );
    expect(body.collections[0]).toEqual({
      collectionId: expect.any(String),
      name: expect.any(String),
      country: 'PL',
    });
    expect(body.authors[body.mainAuthorIndex]).toMatchObject({ profileId: FIXTURE.full });
    expect(body.allAuthorsCount).toBe(body.authors.length);

    const en = (
      await get(detailUrl(FIXTURE.full, withCollection.id), { 'accept-language': 'en-EN' })
    ).json();
    expect(en.discipline.label).toBe(discipline.labelEn);
    expect(en.achievementType.label).toMatch(/^(individual|collective)$/);
  });

  it('answers an achievement of another profile or an unknown one with ACHIEVEMENT_NOT_FOUND', async () => {
    const mine = await authorshipsOf(FIXTURE.full);
    const foreign = await api().db.artisticAchievement.findFirstOrThrow({
      where: { id: { notIn: [...mine.keys()] } },
      select: { id: true },
    });
    const res = await get(detailUrl(FIXTURE.full, foreign.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ACHIEVEMENT_NOT_FOUND');
    const unknown = await get(detailUrl(FIXTURE.full, UNKNOWN_ID));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('ACHIEVEMENT_NOT_FOUND');
    const malformed = await get(detailUrl(FIXTURE.full, '42'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([
      expect.objectContaining({ key: 'artisticAchievementId', invalidValue: '42' }),
    ]);
  });

  it('answers a hidden profile with HIDDEN_PROFILE_ERROR even for its own achievement', async () => {
    const [id] = [...(await authorshipsOf(FIXTURE.full)).keys()];
    await api().db.profile.update({ where: { id: FIXTURE.full }, data: { hidden: true } });
    const res = await get(detailUrl(FIXTURE.full, id!));
    await api().db.profile.update({ where: { id: FIXTURE.full }, data: { hidden: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('HIDDEN_PROFILE_ERROR');
    expect(res.body).not.toContain(id);
  });
});
