import { CvVerificationCodesSchema, type CvVerificationCodes } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `POST v1.0/cv/{cvId}/verificationCodes/{code}/revoke`: the verify page then says "revoked". */
export async function revokeVerificationCode(
  cvId: string,
  code: string,
): Promise<CvVerificationCodes> {
  const data = await api.post<unknown>(
    'profiles-api',
    `${cvPath(cvId)}/verificationCodes/${encodeURIComponent(code)}/revoke`,
  );
  return CvVerificationCodesSchema.parse(data);
}

export function useRevokeVerificationCode(cvId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => revokeVerificationCode(cvId, code),
    onSuccess: (codes) => queryClient.setQueryData(cvKeys.part(cvId, 'verificationCodes'), codes),
  });
}
