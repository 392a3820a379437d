import type { ExpertConsentEntity, ExpertRegistration } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import {
  EXPERT_REGISTRATION_WRITES,
  getExpertRegistrationQueryOptions,
} from './get-expert-registration';

/** `DELETE v1.0/expert/consent/{entity}?confirmEnd=true`: the user confirmed the end. */
export function withdrawExpertConsent(entity: ExpertConsentEntity): Promise<ExpertRegistration> {
  return api.delete<ExpertRegistration>(
    'profiles-api',
    `/v1.0/expert/consent/${entity}?confirmEnd=true`,
  );
}

/** Ends the registration after its confirmation: every consent still given is withdrawn. */
export async function endExpertRegistration(
  entities: readonly ExpertConsentEntity[],
): Promise<ExpertRegistration | undefined> {
  let last: ExpertRegistration | undefined;
  for (const entity of entities) last = await withdrawExpertConsent(entity);
  return last;
}

export function useEndExpertRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endExpertRegistration,
    scope: EXPERT_REGISTRATION_WRITES,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getExpertRegistrationQueryOptions().queryKey }),
  });
}
