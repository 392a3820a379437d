import type { EditUserData } from '@ln/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { errorsByKey } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/api-client';
import { useEditUserData } from '../api/edit-user-data';
import type { AccountDetails } from '../api/get-account-details';

type FieldName = keyof EditUserData;
const FIELDS: readonly FieldName[] = ['firstName', 'surname', 'email'];

/**
 * Edit of first name, surname and e-mail (§7 `editUserData`). The server validates; its 400
 * items land under the fields by key (§5); the browser only checks that nothing is empty.
 */
export function AccountEditForm({
  details,
  onSaved,
  onCancel,
}: {
  details: AccountDetails;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<EditUserData>({
    firstName: details.firstName,
    surname: details.surname,
    email: details.email ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useEditUserData();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<FieldName, string>> = {};
    for (const field of FIELDS) {
      if (values[field].trim() === '') missing[field] = t('ACCOUNT.EDIT.REQUIRED');
    }
    setErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length > 0) return;
    mutation.mutate(values, {
      onSuccess: onSaved,
      onError: (failure) => {
        const byKey = failure instanceof ApiError ? errorsByKey(failure.fieldErrors) : {};
        const mapped = Object.fromEntries(FIELDS.flatMap((f) => (byKey[f] ? [[f, byKey[f]]] : [])));
        setErrors(mapped);
        if (Object.keys(mapped).length === 0) setFormError(t('ACCOUNT.EDIT.FAILED'));
      },
    });
  };

  const field = (name: FieldName, type: 'text' | 'email', autoComplete: string) => (
    <FormField
      label={t(`ACCOUNT.EDIT.${name.toUpperCase() as 'FIRSTNAME' | 'SURNAME' | 'EMAIL'}`)}
      hint={name === 'email' ? t('ACCOUNT.EDIT.EMAIL_HINT') : undefined}
      error={errors[name]}
    >
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
        />
      )}
    </FormField>
  );

  return (
    <form className="form account-edit-form" noValidate onSubmit={onSubmit}>
      {field('firstName', 'text', 'given-name')}
      {field('surname', 'text', 'family-name')}
      {field('email', 'email', 'email')}
      {formError ? (
        <p className="form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {t('ACCOUNT.EDIT.SAVE')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('ACCOUNT.CANCEL')}
        </button>
      </div>
    </form>
  );
}
