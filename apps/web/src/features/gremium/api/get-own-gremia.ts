import type { OwnGremia } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET v1.0/profile/{profileId}/ownGremia`: the bodies the owner added themselves. */
export function getOwnGremia(profileId: string, signal?: AbortSignal): Promise<OwnGremia> {
  return api.get<OwnGremia>(
    'profiles-api',
    `/v1.0/profile/${encodeURIComponent(profileId)}/ownGremia`,
    { signal },
  );
}

export function getOwnGremiaQueryOptions(profileId: string) {
  return queryOptions({
    // Under the editors' key, so every gremium write refreshes it.
    queryKey: ['gremium-admin', 'own', profileId],
    queryFn: ({ signal }) => getOwnGremia(profileId, signal),
  });
}

/** `profileId` null: not asked (no profile, or the caller is not one who adds bodies). */
export function useOwnGremia(profileId: string | null) {
  return useQuery({ ...getOwnGremiaQueryOptions(profileId ?? ''), enabled: profileId !== null });
}
