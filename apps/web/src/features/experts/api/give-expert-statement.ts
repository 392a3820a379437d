import type { ExpertRegistration } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import {
  EXPERT_REGISTRATION_WRITES,
  getExpertRegistrationQueryOptions,
} from './get-expert-registration';

export interface GiveStatement {
  statementCode: string;
  contestId: string;
  version: number;
}

/** `PUT v1.0/expert/statement/{statementCode}` {contestId, version}. */
export function giveExpertStatement({
  statementCode,
  contestId,
  version,
}: GiveStatement): Promise<ExpertRegistration> {
  return api.put<ExpertRegistration>(
    'profiles-api',
    `/v1.0/expert/statement/${encodeURIComponent(statementCode)}`,
    // A changed text (409) is the screen's own to show (§8: no unexpected-error dialog).
    { body: { contestId, version }, handles: [409] },
  );
}

export function useGiveExpertStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveExpertStatement,
    scope: EXPERT_REGISTRATION_WRITES,
    onSuccess: (registration) =>
      queryClient.setQueryData(getExpertRegistrationQueryOptions().queryKey, registration),
    // A changed text (409) is shown again from a fresh read.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: getExpertRegistrationQueryOptions().queryKey }),
  });
}
