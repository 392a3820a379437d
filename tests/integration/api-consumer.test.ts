import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { reindexAll, selectSearchEngine } from '@ln/search';
import { useIdentityStack } from '@ln/testing/identity-stack';
import openapiTS, { astToString } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * A consumer's view (docs/api-consumer): types generated from each running service's OpenAPI
 * document with openapi-typescript, the example client type-checked against them, then its
 * typed openapi-fetch calls made against the running services.
 */
const root = new URL('../..', import.meta.url).pathname;
const work = join(root, '.tmp', 'api-consumer');
const stack = useIdentityStack();

/** What the example's functions answer (their generated types, as this test uses them). */
interface Consumer {
  profile(profileId: string): Promise<{ profileId: string; surname: string }>;
  search(fullQuery: string, size?: number): Promise<{ page: { content: { profileId: string }[] } }>;
  accountDetails(accessToken: string): Promise<{ userId: string }>;
}

beforeAll(async () => {
  // The seeded clone has no search index yet: build it as `pnpm start` does.
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  const engine = await selectSearchEngine({ engine: 'postgres' }, { db: stack().db, log });
  await reindexAll({ db: stack().db, engine });
});

describe('a program calling the API with a client generated from the OpenAPI documents', () => {
  it('generates types that the example type-checks against', { timeout: 120_000 }, async () => {
    const { urls } = stack();
    rmSync(work, { recursive: true, force: true });
    mkdirSync(join(work, 'generated'), { recursive: true });
    for (const [name, base] of [
      ['profiles-api', urls.profilesApi!],
      ['users-api', urls.usersApi],
    ] as const) {
      const res = await fetch(`${base}/api/${name}/docs/json`);
      expect(res.status).toBe(200);
      const types = astToString(await openapiTS((await res.json()) as never));
      // Named component types, not anonymous shapes.
      expect(types).toMatch(/ErrorEnvelope: \{/);
      writeFileSync(join(work, 'generated', `${name}.ts`), types);
    }
    copyFileSync(join(root, 'docs', 'api-consumer', 'client.ts'), join(work, 'client.ts'));
    const tsc = join(root, 'node_modules', '.bin', 'tsc');
    const args = ['--ignoreConfig', '--noEmit', '--strict', '--skipLibCheck', '--target', 'es2023'];
    const module = ['--module', 'nodenext', '--moduleResolution', 'nodenext'];
    // Throws with the compiler's messages when a call does not fit the generated types.
    execFileSync(tsc, [...args, ...module, join(work, 'client.ts')], { cwd: root });
  });

  it('reads a public profile, searches, and reads the own account with a token', async () => {
    const { urls } = stack();
    // The copy the first test type-checked beside its generated types.
    const { ludzieNauki } = (await import(pathToFileURL(join(work, 'client.ts')).href)) as {
      ludzieNauki: (base: string, language: string, usersBase: string) => Consumer;
    };
    const api = ludzieNauki(urls.profilesApi!, 'en-EN', urls.usersApi);
    const owner = stack().persona('owner');

    const profile = await api.profile(owner.profileId!);
    expect(profile.profileId).toBe(owner.profileId);

    const found = await api.search(profile.surname, 20);
    expect(found.page.content.map((item) => item.profileId)).toContain(owner.profileId);

    const account = await api.accountDetails(await stack().accessToken('owner'));
    expect(account.userId).toBe(owner.userId);
    await expect(api.accountDetails('not-a-token')).rejects.toThrow(/401 UNAUTHORIZED/);
  });
});
