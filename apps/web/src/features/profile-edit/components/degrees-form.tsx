import type { EditableDegree, ProfileEditData } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

import { fieldErrorsOf } from '../../../lib/form-errors';
import { useEditDegree } from '../api/edit-degree';
import { useRestoreRecord } from '../api/restore-record';
import { asText, RecordForm, type RecordField } from './record-form';

type Field = 'label' | 'year' | 'classificationLabel';
/** Years are four digits (accounts-and-platform §9). */
const YEAR = /^\d{4}$/;

function DegreeItem({ profileId, degree }: { profileId: string; degree: EditableDegree }) {
  const { t } = useTranslation();
  const save = useEditDegree(profileId);
  const restore = useRestoreRecord(profileId);
  const fields: ReadonlyArray<RecordField<Field>> = [
    { name: 'label', label: t('PROFILE_EDIT.DEGREE_LABEL'), required: true },
    { name: 'year', label: t('PROFILE_EDIT.DEGREE_YEAR'), kind: 'number' },
    { name: 'classificationLabel', label: t('PROFILE_EDIT.DEGREE_CLASSIFICATION') },
  ];
  return (
    <RecordForm
      key={degree.modifiedByUserAt ?? 'original'}
      id={`degree-${degree.id}`}
      title={t(`PROFILE_EDIT.DEGREE_TYPE.${degree.degreeOrTitleType}`)}
      facts={degree.grantingInstitutionName ?? undefined}
      source={degree.source}
      editedByOwner={degree.editedByOwner}
      original={degree.original}
      fields={fields}
      initial={{
        label: degree.label,
        year: asText(degree.year),
        classificationLabel: asText(degree.classificationLabel),
      }}
      errors={fieldErrorsOf(save.error)}
      pending={save.isPending || restore.isPending}
      onSave={(v) =>
        save.mutate({
          degreeId: degree.id,
          body: {
            label: v.label,
            year: v.year.trim() === '' ? null : Number(v.year),
            classificationLabel: v.classificationLabel.trim() === '' ? null : v.classificationLabel,
          },
        })
      }
      onRestore={() => restore.mutate({ kind: 'degreeOrTitle', id: degree.id })}
      validate={(v) => ({
        ...(v.label.trim() === '' ? { label: t('PROFILE_EDIT.REQUIRED') } : {}),
        ...(v.year.trim() !== '' && !YEAR.test(v.year.trim())
          ? { year: t('PROFILE_EDIT.YEAR_INVALID') }
          : {}),
      })}
    />
  );
}

/** Degrees and titles (accounts-and-platform §1, §4). */
export function DegreesForm({ profileId, data }: { profileId: string; data: ProfileEditData }) {
  const { t } = useTranslation();
  return (
    <section className="edit-section" aria-labelledby="edit-degrees-title">
      <h2 id="edit-degrees-title" className="edit-section__title">
        {t('PROFILE_EDIT.DEGREES_TITLE')}
      </h2>
      {data.degreesAndTitles.length === 0 ? (
        <p>{t('USERS.EMPTY')}</p>
      ) : (
        data.degreesAndTitles.map((d) => <DegreeItem key={d.id} profileId={profileId} degree={d} />)
      )}
    </section>
  );
}
