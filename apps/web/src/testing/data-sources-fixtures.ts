// Answers of the registry sync's operator API (issue 42), parsed through the contracts'
// schemas: a contract change breaks these fixtures (and so the tests) instead of letting them
// drift.
import {
  DataSourceStatusSchema,
  DataSourceStatusesSchema,
  RunChangesSchema,
  RunErrorsSchema,
  RunSchema,
  RunsSchema,
} from '@ln/contracts';
import type { DataSourceStatus, Run, RunChange, RunError } from '@ln/contracts';

export const DATA_SOURCES_API = '/api/profiles-api/v1.0/dataSources';
export const runApi = (runId: string) => `${DATA_SOURCES_API}/runs/${runId}`;

export const RUN_IDS = {
  last: '00000000-0000-4000-8000-000000004201',
  current: '00000000-0000-4000-8000-000000004202',
  started: '00000000-0000-4000-8000-000000004203',
  failed: '00000000-0000-4000-8000-000000004204',
} as const;

const OPERATOR_ID = '00000000-0000-4000-8000-0000000000aa';

/** A run; by default RAD-on's finished incremental run started by an administrator. */
export function syncRun(overrides: Partial<Run> = {}): Run {
  return RunSchema.parse({
    id: RUN_IDS.last,
    source: 'RADON',
    mode: 'INCREMENTAL',
    dryRun: false,
    state: 'SUCCEEDED',
    trigger: 'OPERATOR',
    startedBy: OPERATOR_ID,
    queuedAt: '2026-12-01T09:00:00.000Z',
    startedAt: '2026-12-01T09:00:01.000Z',
    finishedAt: '2026-12-01T09:04:00.000Z',
    progress: { done: 120, total: 120 },
    counts: { new: 3, changed: 7, unchanged: 108, withdrawn: 1, errors: 1 },
    guard: null,
    failure: null,
    ...overrides,
  });
}

/** A source; by default RAD-on, configured, idle, with its last run and schedules. */
export function dataSource(overrides: Partial<DataSourceStatus> = {}): DataSourceStatus {
  return DataSourceStatusSchema.parse({
    source: 'RADON',
    configured: true,
    state: 'SUCCEEDED',
    schedule: { full: '0 2 * * *', incremental: '0 * * * *' },
    nextRunAt: '2026-12-01T10:00:00.000Z',
    lastRun: syncRun(),
    currentRun: null,
    ...overrides,
  });
}

/** PBN without its base URL: never run, nothing scheduled. */
export const unconfiguredPbn = () =>
  dataSource({
    source: 'PBN',
    configured: false,
    state: 'IDLE',
    schedule: { full: null, incremental: null },
    nextRunAt: null,
    lastRun: null,
  });

export const dataSources = (...items: DataSourceStatus[]) =>
  DataSourceStatusesSchema.parse({ items });

function page<T>(content: T[], pageIndex = 0, size = 20) {
  return {
    content,
    page: pageIndex,
    size,
    totalElements: content.length,
    totalPages: Math.ceil(content.length / size),
  };
}

export const runsPage = (runs: Run[]) => RunsSchema.parse(page(runs, 0, 10));

export function runChange(overrides: Partial<RunChange> = {}): RunChange {
  return {
    entity: 'PERSON',
    change: 'CHANGED',
    sourceId: 'a0d6a5a4-6f1e-4b35-9bbd-000000000007',
    label: 'Jan Nowak',
    profileId: '00000000-0000-4000-8000-000000000777',
    ...overrides,
  };
}
export const changesPage = (changes: RunChange[]) => RunChangesSchema.parse(page(changes));

export function runError(overrides: Partial<RunError> = {}): RunError {
  return {
    sourceId: 'b1e7b6b5-7a2f-4c46-8cce-000000000013',
    entity: 'PERSON',
    reason: 'employment without an institution',
    at: '2026-12-01T09:02:00.000Z',
    ...overrides,
  };
}
export const errorsPage = (errors: RunError[]) => RunErrorsSchema.parse(page(errors));
