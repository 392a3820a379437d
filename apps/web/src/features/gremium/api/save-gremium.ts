import type { GremiumAdmin, GremiumWriteInput } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * `POST v1.0/gremium` (no id) or `PUT v1.0/gremium/{gremiumId}`: the whole record; a 400
 * carries the field errors the form shows under its fields.
 */
export function saveGremium(input: {
  gremiumId: string | null;
  body: GremiumWriteInput;
}): Promise<GremiumAdmin> {
  return input.gremiumId === null
    ? api.post<GremiumAdmin>('profiles-api', '/v1.0/gremium', { body: input.body })
    : api.put<GremiumAdmin>(
        'profiles-api',
        `/v1.0/gremium/${encodeURIComponent(input.gremiumId)}`,
        {
          body: input.body,
        },
      );
}

/** Every gremium read (public pages, profiles' tabs, the editors' views) is refreshed after a write. */
export function useInvalidateGremia() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useSaveGremium() {
  const invalidate = useInvalidateGremia();
  return useMutation({ mutationFn: saveGremium, onSuccess: invalidate });
}
