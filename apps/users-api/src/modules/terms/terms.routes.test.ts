import { seedId } from '@ln/seeds';
import { describe, expect, it, vi } from 'vitest';
import { callerFor, useIdentityStack } from '@ln/testing/identity-stack';

// The stack (three servers, a seed) and real logins take longer than the default timeouts.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const stack = useIdentityStack();
const base = '/api/users-api';
const NEW_USER = seedId('user', 3);

const call = callerFor(stack, 'usersApi', base);

describe('the terms of use', () => {
  it('are public, in Polish and English', async () => {
    const res = await call(null, 'GET', '/v1.0/public/terms');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      version: 1,
      textPl: expect.stringContaining('Regulamin'),
      textEn: expect.stringContaining('Terms of use'),
    });
  });

  it('must be accepted before anything else works; the terms routes work before that', async () => {
    expect((await call('new-user', 'GET', '/v1.1/user/accountDetails')).json().code).toBe(
      'CONSENT_REQUIRED_ERROR',
    );
    const status = await call('new-user', 'GET', '/v1.0/terms/acceptance');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      currentVersion: 1,
      acceptedVersion: null,
      acceptedAt: null,
      changed: false,
    });
    const old = await call('new-user', 'POST', '/v1.0/terms/acceptance', { version: 7 });
    expect(old.statusCode).toBe(409);
    expect(old.json().code).toBe('TERMS_VERSION_ERROR');
    const accepted = await call('new-user', 'POST', '/v1.0/terms/acceptance', { version: 1 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ acceptedVersion: 1, acceptedAt: expect.any(String) });
    expect((await call('new-user', 'GET', '/v1.1/user/accountDetails')).statusCode).toBe(200);
  });

  it('after a revision answer CONSENT_CHANGE_REQUIRED_ERROR until the new ones are accepted', async () => {
    await stack().db.termsVersion.create({
      data: { version: 2, publishedAt: new Date(), textPl: 'Regulamin 2', textEn: 'Terms 2' },
    });
    const res = await call('no-profile', 'GET', '/v1.1/user/accountDetails');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('CONSENT_CHANGE_REQUIRED_ERROR');
    expect((await call('no-profile', 'GET', '/v1.0/terms/acceptance')).json()).toMatchObject({
      currentVersion: 2,
      acceptedVersion: 1,
      changed: true,
    });
    expect(
      (await call('no-profile', 'POST', '/v1.0/terms/acceptance', { version: 2 })).statusCode,
    ).toBe(200);
    expect((await call('no-profile', 'GET', '/v1.1/user/accountDetails')).statusCode).toBe(200);
    await call('new-user', 'POST', '/v1.0/terms/acceptance', { version: 2 });
  });

  it('withdrawing the acceptance deletes the account, after confirmation', async () => {
    const unconfirmed = await call('new-user', 'DELETE', '/v1.0/terms/acceptance');
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errors[0].key).toBe('confirmation');
    const res = await call('new-user', 'DELETE', '/v1.0/terms/acceptance?confirmation=true');
    expect(res.statusCode).toBe(200);
    expect(await stack().db.user.count({ where: { id: NEW_USER } })).toBe(0);
    const [entry] = await stack().db.auditLog.findMany({ where: { targetId: NEW_USER } });
    expect(entry).toMatchObject({ action: 'ACCOUNT_DELETED', details: { byOwner: true } });
  });
});
