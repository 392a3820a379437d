import type { Tx } from '@ln/db';
import type { RegistrySource } from '@ln/registry';
import type { RunChangeKind, RunMode, SyncEntity } from '@ln/contracts';

/**
 * How a registry plugs into the sync (docs/registries.md "Plugging a source in"; decision 039).
 *
 * A source is a list of **phases** run in order (RAD-on: the PBN identity links, institutions,
 * the scientist register, the employees). A phase reads its registry as pages, each with a
 * checkpoint, and applies each page; the run framework (`registry-sync.worker.ts`) does the
 * rest, the same for every source:
 *
 * - it opens one transaction per page, calls `apply(tx, page, ctx)` in it, and in the same
 *   transaction records the page's changes, errors and seen source ids, adds the counts and
 *   stores the page's checkpoint as the run's. A crash loses at most the page being written;
 *   the run resumes with `read({ from: <that checkpoint> })`, so the end state equals an
 *   uninterrupted run's;
 * - a **dry run** takes the same path: `apply` is called with `ctx.dryRun` true, decides as
 *   ever and reports its changes, but writes no facts (no portal rows, no provenance, no
 *   outbox, no audit); the framework records the changes as what would change;
 * - **removals**: after a phase whose `withdraws` is set has been read completely (a FULL run
 *   and `read.complete()`: RAD-on's `stats.missing === 0`), the framework lists the stored
 *   records of the phase's `recordEntity` that the run did not see, applies the removal guard
 *   (more than the threshold share: the run stops before writing, AWAITING_CONFIRMATION) and
 *   then calls `withdraw(tx, records, ctx)` a page at a time;
 * - counts, progress, the per-source single run, schedules, audit of the run itself.
 *
 * A phase must be idempotent per record: it compares the record's `contentHash` with the
 * stored one (`ctx.storedHashes`) and writes nothing for an equal one, and it never
 * overwrites what the owner wrote (decision 039, "Provenance").
 */
export interface SourceRunner {
  source: RegistrySource;
  phases: SyncPhase[];
}

export interface SyncPhase<R = unknown> {
  /** Unique within the source; the key of its checkpoint and incremental cursor. */
  name: string;
  /** The entity of its changes and errors on the operator's screen. */
  entity: SyncEntity;
  /** The `registry_record.entity` its records are stored under (for the removal guard). */
  recordEntity: string;
  /** Whether a complete full read withdraws the stored records it did not see. */
  withdraws: boolean;
  /**
   * Records written in one transaction (default 500): the framework joins the read's pages up
   * to it, and reads the next batch while one is written.
   */
  batchRecords?: number;
  /** Whether an INCREMENTAL run runs this phase (a small list may be read whole each time). */
  incremental?: boolean;
  read(options: PhaseReadOptions): PhaseRead<R>;
  apply(tx: Tx, page: PhasePage<R>, ctx: ApplyContext): Promise<PageOutcome>;
  withdraw?(tx: Tx, records: StoredRecord[], ctx: ApplyContext): Promise<PageOutcome>;
}

export interface PhaseReadOptions {
  mode: RunMode;
  /** The checkpoint of the last page this run wrote (a resumed run), else null. */
  from: string | null;
  /** An INCREMENTAL run that did not resume: where the last completed run of the phase ended. */
  since: string | null;
  signal: AbortSignal;
}

export interface PhasePage<R> {
  records: R[];
  /** Where to resume after this page; null when the client has none (then resume reads again). */
  checkpoint: string | null;
  /** Records the registry says the read holds, if it says (progress, completeness). */
  total: number | null;
}

export interface PhaseRead<R> extends AsyncIterable<PhasePage<R>> {
  /** After the loop: whether the read saw every record of the source (only then withdraw). */
  complete(): boolean;
}

export interface ApplyContext {
  runId: string;
  dryRun: boolean;
  /** The stored content hashes of these records (source ids absent: new to the portal). */
  storedHashes(recordEntity: string, sourceIds: string[], tx: Tx): Promise<Map<string, string>>;
}

export interface ChangeEntry {
  change: RunChangeKind;
  sourceId: string;
  label: string;
  profileId: string | null;
  /** Defaults to the phase's entity. */
  entity?: SyncEntity;
}

export interface ErrorEntry {
  sourceId: string;
  reason: string;
  entity?: SyncEntity;
}

/** What one page did (or, in a dry run, would do). */
export interface PageOutcome {
  new: number;
  changed: number;
  unchanged: number;
  withdrawn: number;
  changes: ChangeEntry[];
  errors: ErrorEntry[];
  /** The source ids the page held (the removal guard counts what was not seen). */
  seen: string[];
  /** Profiles whose facts the page wrote (one audit entry names them). */
  profileIds: string[];
}

export interface StoredRecord {
  sourceId: string;
  targetId: string | null;
  label: string;
}

export const emptyOutcome = (): PageOutcome => ({
  new: 0,
  changed: 0,
  unchanged: 0,
  withdrawn: 0,
  changes: [],
  errors: [],
  seen: [],
  profileIds: [],
});
