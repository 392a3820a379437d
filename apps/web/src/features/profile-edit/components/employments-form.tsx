import type { EditableEmployment, ProfileEditData } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

import { fieldErrorsOf } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format-date';
import { localeOf } from '../../../lib/display-names';
import { useEditEmployment } from '../api/edit-employment';
import { useRestoreRecord } from '../api/restore-record';
import { asText, RecordForm, type RecordField } from './record-form';

type Field = 'position' | 'positionEn' | 'additionalInformation' | 'internetLink';
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function EmploymentItem({
  profileId,
  employment,
}: {
  profileId: string;
  employment: EditableEmployment;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const save = useEditEmployment(profileId);
  const restore = useRestoreRecord(profileId);
  const fields: ReadonlyArray<RecordField<Field>> = [
    { name: 'position', label: t('PROFILE_EDIT.POSITION') },
    { name: 'positionEn', label: t('PROFILE_EDIT.POSITION_EN') },
    {
      name: 'additionalInformation',
      label: t('PROFILE_EDIT.ADDITIONAL_INFORMATION'),
      kind: 'textarea',
    },
    { name: 'internetLink', label: t('PROFILE_EDIT.INTERNET_LINK'), kind: 'url' },
  ];
  const period = employment.startDate
    ? `${formatDate(employment.startDate, locale)} – ${
        employment.endDate ? formatDate(employment.endDate, locale) : t('PROFILE_EDIT.NOW')
      }`
    : '';
  return (
    <RecordForm
      // A restore or another save changes the values shown: the form starts again from them.
      key={employment.modifiedByUserAt ?? 'original'}
      id={`employment-${employment.employmentId}`}
      title={employment.institution}
      facts={`${t(`PROFILE_EDIT.EMPLOYMENT_STATUS.${employment.statusEmployment}`)}${period ? `, ${period}` : ''}`}
      source={employment.source}
      editedByOwner={employment.editedByOwner}
      original={employment.original}
      fields={fields}
      initial={{
        position: asText(employment.position),
        positionEn: asText(employment.positionEn),
        additionalInformation: asText(employment.additionalInformation),
        internetLink: asText(employment.internetLink),
      }}
      errors={fieldErrorsOf(save.error)}
      pending={save.isPending || restore.isPending}
      onSave={(v) =>
        save.mutate({
          employmentId: employment.employmentId,
          body: {
            position: orNull(v.position),
            positionEn: orNull(v.positionEn),
            additionalInformation: orNull(v.additionalInformation),
            internetLink: orNull(v.internetLink),
          },
        })
      }
      onRestore={() => restore.mutate({ kind: 'employment', id: employment.employmentId })}
    />
  );
}

/** Employments (accounts-and-platform §1, §4): the owner's fields editable, facts as delivered. */
export function EmploymentsForm({ profileId, data }: { profileId: string; data: ProfileEditData }) {
  const { t } = useTranslation();
  return (
    <section className="edit-section" aria-labelledby="edit-employments-title">
      <h2 id="edit-employments-title" className="edit-section__title">
        {t('PROFILE_EDIT.EMPLOYMENTS_TITLE')}
      </h2>
      <p className="edit-section__hint">{t('PROFILE_EDIT.RECORDS_HINT')}</p>
      {data.employments.length === 0 ? (
        <p>{t('USERS.EMPTY')}</p>
      ) : (
        data.employments.map((e) => (
          <EmploymentItem key={e.employmentId} profileId={profileId} employment={e} />
        ))
      )}
    </section>
  );
}
