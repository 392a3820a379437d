import type { NotificationsConsent } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { AccountDetails } from './get-account-details';
import { getAccountDetailsQueryOptions } from './get-account-details';

/** `PUT v1.0/user/changeNotificationsConsent` {notificationsConsent} (§7). */
export function changeNotificationsConsent(
  notificationsConsent: boolean,
): Promise<NotificationsConsent> {
  return api.put<NotificationsConsent>('users-api', '/v1.0/user/changeNotificationsConsent', {
    body: { notificationsConsent },
  });
}

export function useChangeNotificationsConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNotificationsConsent,
    onSuccess: ({ notificationsConsent }) =>
      queryClient.setQueryData<AccountDetails>(
        getAccountDetailsQueryOptions().queryKey,
        (details) => (details ? { ...details, notificationsConsent } : details),
      ),
  });
}
