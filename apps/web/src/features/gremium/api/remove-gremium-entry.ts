import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { gremiumEntriesPath, type GremiumEntryKind } from './get-gremium-entries';
import { useInvalidateGremia } from './save-gremium';

/** `DELETE v1.0/gremium/{gremiumId}/memberships|functions/{entryId}`. */
export function removeGremiumEntry(input: {
  kind: GremiumEntryKind;
  gremiumId: string;
  entryId: string;
}): Promise<unknown> {
  return api.delete(
    'profiles-api',
    `${gremiumEntriesPath(input.gremiumId, input.kind)}/${encodeURIComponent(input.entryId)}`,
  );
}

export function useRemoveGremiumEntry() {
  const invalidate = useInvalidateGremia();
  return useMutation({ mutationFn: removeGremiumEntry, onSuccess: invalidate });
}
