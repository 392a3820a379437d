import type { Terms, TermsAcceptance } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type { Terms, TermsAcceptance };

/** `GET v1.0/public/terms`: the current terms in both languages. */
export function getTerms(signal?: AbortSignal): Promise<Terms> {
  return api.get<Terms>('users-api', '/v1.0/public/terms', { signal, redirectOnError: false });
}

export function getTermsQueryOptions() {
  return queryOptions({
    queryKey: ['terms', 'current'],
    queryFn: ({ signal }) => getTerms(signal),
  });
}

export function useTerms() {
  return useQuery(getTermsQueryOptions());
}

/**
 * `GET v1.0/terms/acceptance`: what the logged-in account accepted (allowed before any
 * acceptance). Quiet on failure: an anonymous reader simply reads the terms.
 */
export function getTermsAcceptance(signal?: AbortSignal): Promise<TermsAcceptance> {
  return api.get<TermsAcceptance>('users-api', '/v1.0/terms/acceptance', {
    signal,
    redirectOnError: false,
  });
}

export function getTermsAcceptanceQueryOptions() {
  return queryOptions({
    queryKey: ['terms', 'acceptance'],
    queryFn: ({ signal }) => getTermsAcceptance(signal),
    retry: false,
  });
}

export function useTermsAcceptance(enabled: boolean) {
  return useQuery({ ...getTermsAcceptanceQueryOptions(), enabled });
}
