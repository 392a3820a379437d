import type { AuditLogPage } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type { AuditLogPage };

export type AuditEntry = AuditLogPage['content'][number];

export interface AuditLogParams {
  /** Zero-based. */
  page: number;
  size: number;
  targetId?: string | undefined;
  actorUserId?: string | undefined;
  action?: string | undefined;
}

/** `GET v1.0/auditLog` (beside the spec, ADMIN): newest first, filtered, paged. */
export function getAuditLog(params: AuditLogParams, signal?: AbortSignal): Promise<AuditLogPage> {
  const search = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  if (params.targetId) search.set('targetId', params.targetId);
  if (params.actorUserId) search.set('actorUserId', params.actorUserId);
  if (params.action) search.set('action', params.action);
  return api.get<AuditLogPage>('users-api', `/v1.0/auditLog?${search.toString()}`, { signal });
}

export function getAuditLogQueryOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: ['audit', 'log', params],
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(params: AuditLogParams, enabled = true) {
  return useQuery({ ...getAuditLogQueryOptions(params), enabled });
}
