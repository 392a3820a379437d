import type { CvDescriptionField, CvForChoose, CvLabel } from '@ln/contracts';
import { CV_LIMITS } from '@ln/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { useSaveDescriptionFields } from '../api/save-description-fields';
import { StepForm } from './step-form';

/** The evidence markers the documents turn into numbered references. */
export const MARKER = /\[\[(pub|project):([0-9a-f-]{36})\]\]/gi;

type Evidence = Array<{ key: string; title: string }>;

function EvidenceField({
  field,
  label,
  evidence,
  error,
  onChange,
}: {
  field: CvDescriptionField;
  label: string;
  evidence: Evidence;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [cite, setCite] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  const cited = [...new Set([...field.value.matchAll(MARKER)].map((m) => `${m[1]}:${m[2]}`))];
  const counterId = `cv-counter-${field.internalId}`;

  const insert = () => {
    const el = area.current;
    const marker = `[[${cite}]]`;
    const at = el?.selectionStart ?? field.value.length;
    const end = el?.selectionEnd ?? at;
    onChange(`${field.value.slice(0, at)}${marker}${field.value.slice(end)}`);
    setCite('');
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + marker.length, at + marker.length);
    });
  };

  return (
    <div className="cv-narrative">
      <FormField label={label} hint={field.tip ?? undefined} error={error}>
        {(control) => (
          <textarea
            {...control}
            ref={area}
            aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
            className="cv-narrative__text"
            rows={6}
            maxLength={CV_LIMITS.descriptionValue}
            value={field.value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
      <p id={counterId} className="cv-narrative__counter">
        {t('CV.COUNTER', { length: field.value.length, max: CV_LIMITS.descriptionValue })}
      </p>
      {evidence.length ? (
        <div className="cv-narrative__cite">
          <FormField label={t('CV.CITE_LABEL')}>
            {(control) => (
              <select {...control} value={cite} onChange={(event) => setCite(event.target.value)}>
                <option value="">{t('CV.CHOOSE')}</option>
                {evidence.map((e) => (
                  <option key={e.key} value={e.key}>
                    {e.title}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <button type="button" className="button" disabled={!cite} onClick={insert}>
            {t('CV.CITE_INSERT')}
          </button>
        </div>
      ) : null}
      {cited.length ? (
        <div className="cv-narrative__cited">
          <p>{t('CV.CITED')}</p>
          <ol>
            {cited.map((key) => (
              <li key={key}>
                {evidence.find((e) => e.key === key)?.title ?? t('CV.UNKNOWN_WORK')}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

/** Step 4: the narrative modules with their tips and counters, citing the owner's evidence. */
export function DescriptionStep({
  cvId,
  initial,
  labels,
  evidence: works,
  onSaved,
}: {
  cvId: string;
  initial: CvDescriptionField[];
  labels: CvLabel[];
  evidence: CvForChoose;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(initial);
  const save = useSaveDescriptionFields(cvId);
  const errors = fieldErrorsOf(save.error);
  const evidence: Evidence = [
    ...works.publications.map((p) => ({
      key: `pub:${p.publicationId}`,
      title: `${p.title}${p.year ? ` (${p.year})` : ''}`,
    })),
    ...works.projects.map((p) => ({
      key: `project:${p.projectId}`,
      title: t('CV.PROJECT', { title: p.title }),
    })),
  ];

  return (
    <StepForm
      title={t('CV.STEP_DESCRIPTION')}
      intro={t('CV.DESCRIPTION_INTRO')}
      pending={save.isPending}
      failed={save.isError && Object.keys(errors).length === 0}
      onSave={() =>
        save.mutate(
          {
            values: fields.map((f, order) => ({
              key: f.key,
              value: f.value,
              internalId: f.internalId,
              order,
            })),
          },
          { onSuccess: onSaved },
        )
      }
    >
      {fields.map((field, index) => (
        <EvidenceField
          key={field.internalId}
          field={field}
          label={labels.find((l) => l.key === field.key)?.label ?? field.key}
          evidence={evidence}
          error={errors[`values.${index}.value`]}
          onChange={(value) => setFields(fields.map((f, i) => (i === index ? { ...f, value } : f)))}
        />
      ))}
    </StepForm>
  );
}
