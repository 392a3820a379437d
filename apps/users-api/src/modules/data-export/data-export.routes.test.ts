import { DataExportSchema } from '@ln/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useIdentityStack } from '@ln/testing/identity-stack';

// The export against the real stack: real logins, the seeded database, the real audit log.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const stack = useIdentityStack();
const url = '/api/users-api/v1.0/user/dataExport';

async function exportAs(persona: string | null) {
  const headers = persona ? { authorization: `Bearer ${await stack().accessToken(persona)}` } : {};
  return stack().usersApi.inject({ method: 'GET', url, headers });
}

describe('GET v1.0/user/dataExport', () => {
  it("gives the owner everything about them, their own PESEL included, and nobody else's data", async () => {
    const owner = stack().persona('owner');
    const admin = stack().persona('admin');
    // An administrator acts on the owner's profile: the entries are the owner's, the actor is not.
    const adminToken = await stack().accessToken('admin');
    for (const action of ['hideProfile', 'showProfile']) {
      const res = await stack().usersApi.inject({
        method: 'PUT',
        url: `/api/users-api/v1.0/user/${owner.userId}/${action}?reason=sprawdzenie`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(res.statusCode).toBe(200);
    }

    const res = await exportAs('owner');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ludzie-nauki-moje-dane.json"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = DataExportSchema.parse(res.json());
    expect(data.account).toMatchObject({
      userId: owner.userId,
      pesel: owner.pesel,
      email: 'malgorzata.zrodlowska@uj.edu.pl',
      accountStatus: 'ACTIVE',
    });
    expect(data.consents.termsAcceptedVersion).toBe(data.consents.currentTermsVersion);
    expect(data.profile?.profileId).toBe(owner.profileId);
    expect(data.profile?.specialties.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data.sessions)).not.toMatch(/token/i);
    const hidden = data.auditEntries.filter((e) => e.action === 'PROFILE_HIDDEN');
    expect(hidden.at(-1)).toMatchObject({
      targetType: 'PROFILE',
      actedBy: 'ADMINISTRATOR',
      reason: 'sprawdzenie',
    });

    // Nothing of anyone else: no other persona's PESEL, account id or e-mail, no actor id.
    for (const other of stack().personas.filter((p) => p.key !== 'owner')) {
      expect(res.body).not.toContain(other.pesel);
      expect(res.body).not.toContain(other.userId);
    }
    expect(res.body).not.toContain(admin.userId);
    expect(res.body).not.toContain('joanna.kaminska@ln.gov.pl');
  });

  it('an account without a profile gets its account and no profile', async () => {
    const res = await exportAs('no-profile');
    expect(res.statusCode).toBe(200);
    const data = DataExportSchema.parse(res.json());
    expect(data.account.pesel).toBe(stack().persona('no-profile').pesel);
    expect(data.profile).toBeNull();
    expect(data.auditEntries).toEqual([]);
  });

  it('needs a session (401 before anything is read) and accepted terms', async () => {
    const anonymous = await exportAs(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toMatch(/\d{11}/);
    const pending = await exportAs('new-user');
    expect(pending.statusCode).toBe(401);
    expect(pending.json().code).toBe('CONSENT_REQUIRED_ERROR');
  });

  it('is documented in the OpenAPI document', async () => {
    const res = await stack().usersApi.inject({ method: 'GET', url: '/api/users-api/docs/json' });
    const doc = res.json() as { paths: Record<string, { get?: { responses: object } }> };
    const path = Object.keys(doc.paths).find((p) => p.endsWith('/v1.0/user/dataExport'));
    expect(path).toBeDefined();
    expect(Object.keys(doc.paths[path!]!.get!.responses)).toEqual(
      expect.arrayContaining(['200', '401', '429']),
    );
  });

  it('is rate-limited: 429 RATE_LIMITED after five exports a minute', async () => {
    // The earlier tests of this file used three of the client's five.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await exportAs('agent')).statusCode);
    expect(statuses).toContain(429);
    const limited = await exportAs('agent');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
