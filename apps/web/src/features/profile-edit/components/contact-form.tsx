import type { PersonDetails } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { useUpdateContact } from '../api/update-contact';
import { EditSection } from './edit-section';

type Visibility = PersonDetails['contactData']['visibilityEmail'];
const VISIBILITIES: readonly Visibility[] = ['ADMINS_ONLY', 'LOGGED_IN', 'EVERYONE'];

/** E-mail and phone, each with who may see it (accounts-and-platform §4). */
export function ContactForm({ profileId, person }: { profileId: string; person: PersonDetails }) {
  const { t } = useTranslation();
  const contact = person.contactData;
  const [email, setEmail] = useState(contact.email ?? '');
  const [phoneNumber, setPhoneNumber] = useState(contact.phoneNumber ?? '');
  const [visibilityEmail, setVisibilityEmail] = useState<Visibility>(contact.visibilityEmail);
  const [visibilityPhone, setVisibilityPhone] = useState<Visibility>(contact.visibilityPhone);
  const save = useUpdateContact(profileId);
  const errors = fieldErrorsOf(save.error);
  const visibilityOptions = VISIBILITIES.map((value) => (
    <option key={value} value={value}>
      {t(`PROFILE_EDIT.VISIBILITY.${value}`)}
    </option>
  ));
  return (
    <EditSection
      id="edit-contact"
      title={t('PROFILE_EDIT.CONTACT_TITLE')}
      pending={save.isPending}
      onSubmit={() =>
        save.mutate({
          email: email.trim() || null,
          phoneNumber: phoneNumber.trim() || null,
          visibilityEmail,
          visibilityPhone,
        })
      }
    >
      <div className="edit-grid">
        <FormField id="edit-email" label={t('PROFILE_EDIT.EMAIL')} error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="edit-visibility-email"
          label={t('PROFILE_EDIT.VISIBILITY_EMAIL')}
          error={errors.visibilityEmail}
        >
          {(control) => (
            <select
              {...control}
              name="visibilityEmail"
              value={visibilityEmail}
              onChange={(event) => setVisibilityEmail(event.target.value as Visibility)}
            >
              {visibilityOptions}
            </select>
          )}
        </FormField>
        <FormField
          id="edit-phone"
          label={t('PROFILE_EDIT.PHONE')}
          hint={t('PROFILE_EDIT.PHONE_HINT')}
          error={errors.phoneNumber}
        >
          {(control) => (
            <input
              {...control}
              type="tel"
              name="phoneNumber"
              autoComplete="tel"
              value={phoneNumber}
              onChange={(event) => setPhoneNumber(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="edit-visibility-phone"
          label={t('PROFILE_EDIT.VISIBILITY_PHONE')}
          error={errors.visibilityPhone}
        >
          {(control) => (
            <select
              {...control}
              name="visibilityPhone"
              value={visibilityPhone}
              onChange={(event) => setVisibilityPhone(event.target.value as Visibility)}
            >
              {visibilityOptions}
            </select>
          )}
        </FormField>
      </div>
    </EditSection>
  );
}
