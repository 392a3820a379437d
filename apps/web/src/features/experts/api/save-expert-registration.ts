import type { ExpertRegistration, ExpertRegistrationBody } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import {
  EXPERT_REGISTRATION_WRITES,
  getExpertRegistrationQueryOptions,
} from './get-expert-registration';

/** `PUT v1.0/expert/registration`: join, renew or update (consents, contact, disciplines). */
export function saveExpertRegistration(body: ExpertRegistrationBody): Promise<ExpertRegistration> {
  return api.put<ExpertRegistration>('profiles-api', '/v1.0/expert/registration', { body });
}

export function useSaveExpertRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExpertRegistration,
    scope: EXPERT_REGISTRATION_WRITES,
    onSuccess: (registration) =>
      queryClient.setQueryData(getExpertRegistrationQueryOptions().queryKey, registration),
  });
}
