import { createHash } from 'node:crypto';
import { parsePeselKeys } from '@ln/pesel';
import { describe, expect, it } from 'vitest';
import { RowSink, TABLES, type TableName } from '../copy.js';
import { SequentialIds } from '../ids.js';
import { DEFAULT_SEED, FIXTURE_NAMES, FIXTURE_PROFILES } from '../personas.js';
import {
  generateGremia,
  generatePerson,
  generatePosts,
  institutionRows,
  newCapacity,
  SEED_NOW,
  specialtyTermRows,
} from './index.js';

const keys = parsePeselKeys('11'.repeat(32), '22'.repeat(32));
const fixtures = new Map(FIXTURE_PROFILES.map((f) => [f.index, f.overrides]));

/**
 * The rows the generators write for a seed of `total` people, in seedDatabase's order, as
 * the COPY lines that reach the database: row count and SHA-256 per table.
 */
function generatedRows(seed: number, total: number): Map<TableName, string> {
  const sink = new RowSink();
  const ctx = {
    seed,
    total,
    ids: new SequentialIds(),
    sink,
    peselKeys: keys,
    capacity: newCapacity(seed, total),
    now: SEED_NOW,
    peers: true,
    fixedNames: FIXTURE_NAMES,
  };
  institutionRows(sink);
  specialtyTermRows(sink);
  for (let i = 0; i < total; i++) generatePerson(ctx, i, fixtures.get(i));
  generateGremia(ctx);
  generatePosts(ctx);
  const digests = new Map<TableName, string>();
  for (const [table, lines] of sink.drain()) {
    const hash = createHash('sha256').update(lines.join('')).digest('hex');
    digests.set(table, `${lines.length} ${hash}`);
  }
  return digests;
}

describe('the generators', () => {
  it('write the same rows, byte for byte, for the same seed and size', () => {
    const first = generatedRows(DEFAULT_SEED, 100);
    // Accounts and photos are not the generators' (seed.ts writes the accounts).
    const notGenerated = ['app_user', 'user_role_assignment', 'profile_photo'];
    expect([...first.keys()].sort()).toEqual(
      Object.keys(TABLES)
        .filter((t) => !notGenerated.includes(t))
        .sort(),
    );
    expect(generatedRows(DEFAULT_SEED, 100)).toEqual(first);
  });

  it('write other people for another seed', () => {
    const one = generatedRows(DEFAULT_SEED, 40);
    const other = generatedRows(DEFAULT_SEED + 1, 40);
    expect(other.get('profile')).not.toBe(one.get('profile'));
    expect(other.get('publication')).not.toBe(one.get('publication'));
    // Reference-like rows do not depend on the seed.
    expect(other.get('institution')).toBe(one.get('institution'));
  });
});
