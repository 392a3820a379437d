import type { CvBasicInfoBody, CvBasicData } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `POST v1.0/cv/{cvId}/basicInfo`: saves the basic data. */
export function saveBasicInfo(cvId: string, body: CvBasicInfoBody): Promise<CvBasicData> {
  return api.post<CvBasicData>('profiles-api', `${cvPath(cvId)}/basicInfo`, { body });
}

/** The answer is the reloaded data: it replaces the step's query. */
export function useSaveBasicInfo(cvId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CvBasicInfoBody) => saveBasicInfo(cvId, body),
    onSuccess: (answer) => queryClient.setQueryData(cvKeys.part(cvId, 'basicData'), answer),
  });
}
