import type { CvQualificationBody, CvQualifications } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `POST v1.0/cv/{cvId}/qualification`: saves the qualifications. */
export function saveQualification(
  cvId: string,
  body: CvQualificationBody,
): Promise<CvQualifications> {
  return api.post<CvQualifications>('profiles-api', `${cvPath(cvId)}/qualification`, { body });
}

/** The answer is the reloaded data: it replaces the step's query. */
export function useSaveQualification(cvId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CvQualificationBody) => saveQualification(cvId, body),
    onSuccess: (answer) => queryClient.setQueryData(cvKeys.part(cvId, 'qualifications'), answer),
  });
}
