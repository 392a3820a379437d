/** The calls of the function import (decision 026) and their query keys. */
export const IMPORT_PATH = '/v1.0/functionImport';
export const importKeys = {
  all: ['function-import'] as const,
  jobs: (page: number) => ['function-import', 'jobs', page] as const,
  job: (jobId: string) => ['function-import', 'job', jobId] as const,
  rows: (jobId: string, page: number, errorsOnly: boolean) =>
    ['function-import', 'rows', jobId, page, errorsOnly] as const,
};
