import type { DataSourceName } from '@ln/contracts';

/** The calls of the registry sync's operator screen (issue 42) and their query keys. */
export const DATA_SOURCES_PATH = '/v1.0/dataSources';
export const dataSourceKeys = {
  all: ['data-sources'] as const,
  sources: () => ['data-sources', 'sources'] as const,
  runs: (source: DataSourceName) => ['data-sources', 'runs', source] as const,
  runsPage: (source: DataSourceName, page: number) =>
    ['data-sources', 'runs', source, page] as const,
  run: (runId: string) => ['data-sources', 'run', runId] as const,
  changes: (runId: string, page: number) => ['data-sources', 'changes', runId, page] as const,
  errors: (runId: string, page: number) => ['data-sources', 'errors', runId, page] as const,
};

export const runPath = (runId: string) => `${DATA_SOURCES_PATH}/runs/${encodeURIComponent(runId)}`;
