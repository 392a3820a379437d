import { describe, expect, it } from 'vitest';
import { allSpecs, shardFromEnv, specsOfShard } from '../e2e/shards.js';

// `pnpm test` runs the e2e specs in shards side by side (tests/e2e/shards.ts): a spec left out
// of every shard would never run, one in two shards would run twice against two databases.
describe('the e2e shards', () => {
  const specs = allSpecs();

  it('find every spec file of tests/e2e', () => {
    expect(specs).toContain('login.spec.ts');
    expect(specs).toContain('layout/layout.spec.ts');
    expect(specs.every((spec) => spec.endsWith('.spec.ts'))).toBe(true);
  });

  it.each([1, 2, 3])('put each spec in exactly one of %i shards', (total) => {
    const shards = Array.from({ length: total }, (_, i) => specsOfShard(i + 1, total, specs));
    expect(shards.flat().sort()).toEqual([...specs].sort());
  });

  it('put a spec no one has measured yet in a shard too', () => {
    const withNew = [...specs, 'new-area/new-screen.spec.ts'];
    const shards = [1, 2].map((current) => specsOfShard(current, 2, withNew));
    expect(shards.flat().filter((spec) => spec === 'new-area/new-screen.spec.ts')).toHaveLength(1);
  });

  it('give each of two shards a share of the specs, the same one every time', () => {
    const [first, second] = [1, 2].map((current) => specsOfShard(current, 2, specs));
    expect(first!.length).toBeGreaterThan(specs.length / 4);
    expect(second!.length).toBeGreaterThan(specs.length / 4);
    expect(specsOfShard(1, 2, [...specs].reverse())).toEqual(first);
  });

  it('read E2E_SHARD as current/total and refuse anything else', () => {
    expect(shardFromEnv(undefined)).toBeUndefined();
    expect(shardFromEnv('2/2')).toEqual({ current: 2, total: 2 });
    expect(() => shardFromEnv('3/2')).toThrow('E2E_SHARD must read "current/total"');
    expect(() => shardFromEnv('first')).toThrow('E2E_SHARD must read "current/total"');
  });
});
