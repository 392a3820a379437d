import type { PersonDetails } from '@ln/contracts';
import { ABOUT_ME_MAX_LENGTH } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { useUpdateAboutMe } from '../api/update-about-me';
import { EditSection } from './edit-section';

/** What remains of the limit, or by how much it is exceeded (accounts-and-platform §5). */
function useCounter(text: string) {
  const { t } = useTranslation();
  const remaining = ABOUT_ME_MAX_LENGTH - text.trim().length;
  return {
    exceeded: remaining < 0,
    message:
      remaining >= 0
        ? t('PROFILE_EDIT.ABOUT_ME_REMAINING', { count: remaining })
        : t('PROFILE_EDIT.ABOUT_ME_EXCEEDED', { count: -remaining }),
  };
}

/** The biography in Polish and English, plain text, with a character counter each. */
export function AboutMeForm({ profileId, person }: { profileId: string; person: PersonDetails }) {
  const { t } = useTranslation();
  const [aboutMe, setAboutMe] = useState(person.aboutMe ?? '');
  const [aboutMeEn, setAboutMeEn] = useState(person.aboutMeEn ?? '');
  const save = useUpdateAboutMe(profileId);
  const serverErrors = fieldErrorsOf(save.error);
  const counters = { aboutMe: useCounter(aboutMe), aboutMeEn: useCounter(aboutMeEn) };
  const fields = [
    { key: 'aboutMe', label: t('PROFILE_EDIT.ABOUT_ME_PL'), value: aboutMe, set: setAboutMe },
    { key: 'aboutMeEn', label: t('PROFILE_EDIT.ABOUT_ME_EN'), value: aboutMeEn, set: setAboutMeEn },
  ] as const;
  return (
    <EditSection
      id="edit-about-me"
      title={t('PROFILE_EDIT.ABOUT_ME_TITLE')}
      pending={save.isPending}
      onSubmit={() => {
        if (counters.aboutMe.exceeded || counters.aboutMeEn.exceeded) return;
        save.mutate({ aboutMe, aboutMeEn });
      }}
    >
      {fields.map((field) => {
        const counter = counters[field.key];
        return (
          <FormField
            key={field.key}
            id={`edit-${field.key}`}
            label={field.label}
            hint={
              <span className={counter.exceeded ? 'counter counter--exceeded' : 'counter'}>
                {counter.message}
              </span>
            }
            error={counter.exceeded ? t('PROFILE_EDIT.ABOUT_ME_TOO_LONG') : serverErrors[field.key]}
          >
            {(control) => (
              <textarea
                {...control}
                name={field.key}
                rows={8}
                value={field.value}
                onChange={(event) => field.set(event.target.value)}
              />
            )}
          </FormField>
        );
      })}
    </EditSection>
  );
}
