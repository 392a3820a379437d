import { createHash } from 'node:crypto';
import { makePesel } from '@ln/pesel';
import { describe, expect, it } from 'vitest';
import type { PlannedFunction } from './function-import.fns.js';
import type { RawRow } from './function-import.parse.js';
import { createImportPlan, type Gremium, type PersonHit } from './function-import.plan.js';

// The plan of an import, chunk by chunk, with its look-ups answered here as the repository
// would answer them (function-import.service.ts does the same with the database).

const G1: Gremium = { id: '11111111-1111-4111-8111-111111111111', name: 'Rada A', source: 'USER' };
const G2: Gremium = { id: '22222222-2222-4222-8222-222222222222', name: 'Rada B', source: 'RADON' };
const pesel = makePesel(new Date(Date.UTC(1970, 4, 6)), 40, true);
const hash = (value: string) => createHash('sha256').update(value).digest();
const ANNA: PersonHit = {
  id: '33333333-3333-4333-8333-333333333333',
  firstName: 'Anna',
  surname: 'Nowak',
  orcid: '0000-0002-1825-0097',
  peselHash: null,
};
const JAN: PersonHit = {
  id: '44444444-4444-4444-8444-444444444444',
  firstName: 'Jan',
  surname: 'Kowalski',
  orcid: null,
  peselHash: hash(pesel),
};

let n = 1;
const raw = (values: RawRow['values']): RawRow => ({
  rowNumber: ++n,
  values: { functionEn: 'member', dateFrom: '2024-01-01', ...values },
});

/** One chunk through the plan as the service runs it, with these bodies, people and functions. */
function run(
  plan: ReturnType<typeof createImportPlan>,
  raws: RawRow[],
  world: { gremia?: Gremium[]; people?: PersonHit[]; stored?: PlannedFunction[] } = {},
) {
  const asked: string[] = [];
  const checked = plan.check(raws);
  asked.push(...checked.gremiumIds, ...checked.gremiumNames);
  const gremia = world.gremia ?? [G1, G2];
  plan.addGremia(
    checked,
    gremia.filter((g) => checked.gremiumIds.includes(g.id)),
    gremia.filter((g) => checked.gremiumNames.includes(g.name)),
  );
  const people = (world.people ?? [ANNA, JAN]).filter(
    (p) =>
      checked.people.ids.includes(p.id) ||
      (p.orcid && checked.people.orcids.includes(p.orcid)) ||
      checked.people.peselHashes.some((h) => p.peselHash && h.equals(p.peselHash)),
  );
  const resolved = plan.resolve(checked, people);
  let loaded: typeof resolved.load = null;
  if (resolved.load) {
    loaded = resolved.load;
    plan.addStored(
      resolved,
      (world.stored ?? []).filter(
        (f) =>
          resolved.load!.gremiumIds.includes(f.gremiumId) &&
          resolved.load!.profileIds.includes(f.profileId),
      ),
    );
  }
  return { asked, loaded, ...plan.decide(resolved) };
}

const newPlan = () => createImportPlan({ peselHash: hash });

/** Anna's stored, current function "członek" in G1. */
const annasFunction = (functionId: string): PlannedFunction => ({
  functionId,
  gremiumId: G1.id,
  profileId: ANNA.id,
  functionPl: 'członek',
  functionEn: 'member',
  source: 'USER',
  periods: [{ dateFrom: '2024-01-01', dateTo: null, statusOverride: 'CURRENT' }],
});

describe('the import plan', () => {
  it('decides rows across chunks: a period added later is an update, a repeat an error', () => {
    const plan = newPlan();
    const first = run(plan, [
      raw({ gremiumId: G1.id, profileId: ANNA.id, functionPl: 'członek' }),
      raw({ gremiumName: 'Rada A', orcid: ANNA.orcid!, functionPl: 'sekretarz' }),
    ]);
    expect(first.report.map((r) => r.action)).toEqual(['CREATE', 'CREATE']);
    expect(first.changes.map((c) => [c.fn.functionPl, c.fn.functionId, c.holder])).toEqual([
      ['członek', null, { firstName: 'Anna', surname: 'Nowak' }],
      ['sekretarz', null, { firstName: 'Anna', surname: 'Nowak' }],
    ]);
    // Written: the later chunk's change of that function updates the row just made.
    plan.created(first.changes[0]!.key, 'f-1');
    const second = run(plan, [
      raw({ gremiumId: G1.id, profileId: ANNA.id, functionPl: 'Członek', dateFrom: '2026-01-01' }),
      raw({ gremiumId: G1.id, profileId: ANNA.id, functionPl: 'członek ' }),
    ]);
    expect(second.report.map((r) => [r.action, r.errors.map((e) => e.code)])).toEqual([
      ['UPDATE', []],
      ['ERROR', ['DUPLICATE_ROW']],
    ]);
    expect(second.report[1]!.errors[0]!.content).toBe(
      'repeats row 2 (the same function and start date)',
    );
    expect(second.changes[0]!.fn).toMatchObject({ functionId: 'f-1', periods: { length: 2 } });
    // Bodies are looked up once; the stored functions of a pair once.
    expect(second.asked).toEqual([]);
    expect(second.loaded).toBeNull();
    expect(plan.counts).toEqual({
      rowsProcessed: 4,
      rowsCreated: 2,
      rowsUpdated: 1,
      rowsUnchanged: 0,
      rowsFailed: 1,
    });
  });

  it('compares with what is stored: the same period unchanged, a state system’s body or function refused', () => {
    const stored = annasFunction('f-9');
    const result = run(
      newPlan(),
      [
        raw({ gremiumId: G1.id, profileId: ANNA.id, functionPl: 'członek' }),
        raw({ gremiumId: G1.id, profileId: ANNA.id, functionPl: 'przewodniczący' }),
        raw({ gremiumId: G2.id, profileId: ANNA.id, functionPl: 'członek' }),
        raw({ gremiumName: 'Rada C', profileId: ANNA.id, functionPl: 'członek' }),
      ],
      {
        stored: [
          stored,
          {
            ...stored,
            functionId: 'f-8',
            functionPl: 'przewodniczący',
            source: 'POLON',
            periods: [],
          },
        ],
      },
    );
    expect(
      result.report.map((r) => [r.action, ...r.errors.map((e) => `${e.column}:${e.code}`)]),
    ).toEqual([
      ['UNCHANGED'],
      ['ERROR', 'functionPl:STATE_SYSTEM_FUNCTION'],
      ['ERROR', 'gremiumId:STATE_SYSTEM_GREMIUM'],
      ['ERROR', 'gremiumName:UNKNOWN_GREMIUM'],
    ]);
    expect(result.changes).toEqual([]);
  });

  it('matches a PESEL by its keyed hash, and its report row names no one (issue 41 #6)', () => {
    const result = run(newPlan(), [
      raw({ gremiumId: G1.id, pesel, functionPl: 'członek' }),
      raw({
        gremiumId: G1.id,
        pesel: makePesel(new Date(Date.UTC(1980, 1, 1)), 1, false),
        functionPl: 'członek',
      }),
      raw({ gremiumId: G1.id, profileId: ANNA.id, functionPl: 'członek' }),
    ]);
    expect(result.report.map((r) => [r.action, r.profileId, r.personName])).toEqual([
      ['CREATE', null, null],
      ['ERROR', null, null],
      ['CREATE', ANNA.id, 'Anna Nowak'],
    ]);
    expect(result.report[1]!.errors).toEqual([
      expect.objectContaining({ column: 'pesel', code: 'UNKNOWN_PERSON', invalidValue: null }),
    ]);
    // The write still knows whose function it is.
    expect(result.changes[0]).toMatchObject({
      fn: { profileId: JAN.id },
      holder: { firstName: 'Jan' },
    });
  });

  it('a row with errors (its body and holder found) does not count its pair as loaded', () => {
    const plan = newPlan();
    const stored = annasFunction('f-7');
    const first = run(
      plan,
      [
        raw({ gremiumId: G1.id, gremiumName: 'Rada B', profileId: ANNA.id, functionPl: 'członek' }),
        raw({ gremiumId: G1.id, profileId: JAN.id, functionPl: 'członek' }),
      ],
      { stored: [stored] },
    );
    expect(first.report[0]!.errors.map((e) => e.code)).toEqual(['GREMIUM_MISMATCH']);
    expect(first.loaded?.pairs).toEqual([`${G1.id}|${JAN.id}`]);
    const second = run(
      plan,
      [raw({ gremiumId: G1.id, profileId: ANNA.id, functionPl: 'członek' })],
      {
        stored: [stored],
      },
    );
    expect(second.report[0]!.action).toBe('UNCHANGED');
  });
});
