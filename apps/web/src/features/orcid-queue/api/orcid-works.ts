import type { OrcidAcceptAll, OrcidRefreshQueued, OrcidWork, OrcidWorks } from '@ln/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const enc = encodeURIComponent;
const base = (profileId: string) => `/v1.0/profile/${enc(profileId)}/orcid`;

/** A refresh job still to finish: the page asks again until it has. */
const RUNNING = new Set(['created', 'retry', 'active']);
const POLL_MS = 3000;

export const orcidWorksKey = (profileId: string) => ['owner', profileId, 'orcid'] as const;

/** `GET v1.0/profile/{profileId}/orcid/works`: the record's state and every work read. */
export function getOrcidWorksQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: orcidWorksKey(profileId),
    queryFn: ({ signal }) =>
      api.get<OrcidWorks>('profiles-api', `${base(profileId)}/works`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.refresh && RUNNING.has(query.state.data.refresh.state) ? POLL_MS : false,
  });
}

export function useOrcidWorks(profileId: string) {
  return useQuery(getOrcidWorksQueryOptions(profileId));
}

export type OrcidDecision = 'accept' | 'reject' | 'undo';

/**
 * `POST …/orcid/works/{putCode}/accept | reject | undo`. A 409 (the work is no longer in a
 * state for it, e.g. decided in another tab) is the screen's to tell (`handles: [409]`); any
 * other failure goes the app's way. Settled either way, the list is read again.
 */
export function useOrcidDecision(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ putCode, action }: { putCode: string; action: OrcidDecision }) =>
      api.post<OrcidWork>('profiles-api', `${base(profileId)}/works/${enc(putCode)}/${action}`, {
        handles: [409],
      }),
    onSuccess: (work) =>
      queryClient.setQueryData<OrcidWorks>(orcidWorksKey(profileId), (data) =>
        data
          ? {
              ...data,
              items: data.items.map((item) => (item.putCode === work.putCode ? work : item)),
            }
          : data,
      ),
    onSettled: () => invalidate(queryClient, profileId),
  });
}

/** `POST …/orcid/works/acceptAll`: every pending work with a title. */
export function useOrcidAcceptAll(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<OrcidAcceptAll>('profiles-api', `${base(profileId)}/works/acceptAll`),
    onSettled: () => invalidate(queryClient, profileId),
  });
}

/** `POST …/orcid/refresh`: queues a refresh (202; `queued: false`, one already waits). */
export function useOrcidRefresh(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<OrcidRefreshQueued>('profiles-api', `${base(profileId)}/refresh`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orcidWorksKey(profileId) }),
  });
}

/** A decision changes the owner's publications too (an accepted work is one). */
async function invalidate(queryClient: ReturnType<typeof useQueryClient>, profileId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['owner'] }),
    queryClient.invalidateQueries({ queryKey: ['profiles', profileId] }),
  ]);
}
