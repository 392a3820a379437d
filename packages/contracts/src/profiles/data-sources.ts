// Contracts of the registry sync's operator calls (issue 42; ADMIN, accounts-and-platform §6):
// the data sources (RAD-on/POL-on and PBN), their runs, each run's errors and changes, and
// the removal guard's confirmation. The spec shows no calls; they stand beside the function
// import in its style (docs/decisions/039-registry-sync.md, docs/registries.md).
import { z } from 'zod';
import { PageQuerySchema, pageOf, UuidSchema } from './common.js';

export const DATA_SOURCES = ['RADON', 'PBN'] as const;
export const DataSourceNameSchema = z.enum(DATA_SOURCES);
export type DataSourceName = z.infer<typeof DataSourceNameSchema>;

export const RunModeSchema = z.enum(['FULL', 'INCREMENTAL']);
export type RunMode = z.infer<typeof RunModeSchema>;

export const RUN_STATES = [
  'QUEUED',
  'RUNNING',
  'AWAITING_CONFIRMATION',
  'SUCCEEDED',
  'FAILED',
  'CANCELLED',
] as const;
export const RunStateSchema = z.enum(RUN_STATES);
export type RunState = z.infer<typeof RunStateSchema>;
/** The states of a run that is not over: at most one such run per source. */
export const ACTIVE_RUN_STATES: readonly RunState[] = [
  'QUEUED',
  'RUNNING',
  'AWAITING_CONFIRMATION',
];

export const RunTriggerSchema = z.enum(['SCHEDULE', 'OPERATOR']);
export type RunTrigger = z.infer<typeof RunTriggerSchema>;

export const SyncEntitySchema = z.enum(['PERSON', 'PUBLICATION', 'INSTITUTION']);
export type SyncEntity = z.infer<typeof SyncEntitySchema>;

export const RunCountsSchema = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  withdrawn: z.number().int(),
  errors: z.number().int(),
});
export type RunCounts = z.infer<typeof RunCountsSchema>;

/**
 * What the removal guard saw when it stopped a run (state AWAITING_CONFIRMATION), or, for a dry
 * run, the figures at which a real run would have stopped (the dry run goes on and withdraws
 * nothing).
 */
export const RunGuardSchema = z.object({
  wouldWithdraw: z.number().int(),
  total: z.number().int(),
  /** wouldWithdraw / total, 0..1. */
  share: z.number(),
  /** The share above which a run waits for the operator (REGISTRY_SYNC_REMOVAL_GUARD_SHARE). */
  threshold: z.number(),
});
export type RunGuard = z.infer<typeof RunGuardSchema>;

export const RunSchema = z.object({
  id: UuidSchema,
  source: DataSourceNameSchema,
  mode: RunModeSchema,
  dryRun: z.boolean(),
  state: RunStateSchema,
  trigger: RunTriggerSchema,
  /** The operator who started it (null: the schedule, or an account since deleted). */
  startedBy: UuidSchema.nullable(),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Records read so far of those expected (null until the source says). */
  progress: z.object({ done: z.number().int(), total: z.number().int().nullable() }),
  counts: RunCountsSchema,
  guard: RunGuardSchema.nullable(),
  /** A short reason when FAILED: never a PESEL, a secret or a registry's answer. */
  failure: z.string().nullable(),
});
export type Run = z.infer<typeof RunSchema>;

export const DataSourceStatusSchema = z.object({
  source: DataSourceNameSchema,
  /** False when its base URL (RADON_BASE_URL, PBN_BASE_URL) is unset: it is never read. */
  configured: z.boolean(),
  /** Of the current run, else of the last one; IDLE when there was none. */
  state: z.enum(['IDLE', ...RUN_STATES]),
  /** Cron expressions (Europe/Warsaw) of the scheduled runs; null when none. */
  schedule: z.object({ full: z.string().nullable(), incremental: z.string().nullable() }),
  nextRunAt: z.string().nullable(),
  /** The last finished run. */
  lastRun: RunSchema.nullable(),
  /** The run queued, running or awaiting confirmation. */
  currentRun: RunSchema.nullable(),
});
export type DataSourceStatus = z.infer<typeof DataSourceStatusSchema>;

export const DataSourceStatusesSchema = z.object({ items: z.array(DataSourceStatusSchema) });
export type DataSourceStatuses = z.infer<typeof DataSourceStatusesSchema>;

export const RunErrorSchema = z.object({
  sourceId: z.string(),
  entity: SyncEntitySchema,
  reason: z.string(),
  at: z.string(),
});
export type RunError = z.infer<typeof RunErrorSchema>;

export const RunChangeKindSchema = z.enum(['NEW', 'CHANGED', 'WITHDRAWN']);
export type RunChangeKind = z.infer<typeof RunChangeKindSchema>;

export const RunChangeSchema = z.object({
  entity: SyncEntitySchema,
  change: RunChangeKindSchema,
  sourceId: z.string(),
  /** The person's name, the institution's or the publication's title. */
  label: z.string(),
  /** The profile concerned (null for an institution, or a new person of a dry run). */
  profileId: UuidSchema.nullable(),
});
export type RunChange = z.infer<typeof RunChangeSchema>;

export const RunsSchema = pageOf(RunSchema);
export type Runs = z.infer<typeof RunsSchema>;
export const RunErrorsSchema = pageOf(RunErrorSchema);
export type RunErrors = z.infer<typeof RunErrorsSchema>;
export const RunChangesSchema = pageOf(RunChangeSchema);
export type RunChanges = z.infer<typeof RunChangesSchema>;

export const DataSourceParamsSchema = z.object({ source: DataSourceNameSchema });
export const RunParamsSchema = z.object({ runId: UuidSchema });
export const RunsQuerySchema = PageQuerySchema;

export const StartRunBodySchema = z
  .object({
    mode: RunModeSchema.default('INCREMENTAL'),
    /** Read and compare everything, record what would change, write no facts. */
    dryRun: z.boolean().default(false),
  })
  .strict();
export type StartRunBody = z.infer<typeof StartRunBodySchema>;

export const DATA_SOURCE_ERROR_CODES = {
  /** A run of the source is queued, running or awaiting confirmation. */
  RUN_IN_PROGRESS: 'RUN_IN_PROGRESS',
  /** The source's base URL is not set. */
  SOURCE_NOT_CONFIGURED: 'SOURCE_NOT_CONFIGURED',
  /** Only a run the removal guard stopped can be confirmed. */
  RUN_NOT_AWAITING: 'RUN_NOT_AWAITING',
  /** A finished run cannot be cancelled. */
  RUN_FINISHED: 'RUN_FINISHED',
  DATA_SOURCE_RUN_NOT_FOUND: 'DATA_SOURCE_RUN_NOT_FOUND',
} as const;

export const DATA_SOURCE_AUDIT_ACTIONS = {
  started: 'REGISTRY_SYNC_STARTED',
  confirmed: 'REGISTRY_SYNC_CONFIRMED',
  cancelled: 'REGISTRY_SYNC_CANCELLED',
  /** One entry per page that wrote facts: what it wrote (counts and profile ids). */
  applied: 'REGISTRY_SYNC_APPLIED',
  /** A person the source no longer holds: withdrawn from public view, kept. */
  withdrawn: 'REGISTRY_SYNC_WITHDRAWN',
} as const;
