// The rule's SQL fragments and their TypeScript twins give the same answer for every state a
// row can be in (NULL included: a LEFT JOIN's missing profile), on a real PostgreSQL.
import { createPrismaClient, type Db } from '@ln/db';
import { useTestDatabase } from '@ln/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consentInForce,
  isConsentInForce,
  isLivingProfile,
  isVisibleProfile,
  linkedProfileId,
  linkedWhileVisible,
  livingProfile,
  visibleProfile,
} from './visibility.js';

const database = useTestDatabase({ empty: true });
let db: Db;
beforeAll(() => {
  db = createPrismaClient(database().url, { max: 1 });
});
afterAll(async () => {
  await db?.$disconnect();
});

const FLAGS = [true, false, null] as const;
const PROFILES = FLAGS.flatMap((hidden) => FLAGS.map((dead) => ({ hidden, dead })));
const PERSON = '5b0c7e1e-3f4a-4c57-9d1e-2a9b8c7d6e5f';

describe('the visibility rule', () => {
  it('reads a profile the same in SQL and in TypeScript, for every hidden and deceased state', async () => {
    const rows = await db.$queryRaw<
      Array<{ visible: boolean; living: boolean; alive: boolean; linked: string | null }>
    >`
      SELECT ${visibleProfile('p')} AS visible,
             ${livingProfile('p')} AS living,
             ${visibleProfile('p', { withTheDead: false })} AS alive,
             ${linkedWhileVisible('p', 'x.person')}::text AS linked
        FROM unnest(${PROFILES.map((p) => p.hidden)}::boolean[],
                    ${PROFILES.map((p) => p.dead)}::boolean[])
             WITH ORDINALITY AS p(hidden, dead, i)
             CROSS JOIN (SELECT ${PERSON}::uuid AS person) AS x(person)
       ORDER BY p.i`;
    const expected = PROFILES.map((profile) => ({
      visible: isVisibleProfile(profile),
      living: isLivingProfile(profile),
      alive: isVisibleProfile(profile, { withTheDead: false }),
      linked: linkedProfileId({ profileId: PERSON, profile }),
    }));
    expect(rows).toEqual(expected);
    // The rule itself: hidden is never public; the deceased only where the dead are kept.
    expect(expected.map((e) => e.visible)).toEqual(PROFILES.map((p) => p.hidden !== true));
    expect(expected.filter((e) => e.alive)).toHaveLength(4);
  });

  it("keeps a person without a profile in lists, without a link (a LEFT JOIN's missing row)", async () => {
    const [row] = await db.$queryRaw<Array<{ visible: boolean; alive: boolean }>>`
      SELECT ${visibleProfile('p')} AS visible,
             ${visibleProfile('p', { withTheDead: false })} AS alive
        FROM (SELECT 1) AS one LEFT JOIN (SELECT false AS hidden, false AS dead) AS p ON false`;
    expect(row).toEqual({ visible: true, alive: true });
    expect(linkedProfileId({ profileId: null, profile: null })).toBeNull();
  });

  it("reads an expert's consent the same in SQL and in TypeScript", async () => {
    const at = new Date('2026-01-02T03:04:05Z');
    const states = [null, at].flatMap((withdrawnAt) =>
      [null, at].map((endedAt) => ({ withdrawnAt, endedAt })),
    );
    const rows = await db.$queryRaw<Array<{ in_force: boolean }>>`
      SELECT ${consentInForce('c', 'r')} AS in_force
        FROM unnest(${states.map((s) => s.withdrawnAt)}::timestamptz[],
                    ${states.map((s) => s.endedAt)}::timestamptz[])
             WITH ORDINALITY AS s(withdrawn_at, ended_at, i)
             CROSS JOIN LATERAL (SELECT s.withdrawn_at) AS c(withdrawn_at)
             CROSS JOIN LATERAL (SELECT s.ended_at) AS r(ended_at)
       ORDER BY s.i`;
    expect(rows.map((r) => r.in_force)).toEqual(
      states.map((s) => isConsentInForce({ withdrawnAt: s.withdrawnAt }, { endedAt: s.endedAt })),
    );
    expect(rows.map((r) => r.in_force)).toEqual([true, false, false, false]);
  });
});
