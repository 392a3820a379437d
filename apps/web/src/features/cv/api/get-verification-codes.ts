import { CvVerificationCodesSchema, type CvVerificationCodes } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `GET v1.0/cv/{cvId}/verificationCodes`: the codes the CV's documents carry, newest first. */
export async function getVerificationCodes(
  cvId: string,
  signal?: AbortSignal,
): Promise<CvVerificationCodes> {
  const data = await api.get<unknown>('profiles-api', `${cvPath(cvId)}/verificationCodes`, {
    signal,
  });
  return CvVerificationCodesSchema.parse(data);
}

export function getVerificationCodesQueryOptions(cvId: string) {
  return queryOptions({
    queryKey: cvKeys.part(cvId, 'verificationCodes'),
    queryFn: ({ signal }) => getVerificationCodes(cvId, signal),
  });
}

export function useVerificationCodes(cvId: string) {
  return useQuery(getVerificationCodesQueryOptions(cvId));
}
