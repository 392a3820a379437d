import type { EditableResearchWork, ProfileEditData } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { useEditResearchWorkTitle } from '../api/edit-research-work-title';
import { asText, RecordForm, type RecordField } from './record-form';

type Field = 'polishTitle' | 'englishTitle';

function WorkItem({ profileId, work }: { profileId: string; work: EditableResearchWork }) {
  const { t } = useTranslation();
  const save = useEditResearchWorkTitle(profileId);
  const fields: ReadonlyArray<RecordField<Field>> = [
    {
      name: 'polishTitle',
      label: t('PROFILE_EDIT.WORK_TITLE_PL'),
      kind: 'textarea',
      required: true,
    },
    { name: 'englishTitle', label: t('PROFILE_EDIT.WORK_TITLE_EN'), kind: 'textarea' },
  ];
  return (
    <RecordForm
      key={`${work.polishTitle}\u0000${work.englishTitle ?? ''}`}
      id={`work-${work.researchWorkId}`}
      headingLevel={2}
      title={work.polishTitle}
      source={work.titleKind ?? 'USER'}
      editedByOwner={false}
      original={null}
      fields={fields}
      initial={{ polishTitle: work.polishTitle, englishTitle: asText(work.englishTitle) }}
      errors={fieldErrorsOf(save.error)}
      pending={save.isPending}
      validate={(v): FieldErrors =>
        v.polishTitle.trim() === '' ? { polishTitle: t('PROFILE_EDIT.REQUIRED') } : {}
      }
      onSave={(v) =>
        save.mutate({
          researchWorkId: work.researchWorkId,
          body: {
            polishTitle: v.polishTitle,
            englishTitle: v.englishTitle.trim() === '' ? null : v.englishTitle,
          },
        })
      }
    />
  );
}

/**
 * Titles of the research works the owner is the author of: editable where `canEdit` holds
 * (profiles-area §4); the others are listed with the reason they are not.
 */
export function ResearchWorksForm({
  profileId,
  data,
}: {
  profileId: string;
  data: ProfileEditData;
}) {
  const { t } = useTranslation();
  const editable = data.researchWorks.filter((w) => w.canEdit);
  const readOnly = data.researchWorks.filter((w) => !w.canEdit);
  return (
    <div className="edit-works">
      <p className="edit-section__hint">{t('PROFILE_EDIT.WORKS_HINT')}</p>
      {data.researchWorks.length === 0 ? <p>{t('USERS.EMPTY')}</p> : null}
      {editable.map((w) => (
        <WorkItem key={w.researchWorkId} profileId={profileId} work={w} />
      ))}
      {readOnly.length > 0 ? (
        <>
          <p className="edit-section__hint">{t('PROFILE_EDIT.WORKS_READ_ONLY')}</p>
          <ul className="edit-record__list">
            {readOnly.map((w) => (
              <li key={w.researchWorkId}>{w.polishTitle}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
