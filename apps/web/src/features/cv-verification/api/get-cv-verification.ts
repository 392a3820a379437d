import { CvVerificationSchema, type CvVerification } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * `GET v1.0/public/cv/verification/{code}`: what a CV document's code stands for and whether
 * its signature holds. An unknown code is this page's own answer, not the 404 status page.
 */
export async function getCvVerification(
  code: string,
  signal?: AbortSignal,
): Promise<CvVerification> {
  const data = await api.get<unknown>(
    'profiles-api',
    `/v1.0/public/cv/verification/${encodeURIComponent(code)}`,
    { signal, redirectOnError: false, authenticate: false },
  );
  return CvVerificationSchema.parse(data);
}

export function getCvVerificationQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['cv-verification', code.replaceAll('-', '').toLowerCase()],
    queryFn: ({ signal }) => getCvVerification(code, signal),
    retry: false,
  });
}

export function useCvVerification(code: string) {
  return useQuery(getCvVerificationQueryOptions(code));
}
