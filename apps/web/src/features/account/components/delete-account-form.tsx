import { DELETE_ACCOUNT_CONFIRMATION_KEY } from '@ln/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { errorsByKey } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/api-client';
import { useDeleteOwnAccount } from '../api/delete-own-account';

/**
 * Deleting one's own account (accounts-and-platform §4, §5, §8): what it does, the confirmation
 * tick, and §8's message when it is not ticked. `via: 'terms'` withdraws the terms acceptance,
 * which deletes the account the same way.
 */
export function DeleteAccountForm({
  via,
  userId,
  onDeleted,
  onCancel,
}: {
  via: 'account' | 'terms';
  userId?: string | undefined;
  onDeleted: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const mutation = useDeleteOwnAccount();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) {
      setError(t('ACCOUNT.DELETE.CONFIRM_REQUIRED'));
      return;
    }
    setError(undefined);
    mutation.mutate(
      { via, userId, confirmation: true },
      {
        onSuccess: onDeleted,
        onError: (failure) => {
          const fields = failure instanceof ApiError ? errorsByKey(failure.fieldErrors) : {};
          setError(fields[DELETE_ACCOUNT_CONFIRMATION_KEY] ?? t('ACCOUNT.DELETE.FAILED'));
        },
      },
    );
  };

  return (
    <form className="form delete-account-form" noValidate onSubmit={onSubmit}>
      <p>{t('ACCOUNT.DELETE.EXPLANATION')}</p>
      <ul className="delete-account-form__consequences">
        <li>{t('ACCOUNT.DELETE.CONSEQUENCE_LOGOUT')}</li>
        <li>{t('ACCOUNT.DELETE.CONSEQUENCE_PROFILE')}</li>
        <li>{t('ACCOUNT.DELETE.CONSEQUENCE_DATA')}</li>
      </ul>
      <FormField kind="checkbox" label={t('ACCOUNT.DELETE.CONFIRM_LABEL')} error={error}>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={confirmed}
            onChange={(event) => {
              setConfirmed(event.target.checked);
              if (event.target.checked) setError(undefined);
            }}
          />
        )}
      </FormField>
      <div className="form__actions">
        <button type="submit" className="button button--danger" disabled={mutation.isPending}>
          {via === 'terms' ? t('ACCOUNT.DELETE.SUBMIT_WITHDRAW') : t('ACCOUNT.DELETE.SUBMIT')}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('ACCOUNT.CANCEL')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
