import type { FunctionImportRows } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { IMPORT_PATH, importKeys } from './keys';

export const REPORT_PAGE_SIZE = 20;

/** `GET v1.0/functionImport/{jobId}/rows`: the per-row report, optionally its errors only. */
export function getImportRows(
  jobId: string,
  page: number,
  errorsOnly: boolean,
  signal?: AbortSignal,
) {
  return api.get<FunctionImportRows>(
    'profiles-api',
    `${IMPORT_PATH}/${encodeURIComponent(jobId)}/rows?page=${page}&size=${REPORT_PAGE_SIZE}&errorsOnly=${errorsOnly}`,
    { signal },
  );
}

export function getImportRowsQueryOptions(jobId: string, page: number, errorsOnly: boolean) {
  return queryOptions({
    queryKey: importKeys.rows(jobId, page, errorsOnly),
    queryFn: ({ signal }) => getImportRows(jobId, page, errorsOnly, signal),
    placeholderData: keepPreviousData,
  });
}

export function useImportRows(jobId: string, page: number, errorsOnly: boolean) {
  return useQuery(getImportRowsQueryOptions(jobId, page, errorsOnly));
}
