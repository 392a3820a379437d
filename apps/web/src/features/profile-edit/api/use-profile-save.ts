import type { PersonDetails } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useAlerts } from '../../../lib/alerts';
import { getOwnProfileQueryOptions } from './get-own-profile';

/**
 * A save of the own profile: on success the edit view takes the answer (or is read again),
 * the profile's public reads are refreshed, and the closable SUCCESS alert shows (profiles
 * §2; it closes by itself after 3000 ms). A failure stays on the mutation for the form.
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
      if (isPersonDetails(answer)) queryClient.setQueryData(editView.queryKey, answer);
      else await queryClient.invalidateQueries({ queryKey: editView.queryKey });
      // The public profile and search results show the change on their next read.
      await queryClient.invalidateQueries({
        queryKey: ['profiles', profileId],
        predicate: (query) => query.queryKey[2] !== 'edit-view',
      });
      alerts.show({ severity: 'success', message: t('PROFILE_EDIT.SUCCESS') });
    },
  });
}

function isPersonDetails(value: unknown): value is PersonDetails {
  return typeof value === 'object' && value !== null && 'contactData' in value;
}
