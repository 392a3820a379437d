import type { PersonDetails, ProfileEditData } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useAlerts } from '../../../lib/alerts';
import { getEditDataQueryOptions } from './get-edit-data';
import { getOwnProfileQueryOptions } from './get-own-profile';

const EDIT_READS = new Set(['edit-view', 'edit-data']);

/**
 * A save of the own profile: on success the edit view or the edit data takes the answer (the
 * other is read again), the profile's public reads are refreshed, and the closable SUCCESS
 * alert shows (profiles §2; it closes by itself after 3000 ms). A failure stays on the
 * mutation for the form.
 */
export function useProfileSave<TInput, TResult>(
  profileId: string,
  save: (input: TInput) => Promise<TResult>,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  return useMutation({
    mutationFn: save,
    onSuccess: async (answer) => {
      const editView = getOwnProfileQueryOptions(profileId);
      const editData = getEditDataQueryOptions(profileId);
      if (isPersonDetails(answer)) {
        queryClient.setQueryData(editView.queryKey, answer);
        await queryClient.invalidateQueries({ queryKey: editData.queryKey });
      } else if (isEditData(answer)) {
        queryClient.setQueryData(editData.queryKey, answer);
        await queryClient.invalidateQueries({ queryKey: editView.queryKey });
      } else {
        await queryClient.invalidateQueries({ queryKey: editView.queryKey });
      }
      // The public profile and search results show the change on their next read.
      await queryClient.invalidateQueries({
        queryKey: ['profiles', profileId],
        predicate: (query) => !EDIT_READS.has(String(query.queryKey[2])),
      });
      alerts.show({ severity: 'success', message: t('SUCCESS') });
    },
  });
}

function isPersonDetails(value: unknown): value is PersonDetails {
  return typeof value === 'object' && value !== null && 'contactData' in value;
}

function isEditData(value: unknown): value is ProfileEditData {
  return typeof value === 'object' && value !== null && 'personalData' in value;
}
