import { ACCESS_TOKEN_CLOCK_SKEW_SECONDS } from '@ln/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdentityStack } from '@ln/testing/identity-stack';

const stack = useIdentityStack();

function claimsOf(token: string): { iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** An owner-only read of each service with the token, as the clock says it is now. */
async function statuses(token: string): Promise<{ usersApi: number; profilesApi: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const users = await stack().usersApi.inject({
    url: '/api/users-api/v1.0/auth/user',
    headers,
  });
  const profiles = await stack().profilesApi.inject({
    url: '/api/profiles-api/v1.0/profile/profileId',
    headers,
  });
  return { usersApi: users.statusCode, profilesApi: profiles.statusCode };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the access token lifetime', () => {
  it('is the configured TTL: exp − iat, and the refresh answer agree', async () => {
    const login = await stack().loginAs('owner');
    const { iat, exp } = claimsOf(login.accessToken);
    expect(exp - iat).toBe(stack().identity.accessTokenTtlSeconds);

    const refreshed = await fetch(
      `${stack().urls.usersApi}/api/users-api/v1.0/auth/session/refresh`,
      {
        method: 'POST',
        headers: { cookie: login.refreshCookie },
      },
    );
    const body = (await refreshed.json()) as { accessToken: string; expiresIn: number };
    expect(body.expiresIn).toBe(stack().identity.accessTokenTtlSeconds);
    const again = claimsOf(body.accessToken);
    expect(again.exp - again.iat).toBe(body.expiresIn);
  });

  it('is refused by both services once older than TTL + clock skew (a controlled clock)', async () => {
    const { accessToken } = await stack().loginAs('owner');
    const { iat } = claimsOf(accessToken);
    const ttl = stack().identity.accessTokenTtlSeconds;
    // Only Date is replaced: timers, sockets and the database keep real time.
    vi.useFakeTimers({ toFake: ['Date'] });

    vi.setSystemTime((iat + ttl + ACCESS_TOKEN_CLOCK_SKEW_SECONDS - 1) * 1000);
    expect(await statuses(accessToken)).toEqual({ usersApi: 200, profilesApi: 200 });

    vi.setSystemTime((iat + ttl + ACCESS_TOKEN_CLOCK_SKEW_SECONDS + 1) * 1000);
    expect(await statuses(accessToken)).toEqual({ usersApi: 401, profilesApi: 401 });
  });
});
