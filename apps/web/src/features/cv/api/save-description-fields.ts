import type { CvDescriptionFieldsBody, CvDescriptionFields } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `POST v1.0/cv/{cvId}/descriptionFields`: saves the descriptive part. */
export function saveDescriptionFields(
  cvId: string,
  body: CvDescriptionFieldsBody,
): Promise<CvDescriptionFields> {
  return api.post<CvDescriptionFields>('profiles-api', `${cvPath(cvId)}/descriptionFields`, {
    body,
  });
}

/** The answer is the reloaded data: it replaces the step's query. */
export function useSaveDescriptionFields(cvId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CvDescriptionFieldsBody) => saveDescriptionFields(cvId, body),
    onSuccess: (answer) => queryClient.setQueryData(cvKeys.part(cvId, 'descriptionFields'), answer),
  });
}
