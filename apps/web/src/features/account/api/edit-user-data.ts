import type { EditUserData } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { AccountDetails } from './get-account-details';
import { getAccountDetailsQueryOptions } from './get-account-details';

/**
 * `PUT v1.0/user/editUserData` {firstName, surname, email} (§7); a 400 carries the field
 * errors (`ApiError.fieldErrors`) the form shows under its fields.
 */
export function editUserData(data: EditUserData): Promise<AccountDetails> {
  return api.put<AccountDetails>('users-api', '/v1.0/user/editUserData', { body: data });
}

export function useEditUserData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUserData,
    onSuccess: (details) =>
      queryClient.setQueryData(getAccountDetailsQueryOptions().queryKey, details),
  });
}
