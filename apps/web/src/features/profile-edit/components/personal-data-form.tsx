import type { PersonDetails } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { useUpdatePersonalData } from '../api/update-personal-data';
import { EditSection } from './edit-section';

/**
 * The name block. A person with current employment has name and surname from the national
 * registry: shown, not editable; only the second name is sent (accounts-and-platform §5).
 * Which it is, the server's edit data says (`personalData.name.editable`).
 */
export function PersonalDataForm({
  profileId,
  person,
  fromRegistry,
}: {
  profileId: string;
  person: PersonDetails;
  fromRegistry: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(person.name);
  const [surname, setSurname] = useState(person.surname);
  const [secondName, setSecondName] = useState(person.secondName ?? '');
  const save = useUpdatePersonalData(profileId);
  const errors = fieldErrorsOf(save.error);
  const registryHint = fromRegistry ? t('PROFILE_EDIT.NAMES_FROM_REGISTRY') : undefined;
  return (
    <EditSection
      id="edit-personal-data"
      title={t('PROFILE_EDIT.PERSONAL_DATA_TITLE')}
      pending={save.isPending}
      onSubmit={() =>
        save.mutate(
          fromRegistry
            ? { secondName: secondName.trim() || null }
            : { name, surname, secondName: secondName.trim() || null },
        )
      }
    >
      <div className="edit-grid">
        <FormField
          id="edit-name"
          label={t('PROFILE_EDIT.NAME')}
          hint={registryHint}
          error={errors.name}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              name="name"
              autoComplete="given-name"
              readOnly={fromRegistry}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="edit-second-name"
          label={t('PROFILE_EDIT.SECOND_NAME')}
          error={errors.secondName}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              name="secondName"
              autoComplete="additional-name"
              value={secondName}
              onChange={(event) => setSecondName(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="edit-surname"
          label={t('PROFILE_EDIT.SURNAME')}
          hint={registryHint}
          error={errors.surname}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              name="surname"
              autoComplete="family-name"
              readOnly={fromRegistry}
              value={surname}
              onChange={(event) => setSurname(event.target.value)}
            />
          )}
        </FormField>
      </div>
    </EditSection>
  );
}
