import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { TermsAcceptance } from './get-terms';
import { getTermsAcceptanceQueryOptions } from './get-terms';

/** `POST v1.0/terms/acceptance` {version}: accepts the current terms. */
export function acceptTerms(version: number): Promise<TermsAcceptance> {
  return api.post<TermsAcceptance>('users-api', '/v1.0/terms/acceptance', {
    body: { version },
  });
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (acceptance) =>
      queryClient.setQueryData(getTermsAcceptanceQueryOptions().queryKey, acceptance),
  });
}
