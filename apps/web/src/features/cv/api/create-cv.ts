import type { CvLanguage, CvSummary } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `POST v1.0/cv/{profileId}?language=`: a new CV, prefilled from the profile. */
export function createCv(profileId: string, language: CvLanguage): Promise<CvSummary> {
  return api.post<CvSummary>('profiles-api', `${cvPath(profileId)}?language=${language}`);
}

export function useCreateCv(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: CvLanguage) => createCv(profileId, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cvKeys.list(profileId) }),
  });
}
