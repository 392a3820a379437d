import { describe, expect, it } from 'vitest';
import { useIdentityStack } from '../../testing/identity-stack.js';

const stack = useIdentityStack();

describe('smoke', () => {
  it('logs in the owner through the national node', async () => {
    const login = await stack().loginAs('owner');
    expect(login.userId).toBe(stack().persona('owner').userId);
    const me = await stack().usersApi.inject({
      url: '/api/users-api/v1.0/auth/user',
      headers: { authorization: `Bearer ${login.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().pesel).toBe(stack().persona('owner').pesel);
  });
});
