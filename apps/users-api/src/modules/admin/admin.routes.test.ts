import { seedId } from '@ln/seeds';
import { describe, expect, it, vi } from 'vitest';
import { callerFor, useIdentityStack } from '@ln/testing/identity-stack';

// The stack (three servers, a seed) and real logins take longer than the default timeouts.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const stack = useIdentityStack();
const base = '/api/users-api';
const ID = {
  owner: seedId('user', 0),
  orcidOwner: seedId('user', 1),
  noProfile: seedId('user', 2),
  newUser: seedId('user', 3),
  admin: seedId('user', 4),
  opi: seedId('user', 5),
  agent: seedId('user', 7),
  blocked: seedId('user', 8),
  closed: seedId('user', 9),
};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const call = callerFor(stack, 'usersApi', base);

const audit = (targetId: string) =>
  stack().db.auditLog.findMany({ where: { targetId }, orderBy: { id: 'desc' } });

describe('GET v1.0/users (the admin user list)', () => {
  it('pages every account sorted by surname, roles without BASIC', async () => {
    const res = await call('admin', 'GET', '/v1.0/users?size=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 0, size: 5 });
    expect(body.totalElements).toBeGreaterThanOrEqual(10);
    expect(body.totalPages).toBe(Math.ceil(body.totalElements / 5));
    const surnames = body.content.map((u: { surname: string }) => u.surname);
    expect(surnames).toEqual(
      [...surnames].sort((a: string, b: string) => a.localeCompare(b, 'pl')),
    );
    for (const user of body.content) expect(user.roles).not.toContain('BASIC');
    expect(res.body).not.toMatch(/pesel/i);
  });

  it('filters by part of a name or e-mail (3 characters at least), status and role', async () => {
    const byName = (await call('admin', 'GET', '/v1.0/users?query=kami')).json();
    expect(byName.content.map((u: { userId: string }) => u.userId)).toContain(ID.admin);
    const fullName = (await call('admin', 'GET', '/v1.0/users?query=Joanna%20KAM')).json();
    expect(fullName.content.map((u: { userId: string }) => u.userId)).toEqual([ID.admin]);
    const byMail = (await call('admin', 'GET', '/v1.0/users?query=opi.org')).json();
    expect(byMail.content).toEqual([
      expect.objectContaining({ userId: ID.opi, roles: ['OPI_OP'] }),
    ]);
    const closed = (await call('admin', 'GET', '/v1.0/users?status=CLOSED')).json();
    expect(closed.content.map((u: { userId: string }) => u.userId)).toContain(ID.closed);
    expect(
      closed.content.every((u: { accountStatus: string }) => u.accountStatus === 'CLOSED'),
    ).toBe(true);
    const agents = (await call('admin', 'GET', '/v1.0/users?role=AGENT')).json();
    expect(agents.content.map((u: { userId: string }) => u.userId)).toEqual([ID.agent]);

    const short = await call('admin', 'GET', '/v1.0/users?query=ka');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      expect.objectContaining({ key: 'query', invalidValue: 'ka' }),
    ]);
  });

  it('sorts by creation date both ways', async () => {
    const asc = (await call('admin', 'GET', '/v1.0/users?sort=createDate&size=100')).json();
    const dates = asc.content.map((u: { createDate: string }) => u.createDate);
    expect(dates).toEqual([...dates].sort());
    const desc = (
      await call('admin', 'GET', '/v1.0/users?sort=createDate&direction=desc&size=100')
    ).json();
    expect(desc.content.map((u: { createDate: string }) => u.createDate)).toEqual(
      [...dates].reverse(),
    );
  });
});

describe('GET v1.0/user/{userId}', () => {
  it("gives an account's details with its profile and roles, BASIC hidden", async () => {
    const res = await call('admin', 'GET', `/v1.0/user/${ID.owner}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: ID.owner,
      firstName: 'Małgorzata',
      surname: 'Źródłowska',
      login: 'owner',
      accountStatus: 'ACTIVE',
      scientistProfile: { profileId: seedId('profile', 0), dead: false },
      roles: [],
      isProfileExists: true,
      isProfileVisible: true,
      termsAccepted: true,
    });
    const admin = (await call('admin', 'GET', `/v1.0/user/${ID.admin}`)).json();
    expect(admin.roles).toEqual([{ roleId: expect.any(String), userRole: 'ADMIN' }]);
    expect(admin).toMatchObject({ isProfileExists: false, scientistProfile: null, orcid: null });
    expect(res.body).not.toMatch(/pesel/i);
    // The account's ORCID iD (accounts-and-platform §3), as an ORCID login records it.
    await stack().db.user.update({
      where: { id: ID.noProfile },
      data: { orcid: '0000-0002-1825-0097' },
    });
    const withOrcid = (await call('admin', 'GET', `/v1.0/user/${ID.noProfile}`)).json();
    expect(withOrcid.orcid).toBe('0000-0002-1825-0097');
  });

  it('answers an unknown account with 404 USER_NOT_FOUND and a bad id with 400', async () => {
    const unknown = await call('admin', 'GET', `/v1.0/user/${UNKNOWN}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('USER_NOT_FOUND');
    expect((await call('admin', 'GET', '/v1.0/user/nope')).statusCode).toBe(400);
  });
});

describe('POST v1.0/user/{userId}/roles', () => {
  it('sets the roles, always keeps BASIC and records who, what and why', async () => {
    const res = await call('admin', 'POST', `/v1.0/user/${ID.noProfile}/roles`, {
      userRoles: ['AGENT', 'MEIN_OP'],
      reason: 'ticket 42',
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .roles.map((r: { userRole: string }) => r.userRole)
        .sort(),
    ).toEqual(['AGENT', 'MEIN_OP']);
    const stored = await stack().db.userRoleAssignment.findMany({
      where: { userId: ID.noProfile },
      select: { role: true, grantedById: true },
    });
    expect(stored.map((r) => r.role).sort()).toEqual(['AGENT', 'BASIC', 'MEIN_OP']);
    const [entry] = await audit(ID.noProfile);
    expect(entry).toMatchObject({
      actorUserId: ID.admin,
      action: 'USER_ROLES_CHANGED',
      targetType: 'USER',
      details: { reason: 'ticket 42', before: ['BASIC'], after: ['AGENT', 'BASIC', 'MEIN_OP'] },
    });

    const back = await call('admin', 'POST', `/v1.0/user/${ID.noProfile}/roles`, {
      userRoles: [],
    });
    expect(back.json().roles).toEqual([]);
    expect(
      await stack().db.userRoleAssignment.findMany({
        where: { userId: ID.noProfile },
        select: { role: true },
      }),
    ).toEqual([{ role: 'BASIC' }]);
  });

  it('refuses an unknown role or a repeated one with the validation list', async () => {
    const res = await call('admin', 'POST', `/v1.0/user/${ID.noProfile}/roles`, {
      userRoles: ['ADMIN', 'KING'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ key: 'userRoles.1', invalidValue: 'KING' }),
    ]);
    const twice = await call('admin', 'POST', `/v1.0/user/${ID.noProfile}/roles`, {
      userRoles: ['AGENT', 'AGENT'],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('keeps the last active administrator from removing their own ADMIN role', async () => {
    const res = await call('admin', 'POST', `/v1.0/user/${ID.admin}/roles`, { userRoles: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_ADMIN_ERROR');
    expect(
      (await stack().db.userRoleAssignment.findMany({ where: { userId: ID.admin } })).map(
        (r) => r.role,
      ),
    ).toContain('ADMIN');

    // With a second administrator the first may step down (and is then no longer one).
    await call('admin', 'POST', `/v1.0/user/${ID.opi}/roles`, { userRoles: ['OPI_OP', 'ADMIN'] });
    const stepDown = await call('admin', 'POST', `/v1.0/user/${ID.admin}/roles`, {
      userRoles: [],
    });
    expect(stepDown.statusCode).toBe(200);
    expect((await call('admin', 'GET', '/v1.0/users')).statusCode).toBe(403);
    const restore = await call('opi-operator', 'POST', `/v1.0/user/${ID.admin}/roles`, {
      userRoles: ['ADMIN'],
    });
    expect(restore.statusCode).toBe(200);
    await call('admin', 'POST', `/v1.0/user/${ID.opi}/roles`, { userRoles: ['OPI_OP'] });
  });

  it('never ends with no administrator when two remove each other at the same moment', async () => {
    const { db } = stack();
    const activeAdmins = () =>
      db.userRoleAssignment.count({ where: { role: 'ADMIN', user: { status: 'ACTIVE' } } });
    const restore = async () => {
      await db.user.updateMany({
        where: { id: { in: [ID.admin, ID.opi] } },
        data: { status: 'ACTIVE' },
      });
      await db.userRoleAssignment.deleteMany({ where: { userId: ID.opi, role: 'ADMIN' } });
      await db.userRoleAssignment.upsert({
        where: { userId_role: { userId: ID.admin, role: 'ADMIN' } },
        create: { userId: ID.admin, role: 'ADMIN' },
        update: {},
      });
    };
    const blocked = { accountStatus: 'BLOCKED' };
    expect(await activeAdmins()).toBe(1);
    try {
      for (const attempt of ['roles', 'block'] as const) {
        await call('admin', 'POST', `/v1.0/user/${ID.opi}/roles`, {
          userRoles: ['OPI_OP', 'ADMIN'],
        });
        expect(await activeAdmins()).toBe(2);
        const [first, second] =
          attempt === 'roles'
            ? await Promise.all([
                call('admin', 'POST', `/v1.0/user/${ID.opi}/roles`, { userRoles: ['OPI_OP'] }),
                call('opi-operator', 'POST', `/v1.0/user/${ID.admin}/roles`, { userRoles: [] }),
              ])
            : await Promise.all([
                call('admin', 'PUT', `/v1.0/user/${ID.opi}/status`, blocked),
                call('opi-operator', 'PUT', `/v1.0/user/${ID.admin}/status`, blocked),
              ]);
        const statuses = [first.statusCode, second.statusCode];
        // One succeeds; the other is refused: by the last-admin rule, because its author is
        // no longer an administrator by the time it is checked, or (a block) because its
        // author's account is already blocked when the guard reads it (401 ACCOUNT_LOCKED).
        expect(
          statuses.filter((code) => code === 200),
          attempt,
        ).toHaveLength(1);
        for (const refused of [first, second].filter((r) => r.statusCode !== 200)) {
          const allowed = attempt === 'block' ? [401, 403, 409] : [403, 409];
          expect(allowed, attempt).toContain(refused.statusCode);
          if (refused.statusCode === 409) expect(refused.json().code).toBe('LAST_ADMIN_ERROR');
          if (refused.statusCode === 401) expect(refused.json().code).toBe('ACCOUNT_LOCKED');
        }
        expect(await activeAdmins(), attempt).toBe(1);
        await restore();
      }
    } finally {
      await restore();
    }
  });
});

describe('PUT v1.0/user/{userId}/status', () => {
  it('blocks an account, which ends its sessions at once, and unblocks it', async () => {
    const token = await stack().accessToken('agent');
    const before = await stack().usersApi.inject({
      url: `${base}/v1.1/user/accountDetails`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.statusCode).toBe(200);

    const res = await call('admin', 'PUT', `/v1.0/user/${ID.agent}/status`, {
      accountStatus: 'BLOCKED',
      reason: 'spam',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().accountStatus).toBe('BLOCKED');
    const after = await stack().usersApi.inject({
      url: `${base}/v1.1/user/accountDetails`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('ACCOUNT_LOCKED');
    const [entry] = await audit(ID.agent);
    expect(entry).toMatchObject({
      action: 'USER_STATUS_CHANGED',
      details: { before: 'ACTIVE', after: 'BLOCKED', reason: 'spam' },
    });

    const unblock = await call('admin', 'PUT', `/v1.0/user/${ID.agent}/status`, {
      accountStatus: 'ACTIVE',
    });
    expect(unblock.json().accountStatus).toBe('ACTIVE');
    // Sessions from before the block do not revive; a new login works.
    const old = await stack().usersApi.inject({
      url: `${base}/v1.1/user/accountDetails`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('UNAUTHORIZED');
    expect(
      await stack().db.refreshToken.count({ where: { userId: ID.agent, revokedAt: null } }),
    ).toBe(0);
    stack().forget('agent');
    expect((await call('agent', 'GET', '/v1.1/user/accountDetails')).statusCode).toBe(200);
  });

  it("refuses one's own account, a closed account and a status other than ACTIVE/BLOCKED", async () => {
    const own = await call('admin', 'PUT', `/v1.0/user/${ID.admin}/status`, {
      accountStatus: 'BLOCKED',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('OWN_STATUS_ERROR');
    const closed = await call('admin', 'PUT', `/v1.0/user/${ID.closed}/status`, {
      accountStatus: 'ACTIVE',
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('CLOSED_ACCOUNT_ERROR');
    const bad = await call('admin', 'PUT', `/v1.0/user/${ID.agent}/status`, {
      accountStatus: 'CLOSED',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ key: 'accountStatus', invalidValue: 'CLOSED' });
    const unknown = await call('admin', 'PUT', `/v1.0/user/${UNKNOWN}/status`, {
      accountStatus: 'BLOCKED',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a reason with a lone surrogate with 400 (the audit log is JSON), nothing changed', async () => {
    // JSON text can carry "\ud800"; PostgreSQL's jsonb cannot, so it used to fail as a 500.
    const res = await stack().usersApi.inject({
      method: 'PUT',
      url: `${base}/v1.0/user/${ID.agent}/status`,
      headers: {
        authorization: `Bearer ${await stack().accessToken('admin')}`,
        'content-type': 'application/json',
      },
      payload: '{"accountStatus": "BLOCKED", "reason": "spam \\ud800"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ key: 'reason', invalidValue: 'spam \\ud800' }],
    });
    const agent = await stack().db.user.findUniqueOrThrow({ where: { id: ID.agent } });
    expect(agent.status).toBe('ACTIVE');
  });
});

describe('PUT v1.0/user/{userId}/hideProfile and showProfile', () => {
  it("hides and shows the account's profile, audited, and tells search", async () => {
    const profileId = seedId('profile', 3);
    const outboxBefore = await stack().db.searchOutbox.count({ where: { profileId } });
    const hide = await call(
      'admin',
      'PUT',
      `/v1.0/user/${ID.orcidOwner}/hideProfile?reason=complaint`,
    );
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({ isProfileVisible: false, isProfileExists: true });
    expect((await stack().db.profile.findUnique({ where: { id: profileId } }))?.hidden).toBe(true);
    // The search triggers enqueue the profile for the index in the same transaction.
    expect(await stack().db.searchOutbox.count({ where: { profileId } })).toBeGreaterThan(
      outboxBefore,
    );
    const [entry] = await audit(profileId);
    expect(entry).toMatchObject({
      action: 'PROFILE_HIDDEN',
      targetType: 'PROFILE',
      actorUserId: ID.admin,
      details: { reason: 'complaint', userId: ID.orcidOwner },
    });

    const show = await call('admin', 'PUT', `/v1.0/user/${ID.orcidOwner}/showProfile`);
    expect(show.json().isProfileVisible).toBe(true);
    expect((await audit(profileId))[0]?.action).toBe('PROFILE_SHOWN');
  });

  it('answers an account without a profile with 404 NO_PROFILE_ERROR', async () => {
    const res = await call('admin', 'PUT', `/v1.0/user/${ID.noProfile}/hideProfile`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NO_PROFILE_ERROR');
  });
});

describe('GET v1.0/auditLog', () => {
  it('lists the administrative actions newest first, filtered by target', async () => {
    await call('admin', 'PUT', `/v1.0/user/${ID.orcidOwner}/hideProfile`);
    await call('admin', 'PUT', `/v1.0/user/${ID.orcidOwner}/showProfile?reason=resolved`);
    const res = await call(
      'admin',
      'GET',
      `/v1.0/auditLog?targetId=${seedId('profile', 3)}&size=2`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.content).toEqual([
      expect.objectContaining({
        action: 'PROFILE_SHOWN',
        reason: 'resolved',
        actorUserId: ID.admin,
      }),
      expect.objectContaining({ action: 'PROFILE_HIDDEN', reason: null }),
    ]);
    expect(body.content[0].at >= body.content[1].at).toBe(true);
    expect(body.totalElements).toBeGreaterThanOrEqual(2);
  });
});
