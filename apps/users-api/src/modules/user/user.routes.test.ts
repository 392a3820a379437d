import { seedId } from '@ln/seeds';
import { describe, expect, it, vi } from 'vitest';
import { callerFor, useIdentityStack } from '@ln/testing/identity-stack';

// The stack (three servers, a seed) and real logins take longer than the default timeouts.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const stack = useIdentityStack();
const base = '/api/users-api';

const call = callerFor(stack, 'usersApi', base);

describe('GET v1.1/user/accountDetails', () => {
  it("gives the own account with its profile's contact visibility and no BASIC", async () => {
    const res = await call('owner', 'GET', '/v1.1/user/accountDetails');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: seedId('user', 0),
      firstName: 'Małgorzata',
      surname: 'Źródłowska',
      email: 'malgorzata.zrodlowska@uj.edu.pl',
      isMailVisible: true,
      phone: null,
      orcid: null,
      accountStatus: 'ACTIVE',
      createDate: expect.any(String),
      lastUpdateDate: expect.any(String),
      roles: [],
      mailVisibilityType: 'EVERYONE',
      mailVisibilityInstitutions: [],
      phoneVisibilityType: 'EVERYONE',
      phoneVisibilityInstitutions: [],
      notificationsConsent: expect.any(Boolean),
    });
    expect(res.body).not.toMatch(/pesel/i);
    const admin = (await call('admin', 'GET', '/v1.1/user/accountDetails')).json();
    expect(admin).toMatchObject({
      roles: ['ADMIN'],
      mailVisibilityType: 'ADMINS_ONLY',
      isMailVisible: false,
    });
  });

  it('needs a session: 401 without one, CONSENT_REQUIRED_ERROR before the terms', async () => {
    const anonymous = await call(null, 'GET', '/v1.1/user/accountDetails');
    expect(anonymous.statusCode).toBe(401);
    const pending = await call('new-user', 'GET', '/v1.1/user/accountDetails');
    expect(pending.statusCode).toBe(401);
    expect(pending.json().code).toBe('CONSENT_REQUIRED_ERROR');
  });
});

describe('PUT v1.0/user/editUserData', () => {
  it('changes the own names and e-mail', async () => {
    const res = await call('no-profile', 'PUT', '/v1.0/user/editUserData', {
      firstName: 'Tomasz Jan',
      surname: 'Nowicki-Ślęzak',
      email: 'tomasz@example.pl',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Tomasz Jan',
      surname: 'Nowicki-Ślęzak',
      email: 'tomasz@example.pl',
    });
    const row = await stack().db.user.findUnique({ where: { id: seedId('user', 2) } });
    expect(row).toMatchObject({ surname: 'Nowicki-Ślęzak', email: 'tomasz@example.pl' });
  });

  it('answers bad fields with the list of {key, content, invalidValue}', async () => {
    const res = await call('no-profile', 'PUT', '/v1.0/user/editUserData', {
      firstName: '',
      surname: 'X1',
      email: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Array<{
      key: string;
      content: string;
      invalidValue: unknown;
    }>;
    expect(errors.map((e) => e.key).sort()).toEqual(['email', 'firstName', 'surname']);
    expect(errors.find((e) => e.key === 'email')).toMatchObject({ invalidValue: 'not-an-email' });
    const extra = await call('no-profile', 'PUT', '/v1.0/user/editUserData', {
      firstName: 'A',
      surname: 'B',
      email: 'a@b.pl',
      pesel: '12345678901',
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('PUT v1.0/user/changeNotificationsConsent', () => {
  it('gives and withdraws the consent', async () => {
    for (const consent of [true, false]) {
      const res = await call('no-profile', 'PUT', '/v1.0/user/changeNotificationsConsent', {
        notificationsConsent: consent,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ notificationsConsent: consent });
      expect(
        (await call('no-profile', 'GET', '/v1.1/user/accountDetails')).json().notificationsConsent,
      ).toBe(consent);
    }
    const bad = await call('no-profile', 'PUT', '/v1.0/user/changeNotificationsConsent', {
      notificationsConsent: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      key: 'notificationsConsent',
      invalidValue: 'yes',
    });
  });
});

describe('GET helpdesk', () => {
  it('gives the helpdesk link to anyone', async () => {
    const res = await call(null, 'GET', '/helpdesk');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ link: expect.stringMatching(/^https?:\/\//) });
  });
});
