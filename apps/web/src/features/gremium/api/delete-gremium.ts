import type { GremiumDeleteResult } from '@ln/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { useInvalidateGremia } from './save-gremium';

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
  const invalidate = useInvalidateGremia();
  return useMutation({ mutationFn: deleteGremium, onSuccess: invalidate });
}
