import type { DataSource } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import type { FieldErrors } from '../../../lib/form-errors';

export interface RecordField<F extends string> {
  name: F;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'url';
  required?: boolean;
}

type Values<F extends string> = Record<F, string>;

/** A stored value as the text of its field ('' for none). */
export const asText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * One employment, degree or research work in edit mode: its read-only facts, where it comes
 * from, the fields the owner may change with their own save, and, for a record of a state
 * system the owner changed, the delivered values and a visible "restore original"
 * (accounts-and-platform §4).
 */
export function RecordForm<F extends string>({
  id,
  title,
  facts,
  source,
  editedByOwner,
  original,
  fields,
  initial,
  errors,
  pending,
  onSave,
  onRestore,
  validate,
  headingLevel = 3,
}: {
  id: string;
  title: string;
  facts?: string | undefined;
  source: DataSource;
  editedByOwner: boolean;
  /** The delivered values by field, shown beside the restore button. */
  original: Partial<Record<F, string | number | null>> | null;
  fields: ReadonlyArray<RecordField<F>>;
  initial: Values<F>;
  errors: FieldErrors;
  pending: boolean;
  onSave: (values: Values<F>) => void;
  onRestore?: (() => void) | undefined;
  /** The form's own checks before sending (the server checks again). */
  validate?: (values: Values<F>) => FieldErrors;
  /** 3 inside a section of the edit page, 2 on a page of its own. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [ownErrors, setOwnErrors] = useState<FieldErrors>({});
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const sourceName = t(`PROFILE_EDIT.SOURCE.${source}`);
  const restorable = editedByOwner && original !== null && onRestore !== undefined;
  const originalText = restorable
    ? fields
        .map((f) => `${f.label}: ${asText(original[f.name]) || t('PROFILE_EDIT.NO_VALUE')}`)
        .join('; ')
    : null;
  return (
    <article className="edit-record" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="edit-record__title">
        {title}
      </Heading>
      {facts ? <p className="edit-record__facts">{facts}</p> : null}
      <p className="edit-record__source">
        {editedByOwner
          ? t('PROFILE_EDIT.SOURCE_EDITED', { source: sourceName })
          : t('PROFILE_EDIT.SOURCE_LINE', { source: sourceName })}
      </p>
      <form
        className="edit-section__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = validate?.(values) ?? {};
          setOwnErrors(found);
          if (Object.keys(found).length === 0) onSave(values);
        }}
      >
        <div className="edit-grid">
          {fields.map((field) => (
            <FormField
              key={field.name}
              id={`${id}-${field.name}`}
              label={field.label}
              error={ownErrors[field.name] ?? errors[field.name]}
              required={field.required}
              requiredLabel={t('PROFILE_EDIT.REQUIRED')}
              className={field.kind === 'textarea' ? 'edit-grid__wide' : undefined}
            >
              {(control) =>
                field.kind === 'textarea' ? (
                  <textarea
                    {...control}
                    name={field.name}
                    rows={3}
                    value={values[field.name]}
                    onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                  />
                ) : (
                  <input
                    {...control}
                    name={field.name}
                    type={field.kind ?? 'text'}
                    inputMode={field.kind === 'number' ? 'numeric' : undefined}
                    value={values[field.name]}
                    onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                  />
                )
              }
            </FormField>
          ))}
        </div>
        {originalText ? (
          <p className="edit-record__original" id={`${id}-original`}>
            {t('PROFILE_EDIT.ORIGINAL_VALUES', { source: sourceName, values: originalText })}
          </p>
        ) : null}
        <div className="edit-section__actions">
          {restorable ? (
            <button
              type="button"
              className="button"
              disabled={pending}
              aria-describedby={`${id}-original`}
              onClick={onRestore}
            >
              {t('PROFILE_EDIT.RESTORE_ORIGINAL')}
            </button>
          ) : null}
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t('PROFILE_EDIT.SAVING') : t('PROFILE_EDIT.SAVE')}
          </button>
        </div>
      </form>
    </article>
  );
}
