import {
  CvCitationStyleAnswerSchema,
  type CvCitationStyle,
  type CvCitationStyleAnswer,
} from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `POST v1.0/cv/{cvId}/citationStyle`: the answer is the list as it reads in the style. */
export async function saveCitationStyle(
  cvId: string,
  citationStyle: CvCitationStyle | null,
): Promise<CvCitationStyleAnswer> {
  const data = await api.post<unknown>('profiles-api', `${cvPath(cvId)}/citationStyle`, {
    body: { citationStyle },
  });
  return CvCitationStyleAnswerSchema.parse(data);
}

export function useSaveCitationStyle(cvId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (citationStyle: CvCitationStyle | null) => saveCitationStyle(cvId, citationStyle),
    onSuccess: (answer) => queryClient.setQueryData(cvKeys.part(cvId, 'citationStyle'), answer),
  });
}
