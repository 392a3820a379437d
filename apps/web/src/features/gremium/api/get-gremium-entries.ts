import type { GremiumAdminFunction, GremiumAdminMembership } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** The two lists of a body its editors manage. */
export type GremiumEntryKind = 'memberships' | 'functions';
export interface GremiumEntries {
  memberships: GremiumAdminMembership[];
  functions: GremiumAdminFunction[];
}

export const gremiumEntriesPath = (gremiumId: string, kind: GremiumEntryKind) =>
  `/v1.0/gremium/${encodeURIComponent(gremiumId)}/${kind}`;

/** `GET v1.0/gremium/{gremiumId}/memberships|functions`: every entry, hidden profiles flagged. */
export function getGremiumEntries<K extends GremiumEntryKind>(
  gremiumId: string,
  kind: K,
  signal?: AbortSignal,
): Promise<GremiumEntries[K]> {
  return api.get<GremiumEntries[K]>('profiles-api', gremiumEntriesPath(gremiumId, kind), {
    signal,
  });
}

export function getGremiumEntriesQueryOptions<K extends GremiumEntryKind>(
  gremiumId: string,
  kind: K,
) {
  return queryOptions({
    queryKey: ['gremium-admin', gremiumId, kind],
    queryFn: ({ signal }) => getGremiumEntries(gremiumId, kind, signal),
  });
}

export function useGremiumEntries<K extends GremiumEntryKind>(gremiumId: string, kind: K) {
  return useQuery(getGremiumEntriesQueryOptions(gremiumId, kind));
}
