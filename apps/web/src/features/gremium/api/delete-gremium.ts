import type { GremiumDeleteResult } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `DELETE v1.0/gremium/{gremiumId}`: refused (409 GREMIUM_HAS_MEMBERS_ERROR) while it has members. */
export function deleteGremium(gremiumId: string): Promise<GremiumDeleteResult> {
  return api.delete<GremiumDeleteResult>(
    'profiles-api',
    `/v1.0/gremium/${encodeURIComponent(gremiumId)}`,
    // The screen explains a refusal itself, next to the button.
    { redirectOnError: false },
  );
}

export function useDeleteGremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGremium,
    // Every other read is refreshed; the deleted body's own editors' reads are not asked
    // again (they would answer 404 while its page is still open).
    onSuccess: (_result, gremiumId) =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          !(query.queryKey[0] === 'gremium-admin' && query.queryKey[1] === gremiumId),
      }),
  });
}
