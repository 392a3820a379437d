import { seedId } from '@ln/seeds';
import { describe, expect, it, vi } from 'vitest';
import { useIdentityStack } from '@ln/testing/identity-stack';

// Deletions change the personas for good: this file has its own database (and stack).
// The stack (three servers, a seed) and real logins take longer than the default timeouts.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const stack = useIdentityStack();
const base = '/api/users-api';
const OWNER = seedId('user', 0);
const ORCID_OWNER = seedId('user', 1);
const NO_PROFILE = seedId('user', 2);
const ADMIN = seedId('user', 4);
const FULL_PROFILE = seedId('profile', 0);
const ORCID_PROFILE = seedId('profile', 3);

async function del(persona: string, userId: string, query = '', headers = {}) {
  const token = await stack().accessToken(persona);
  return stack().usersApi.inject({
    method: 'DELETE',
    url: `${base}/v1.0/user/${userId}/deleteAccount${query}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}

describe('DELETE v1.0/user/{userId}/deleteAccount', () => {
  it('asks the owner to confirm (accounts-and-platform §8), in Polish or English', async () => {
    const pl = await del('owner', OWNER);
    expect(pl.statusCode).toBe(400);
    expect(pl.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [
        {
          key: 'confirmation',
          content: 'Zaznacz pole, aby potwierdzić, że chcesz usunąć swoje konto',
        },
      ],
    });
    const en = await del('owner', OWNER, '?confirmation=false', { 'accept-language': 'en-EN' });
    expect(en.json().errors[0].content).toBe(
      'Check the box to confirm that you want to delete your account',
    );
    expect(await stack().db.user.count({ where: { id: OWNER } })).toBe(1);
  });

  it("refuses another user's account to anyone but an administrator, as an unknown one", async () => {
    const res = await del('no-profile', OWNER, '?confirmation=true');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('USER_NOT_FOUND');
    expect(await stack().db.user.count({ where: { id: OWNER } })).toBe(1);
    // Decision 029: another person's account answers as one that does not exist.
    const none = await del(
      'no-profile',
      '00000000-0000-4000-8000-00000000dead',
      '?confirmation=true',
    );
    const { reqId: _res, ...theirs } = res.json();
    const { reqId: _none, ...unknown } = none.json();
    expect(theirs).toEqual(unknown);
  });

  it('deletes the own account: user data go, state data stay, the profile stays public and locked', async () => {
    const db = stack().db;
    const token = await stack().accessToken('owner');
    // Something the owner added, something they edited, something delivered by POL-on.
    await db.specialty.create({
      data: {
        profileId: FULL_PROFILE,
        labelPl: 'Moja',
        labelEn: 'Mine',
        order: 99,
        source: 'USER',
      },
    });
    const polon = await db.employment.findFirst({
      where: { profileId: FULL_PROFILE, source: { not: 'USER' } },
    });
    expect(polon).not.toBeNull();
    await db.employment.update({
      where: { id: polon!.id },
      data: {
        position: 'Własne stanowisko',
        original: { position: polon!.position, additionalInformation: null },
      },
    });
    await db.employment.create({
      data: {
        profileId: FULL_PROFILE,
        institutionName: 'Dodane przez użytkownika',
        status: 'FORMER',
        source: 'USER',
      },
    });

    const res = await del('owner', OWNER, '?confirmation=true');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: OWNER });

    expect(await db.user.count({ where: { id: OWNER } })).toBe(0);
    const profile = await db.profile.findUnique({ where: { id: FULL_PROFILE } });
    expect(profile).toMatchObject({
      userId: null,
      editingLocked: true,
      hidden: false,
      aboutMe: null,
      email: null,
      phoneNumber: null,
    });
    expect(await db.specialty.count({ where: { profileId: FULL_PROFILE, source: 'USER' } })).toBe(
      0,
    );
    expect(await db.employment.count({ where: { profileId: FULL_PROFILE, source: 'USER' } })).toBe(
      0,
    );
    const restored = await db.employment.findUnique({ where: { id: polon!.id } });
    expect(restored).toMatchObject({ position: polon!.position, original: null });
    expect(await db.degreeTitle.count({ where: { profileId: FULL_PROFILE } })).toBeGreaterThan(0);
    expect(await db.profilePhoto.count({ where: { profileId: FULL_PROFILE } })).toBe(0);
    expect(
      await db.publicationVersion.count({
        where: { ownerProfileId: FULL_PROFILE, kind: 'AUTHOR' },
      }),
    ).toBe(0);
    expect(
      await db.publicationAuthor.count({ where: { profileId: FULL_PROFILE } }),
    ).toBeGreaterThan(0);

    // Its session is over, with the user_not_found header (accounts-and-platform §8).
    const after = await stack().usersApi.inject({
      url: `${base}/v1.1/user/accountDetails`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
    expect(after.headers.user_not_found).toBe('true');

    const [entry] = await db.auditLog.findMany({ where: { targetId: OWNER } });
    expect(entry).toMatchObject({
      action: 'ACCOUNT_DELETED',
      actorUserId: null,
      details: { actorId: OWNER, byOwner: true, profileId: FULL_PROFILE },
    });
  });

  it('lets an administrator delete an account without confirmation', async () => {
    const res = await del('admin', ORCID_OWNER, '?reason=request%20by%20letter');
    expect(res.statusCode).toBe(200);
    expect(await stack().db.user.count({ where: { id: ORCID_OWNER } })).toBe(0);
    expect(
      await stack().db.profile.findUnique({
        where: { id: ORCID_PROFILE },
        select: { userId: true, editingLocked: true },
      }),
    ).toEqual({ userId: null, editingLocked: true });
    const [entry] = await stack().db.auditLog.findMany({ where: { targetId: ORCID_OWNER } });
    expect(entry).toMatchObject({
      actorUserId: ADMIN,
      details: { reason: 'request by letter', byOwner: false },
    });
    const again = await del('admin', ORCID_OWNER);
    expect(again.statusCode).toBe(404);
  });

  it('keeps the last active administrator from deleting their own account', async () => {
    const res = await del('admin', ADMIN, '?confirmation=true');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_ADMIN_ERROR');
    expect(await stack().db.user.count({ where: { id: ADMIN } })).toBe(1);
  });

  it('an account without a profile is simply deleted', async () => {
    const res = await del('no-profile', NO_PROFILE, '?confirmation=true');
    expect(res.statusCode).toBe(200);
    expect(await stack().db.user.count({ where: { id: NO_PROFILE } })).toBe(0);
  });
});
