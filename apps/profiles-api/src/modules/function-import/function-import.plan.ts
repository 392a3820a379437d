import type { FunctionImportRowError } from '@ln/contracts';
import {
  checkRow,
  decideRow,
  functionKey,
  rowError,
  type CheckedRow,
  type PlannedFunction,
} from './function-import.fns.js';
import type { RawRow } from './function-import.parse.js';

/**
 * The plan of an import (decision 026): what each row of the file does, decided chunk by
 * chunk against what the earlier chunks decided. Pure: the service looks up what a chunk
 * asks for (bodies, people, stored functions) and hands the answers in; the plan keeps only
 * what later rows need (the bodies met, the functions as the file leaves them, the periods
 * seen), never the rows themselves, so a file streams through it.
 */

export interface Gremium {
  id: string;
  name: string;
  source: string;
}

/** A person found for a row (the PESEL's keyed hash when the file named the person by one). */
export interface PersonHit {
  id: string;
  firstName: string;
  surname: string;
  orcid: string | null;
  peselHash: Uint8Array | null;
}

/** A row of the per-row report, as stored (the PESEL of the file is never among its values). */
export interface ReportRow {
  rowNumber: number;
  action: 'CREATE' | 'UPDATE' | 'UNCHANGED' | 'ERROR';
  gremiumId: string | null;
  gremiumName: string | null;
  profileId: string | null;
  personName: string | null;
  functionPl: string | null;
  functionEn: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  errors: FunctionImportRowError[];
}

export interface PlanCounts {
  rowsProcessed: number;
  rowsCreated: number;
  rowsUpdated: number;
  rowsUnchanged: number;
  rowsFailed: number;
}

/** A function the chunk changes, as it is to be written, with its holder's name. */
export interface PlannedChange {
  key: string;
  fn: PlannedFunction;
  holder: { firstName: string; surname: string };
}

/** A chunk's rows, checked, and what must be looked up before they can be decided. */
export interface CheckedChunk {
  rows: Array<{ raw: RawRow; row: CheckedRow | null; errors: FunctionImportRowError[] }>;
  /** Bodies not met in an earlier chunk. */
  gremiumIds: string[];
  gremiumNames: string[];
  /** The people the rows name. */
  people: { ids: string[]; orcids: string[]; peselHashes: Buffer[] };
}

interface ResolvedRow {
  raw: RawRow;
  row: CheckedRow | null;
  errors: FunctionImportRowError[];
  gremium: Gremium | null;
  person: PersonHit | undefined;
}

export interface ResolvedChunk {
  rows: ResolvedRow[];
  /** The (body, holder) pairs whose stored functions are not loaded yet; null when none. */
  load: { gremiumIds: string[]; profileIds: string[]; pairs: string[] } | null;
}

const unique = <T>(items: T[]) => [...new Set(items)];

export function createImportPlan(deps: {
  /** PESEL_HASH_KEY's keyed hash, or null without the key (then a PESEL finds no one). */
  peselHash: (pesel: string) => Buffer | null;
}) {
  const gremiaById = new Map<string, Gremium | null>();
  const gremiaByName = new Map<string, Gremium[]>();
  const functions = new Map<string, PlannedFunction>();
  const loadedPairs = new Set<string>();
  /** `functionKey|dateFrom` → the row that first named that period. */
  const seenPeriods = new Map<string, number>();
  const counts: PlanCounts = {
    rowsProcessed: 0,
    rowsCreated: 0,
    rowsUpdated: 0,
    rowsUnchanged: 0,
    rowsFailed: 0,
  };

  /** The body a row names, or its errors (unknown, ambiguous, mismatched, read-only). */
  function gremiumOf(row: CheckedRow, errors: FunctionImportRowError[]): Gremium | null {
    const fromId = row.gremiumId ? gremiaById.get(row.gremiumId) : undefined;
    const fromName = row.gremiumName ? gremiaByName.get(row.gremiumName) : undefined;
    if (row.gremiumId && !fromId)
      errors.push(
        rowError('gremiumId', 'UNKNOWN_GREMIUM', 'no gremium has this id', row.gremiumId),
      );
    if (row.gremiumName && fromName?.length === 0)
      errors.push(
        rowError(
          'gremiumName',
          'UNKNOWN_GREMIUM',
          'no gremium has exactly this name',
          row.gremiumName,
        ),
      );
    if (row.gremiumName && !row.gremiumId && (fromName?.length ?? 0) > 1)
      errors.push(
        rowError(
          'gremiumName',
          'AMBIGUOUS_GREMIUM',
          'several gremia have this name: give gremiumId',
          row.gremiumName,
        ),
      );
    if (fromId && fromName?.length && !fromName.some((g) => g.id === fromId.id))
      errors.push(
        rowError(
          'gremiumName',
          'GREMIUM_MISMATCH',
          'names another gremium than gremiumId',
          row.gremiumName,
        ),
      );
    const gremium = fromId ?? (fromName?.length === 1 ? fromName[0]! : null);
    if (gremium && errors.length === 0 && gremium.source !== 'USER')
      errors.push(
        rowError(
          row.gremiumId ? 'gremiumId' : 'gremiumName',
          'STATE_SYSTEM_GREMIUM',
          'this gremium comes from a state system: it is read-only',
          row.gremiumId ?? row.gremiumName,
        ),
      );
    return gremium;
  }

  /**
   * The report's view of a row. A person named by PESEL is not shown (issue 41 #6): the
   * operator needs to know that the row matched, not whose the number is.
   */
  function reportBase(r: ResolvedRow) {
    const shown = r.person && r.row?.person.kind !== 'pesel' ? r.person : null;
    return {
      rowNumber: r.raw.rowNumber,
      gremiumId: r.gremium?.id ?? null,
      gremiumName: r.gremium?.name ?? null,
      profileId: shown?.id ?? null,
      personName: shown ? `${shown.firstName} ${shown.surname}` : null,
      functionPl: r.raw.values.functionPl ?? null,
      functionEn: r.raw.values.functionEn ?? null,
      dateFrom: r.row?.dateFrom ?? null,
      dateTo: r.row?.dateTo ?? null,
    };
  }

  return {
    counts,

    /** The cell rules of each row, and the bodies and people the chunk names. */
    check(raws: RawRow[]): CheckedChunk {
      const rows = raws.map((raw) => ({ raw, ...checkRow(raw) }));
      const ok = rows.flatMap((c) => (c.row ? [c.row] : []));
      return {
        rows,
        gremiumIds: unique(ok.flatMap((r) => (r.gremiumId ? [r.gremiumId] : []))).filter(
          (id) => !gremiaById.has(id),
        ),
        gremiumNames: unique(ok.flatMap((r) => (r.gremiumName ? [r.gremiumName] : []))).filter(
          (name) => !gremiaByName.has(name),
        ),
        people: {
          ids: ok.flatMap((r) => (r.person.kind === 'profileId' ? [r.person.value] : [])),
          orcids: ok.flatMap((r) => (r.person.kind === 'orcid' ? [r.person.value] : [])),
          peselHashes: ok.flatMap((r) => {
            const hash = r.person.kind === 'pesel' ? deps.peselHash(r.person.value) : null;
            return hash ? [hash] : [];
          }),
        },
      };
    },

    /** The bodies found for a chunk's `gremiumIds` and `gremiumNames` (absent: unknown). */
    addGremia(chunk: CheckedChunk, byId: Gremium[], byName: Gremium[]) {
      for (const id of chunk.gremiumIds) gremiaById.set(id, byId.find((g) => g.id === id) ?? null);
      for (const name of chunk.gremiumNames)
        gremiaByName.set(
          name,
          byName.filter((g) => g.name === name),
        );
    },

    /** Each row with its body and holder, or its errors; the pairs still to load. */
    resolve(chunk: CheckedChunk, people: PersonHit[]): ResolvedChunk {
      const findPerson = (row: CheckedRow): PersonHit | undefined => {
        const { kind, value } = row.person;
        if (kind === 'profileId') return people.find((p) => p.id === value);
        if (kind === 'orcid') return people.find((p) => p.orcid === value);
        const hash = deps.peselHash(value);
        return hash ? people.find((p) => p.peselHash && hash.equals(p.peselHash)) : undefined;
      };
      const rows = chunk.rows.map(({ raw, row, errors }): ResolvedRow => {
        const errs = [...errors];
        if (!row) return { raw, row, errors: errs, gremium: null, person: undefined };
        const gremium = gremiumOf(row, errs);
        const person = findPerson(row);
        if (!person)
          errs.push(
            rowError(
              row.person.kind,
              'UNKNOWN_PERSON',
              `no profile has this ${row.person.kind === 'pesel' ? 'PESEL' : row.person.kind}`,
              row.person.value,
            ),
          );
        return { raw, row, errors: errs, gremium, person };
      });
      const needed = rows.flatMap((r) =>
        r.row && r.gremium && r.person && r.errors.length === 0
          ? [{ gremiumId: r.gremium.id, profileId: r.person.id }]
          : [],
      );
      const pairs = unique(needed.map((p) => `${p.gremiumId}|${p.profileId}`)).filter(
        (pair) => !loadedPairs.has(pair),
      );
      const pending = new Set(pairs);
      const toLoad = needed.filter((p) => pending.has(`${p.gremiumId}|${p.profileId}`));
      return {
        rows,
        load: pairs.length
          ? {
              gremiumIds: unique(toLoad.map((p) => p.gremiumId)),
              profileIds: unique(toLoad.map((p) => p.profileId)),
              pairs,
            }
          : null,
      };
    },

    /** The stored functions of the pairs `resolve` asked for. */
    addStored(chunk: ResolvedChunk, stored: PlannedFunction[]) {
      for (const fn of stored) {
        const key = functionKey(fn.gremiumId, fn.profileId, fn.functionPl);
        if (!functions.has(key)) functions.set(key, fn);
      }
      for (const pair of chunk.load?.pairs ?? []) loadedPairs.add(pair);
    },

    /**
     * What each row does, in file order: its report row, and the functions the chunk changes
     * (each once, as the chunk leaves it). A period is identified by its start date, so the
     * same file read again leaves everything unchanged.
     */
    decide(chunk: ResolvedChunk): { report: ReportRow[]; changes: PlannedChange[] } {
      const changes = new Map<string, PlannedChange>();
      const report = chunk.rows.map((r): ReportRow => {
        const base = reportBase(r);
        const { row, gremium, person } = r;
        const failed = (errors: FunctionImportRowError[]): ReportRow => {
          counts.rowsFailed += 1;
          return { ...base, action: 'ERROR', errors };
        };
        if (!row || !gremium || !person || r.errors.length > 0) return failed(r.errors);
        const key = functionKey(gremium.id, person.id, row.functionPl);
        const first = seenPeriods.get(`${key}|${row.dateFrom}`);
        if (first !== undefined)
          return failed([
            rowError(
              'row',
              'DUPLICATE_ROW',
              `repeats row ${first} (the same function and start date)`,
            ),
          ]);
        seenPeriods.set(`${key}|${row.dateFrom}`, r.raw.rowNumber);
        const { decision, next } = decideRow(functions.get(key), {
          gremiumId: gremium.id,
          profileId: person.id,
          functionPl: row.functionPl,
          functionEn: row.functionEn,
          dateFrom: row.dateFrom,
          dateTo: row.dateTo,
        });
        if (decision.action === 'ERROR') return failed([decision.error]);
        if (decision.action === 'CREATE') counts.rowsCreated += 1;
        else if (decision.action === 'UPDATE') counts.rowsUpdated += 1;
        else counts.rowsUnchanged += 1;
        if (decision.action !== 'UNCHANGED') {
          functions.set(key, next);
          changes.set(key, {
            key,
            fn: next,
            holder: { firstName: person.firstName, surname: person.surname },
          });
        }
        return { ...base, action: decision.action, errors: [] };
      });
      counts.rowsProcessed += chunk.rows.length;
      return { report, changes: [...changes.values()] };
    },

    /** A new function was written under `functionId`: later rows of it update that one. */
    created(key: string, functionId: string) {
      const fn = functions.get(key);
      if (fn) functions.set(key, { ...fn, functionId });
    },
  };
}

export type ImportPlan = ReturnType<typeof createImportPlan>;
