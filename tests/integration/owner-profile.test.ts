import { seedId } from '@ln/seeds';
import { describe, expect, it, vi } from 'vitest';
import { createOwnerRepository } from '../../apps/profiles-api/src/modules/owner/owner.repository.js';
import { useIdentityStack } from '@ln/testing/identity-stack';

/** profiles-api calls of the logged-in owner and the administrator (accounts-and-platform §7). */
// The stack (three servers, a seed) and real logins take longer than the default timeouts.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const stack = useIdentityStack();
const base = '/api/profiles-api';
const FULL = seedId('profile', 0); // owner's
const ORCID = seedId('profile', 3); // orcid-owner's
const BLOCKED_OWNERS = seedId('profile', 4);
const OWNER_USER = seedId('user', 0);

async function get(persona: string | null, url: string, headers: Record<string, string> = {}) {
  const auth = persona ? { authorization: `Bearer ${await stack().accessToken(persona)}` } : {};
  return stack().profilesApi.inject({
    method: 'GET',
    url: `${base}${url}`,
    headers: { ...auth, ...headers },
  });
}
async function send(persona: string, method: 'PUT' | 'POST', url: string) {
  const auth = { authorization: `Bearer ${await stack().accessToken(persona)}` };
  return stack().profilesApi.inject({ method, url: `${base}${url}`, headers: auth });
}

describe('contact data follow their visibility for the reader (detailsPerson)', () => {
  it('EVERYONE: shown to all; LOGGED_IN: to logged-in users; ADMINS_ONLY: to admins and the owner', async () => {
    const db = stack().db;
    const set = (email: 'ADMINS_ONLY' | 'LOGGED_IN' | 'EVERYONE') =>
      db.profile.update({
        where: { id: ORCID },
        data: {
          email: 'lukasz@pw.edu.pl',
          phoneNumber: '+48 22 234 72 11',
          visibilityEmail: email,
          visibilityPhone: 'ADMINS_ONLY',
        },
      });
    const email = async (persona: string | null) =>
      (await get(persona, `/v1.3/public/profile/${ORCID}/detailsPerson`)).json().contactData;

    await set('ADMINS_ONLY');
    expect(await email(null)).toMatchObject({
      email: null,
      phoneNumber: null,
      visibilityEmail: 'ADMINS_ONLY',
    });
    expect(await email('no-profile')).toMatchObject({ email: null, phoneNumber: null });
    expect(await email('admin')).toMatchObject({
      email: 'lukasz@pw.edu.pl',
      phoneNumber: '+48 22 234 72 11',
    });
    expect(await email('orcid-owner')).toMatchObject({ email: 'lukasz@pw.edu.pl' });

    await set('LOGGED_IN');
    expect((await email(null)).email).toBeNull();
    expect(await email('no-profile')).toMatchObject({
      email: 'lukasz@pw.edu.pl',
      phoneNumber: null,
    });
    expect((await email('admin')).email).toBe('lukasz@pw.edu.pl');

    await set('EVERYONE');
    expect(await email(null)).toMatchObject({ email: 'lukasz@pw.edu.pl', phoneNumber: null });
  });

  it('never caches an answer given to a logged-in reader', async () => {
    const res = await get('admin', `/v1.3/public/profile/${ORCID}/detailsPerson`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the owner’s own profile', () => {
  it('GET v1.0/profile/profileId gives the own profile id, null without one', async () => {
    expect((await get('owner', '/v1.0/profile/profileId')).json()).toEqual({ profileId: FULL });
    expect((await get('no-profile', '/v1.0/profile/profileId')).json()).toEqual({
      profileId: null,
    });
  });

  it('GET v1.0/profile/{userId}/profileId (admin) gives any account’s profile id', async () => {
    expect((await get('admin', `/v1.0/profile/${OWNER_USER}/profileId`)).json()).toEqual({
      profileId: FULL,
    });
    const unknown = await get(
      'admin',
      '/v1.0/profile/00000000-0000-4000-8000-000000000000/profileId',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('USER_NOT_FOUND');
  });

  it('shortPerson shows the own profile in edit view even when hidden, with all contact data', async () => {
    await stack().db.profile.update({
      where: { id: FULL },
      data: { hidden: true, visibilityPhone: 'ADMINS_ONLY' },
    });
    const res = await get('owner', `/v1.3/profile/${FULL}/shortPerson`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      profileId: FULL,
      isProfileVisible: false,
      contactData: { email: 'malgorzata.zrodlowska@uj.edu.pl', phoneNumber: '+48 12 663 55 00' },
    });
    const degrees = await get('owner', `/v1.0/profile/${FULL}/degreesAndTitles`);
    expect(degrees.statusCode).toBe(200);
    expect(degrees.json().degreesAndTitles.length).toBeGreaterThan(0);
    expect((await get(null, `/v1.3/public/profile/${FULL}/detailsPerson`)).json().code).toBe(
      'HIDDEN_PROFILE_ERROR',
    );
    await stack().db.profile.update({ where: { id: FULL }, data: { hidden: false } });
  });

  it('shortPublications lists the owner’s publications hidden from the public too', async () => {
    const db = stack().db;
    // The newest publication of the list, hidden from the public by its owner.
    const first = (await get('owner', `/v1.1/publications/${FULL}/shortPublications`)).json();
    expect(first.invisible).toBe(false);
    const publicationId = first.publications[0].publicationId as string;
    const mine = { publicationId };
    const rows = { profileId: FULL, publicationId };
    await db.publicationAuthor.updateMany({ where: rows, data: { publiclyVisible: false } });
    const owner = (await get('owner', `/v1.1/publications/${FULL}/shortPublications`)).json();
    const publicList = (
      await get(null, `/v1.0/public/publications/${FULL}/shortPublications`)
    ).json();
    expect(owner.totalElements).toBe(publicList.totalElements + 1);
    expect(owner.invisible).toBe(true);
    const hidden = owner.publications.find(
      (p: { publicationId: string }) => p.publicationId === mine.publicationId,
    );
    expect(hidden).toMatchObject({ visibility: false });
    expect(
      owner.publications
        .filter((p: { publicationId: string }) => p.publicationId !== mine.publicationId)
        .every((p: { visibility: boolean }) => p.visibility),
    ).toBe(true);
    expect(
      publicList.publications.some(
        (p: { publicationId: string }) => p.publicationId === mine.publicationId,
      ),
    ).toBe(false);
    await db.publicationAuthor.updateMany({ where: rows, data: { publiclyVisible: true } });
  });

  it('PUT v1.0/profile/updateOrcid copies the account’s ORCID iD to the profile', async () => {
    const db = stack().db;
    const missing = await send('owner', 'PUT', '/v1.0/profile/updateOrcid');
    expect(missing.statusCode).toBe(409);
    expect(missing.json().code).toBe('ORCID_MISSING_ERROR');
    await db.user.update({ where: { id: OWNER_USER }, data: { orcid: '0000-0002-1825-0097' } });
    const res = await send('owner', 'PUT', '/v1.0/profile/updateOrcid');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      profileId: FULL,
      orcid: '0000-0002-1825-0097',
      orcidUrl: 'https://orcid.org/0000-0002-1825-0097',
    });
    const taken = await db.profile.findUniqueOrThrow({ where: { id: ORCID } });
    await db.user.update({ where: { id: OWNER_USER }, data: { orcid: taken.orcid } });
    const conflict = await send('owner', 'PUT', '/v1.0/profile/updateOrcid');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('ORCID_TAKEN_ERROR');
    expect((await send('no-profile', 'PUT', '/v1.0/profile/updateOrcid')).statusCode).toBe(404);
  });
});

describe('the ORCID iD is unique', () => {
  it('a profile that took the iD between the check and the write still gives a conflict, not a 500', async () => {
    const db = stack().db;
    const other = await db.profile.findUniqueOrThrow({ where: { id: ORCID } });
    expect(await createOwnerRepository(db).setOrcid(FULL, other.orcid!)).toBe(false);
    expect((await db.profile.findUniqueOrThrow({ where: { id: FULL } })).orcid).not.toBe(
      other.orcid,
    );
  });
});

describe('administrator’s profile actions', () => {
  it('makeInvisible hides a profile from every public call, audited', async () => {
    const res = await stack().profilesApi.inject({
      method: 'POST',
      url: `${base}/v1.0/public/profile/${ORCID}/makeInvisible?reason=duplicate`,
      headers: { authorization: `Bearer ${await stack().accessToken('admin')}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ profileId: ORCID, isProfileVisible: false, dead: false });
    expect((await get(null, `/v1.3/public/profile/${ORCID}/detailsPerson`)).json().code).toBe(
      'HIDDEN_PROFILE_ERROR',
    );
    const [entry] = await stack().db.auditLog.findMany({
      where: { targetId: ORCID },
      orderBy: { id: 'desc' },
    });
    expect(entry).toMatchObject({
      // One act, one audit name, whichever service hid the profile.
      action: 'PROFILE_HIDDEN',
      details: { reason: 'duplicate', via: 'makeInvisible' },
    });
    await stack().db.profile.update({ where: { id: ORCID }, data: { hidden: false } });
  });

  it('postmortem marks deceased, removes contact data and closes the account: login then fails', async () => {
    const db = stack().db;
    const before = await db.profile.findUniqueOrThrow({
      where: { id: BLOCKED_OWNERS },
      select: { userId: true },
    });
    await db.profile.update({
      where: { id: BLOCKED_OWNERS },
      data: { email: 'k.zalewski@example.pl', visibilityEmail: 'EVERYONE' },
    });
    const res = await send('admin', 'POST', `/v1.0/public/profile/postmortem/${BLOCKED_OWNERS}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dead: true, userId: before.userId });
    const details = (
      await get(null, `/v1.3/public/profile/${BLOCKED_OWNERS}/detailsPerson`)
    ).json();
    expect(details).toMatchObject({ dead: true, contactData: { email: null, phoneNumber: null } });
    expect(await db.profile.findUniqueOrThrow({ where: { id: BLOCKED_OWNERS } })).toMatchObject({
      email: null,
      phoneNumber: null,
      dead: true,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: before.userId! } })).status).toBe(
      'CLOSED',
    );
    const login = await stack().tryLogin('blocked');
    expect(login.code).toBe('CLOSED_USER_ERROR');
    const [entry] = await db.auditLog.findMany({ where: { targetId: BLOCKED_OWNERS } });
    expect(entry).toMatchObject({
      action: 'PROFILE_MARKED_DECEASED',
      actorUserId: seedId('user', 4),
    });
    expect(
      (
        await send(
          'admin',
          'POST',
          '/v1.0/public/profile/postmortem/00000000-0000-4000-8000-000000000000',
        )
      ).statusCode,
    ).toBe(404);
  });
});
