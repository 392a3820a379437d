import type { FunctionWriteInput, MembershipWriteInput } from '@ln/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { gremiumEntriesPath } from './get-gremium-entries';
import { useInvalidateGremia } from './save-gremium';

export type SaveGremiumEntryInput =
  | { kind: 'memberships'; gremiumId: string; entryId: string | null; body: MembershipWriteInput }
  | { kind: 'functions'; gremiumId: string; entryId: string | null; body: FunctionWriteInput };

/**
 * `POST v1.0/gremium/{gremiumId}/memberships|functions` (a new entry) or `PUT …/{entryId}`;
 * a 400 carries the field errors (`terms.0.toYear`, `periods.0.dateFrom`, …).
 */
export function saveGremiumEntry(input: SaveGremiumEntryInput): Promise<unknown> {
  const path = gremiumEntriesPath(input.gremiumId, input.kind);
  return input.entryId === null
    ? api.post('profiles-api', path, { body: input.body })
    : api.put('profiles-api', `${path}/${encodeURIComponent(input.entryId)}`, { body: input.body });
}

export function useSaveGremiumEntry() {
  const invalidate = useInvalidateGremia();
  return useMutation({ mutationFn: saveGremiumEntry, onSuccess: invalidate });
}
