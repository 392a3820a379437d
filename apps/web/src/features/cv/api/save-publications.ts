import type { CvPublicationBody, CvPublications } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `POST v1.0/cv/{cvId}/publication`: saves the publications. */
export function savePublications(cvId: string, body: CvPublicationBody): Promise<CvPublications> {
  return api.post<CvPublications>('profiles-api', `${cvPath(cvId)}/publication`, { body });
}

/** The answer is the reloaded data: it replaces the step's query. */
export function useSavePublications(cvId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CvPublicationBody) => savePublications(cvId, body),
    onSuccess: (answer) => queryClient.setQueryData(cvKeys.part(cvId, 'publications'), answer),
  });
}
