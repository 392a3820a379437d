import type { CvBasicDataItem, CvLabel } from '@ln/contracts';
import { CV_LIMITS } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { useSaveBasicInfo } from '../api/save-basic-info';
import { SortableList } from './sortable-list';
import { StepForm } from './step-form';
import { Icon } from '../../../components/ui/icon';

type Item = Pick<CvBasicDataItem, 'key' | 'value'>;

/** Step 1: the basic data, prefilled from the profile; labels added from the remaining ones. */
export function BasicInfoStep({
  cvId,
  initial,
  remaining,
  labels,
  onSaved,
}: {
  cvId: string;
  initial: CvBasicDataItem[];
  remaining: Array<{ key: string; label: string }>;
  labels: CvLabel[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Item[]>(() =>
    initial.map(({ key, value }) => ({ key, value })),
  );
  const [adding, setAdding] = useState('');
  const save = useSaveBasicInfo(cvId);
  const errors = fieldErrorsOf(save.error);
  const labelOf = (key: string) => labels.find((l) => l.key === key)?.label ?? key;
  // The labels not on the list now: the server's remaining ones and any the owner removed.
  const used = new Set(items.map((i) => i.key));
  const options = [
    ...remaining,
    ...initial.map((i) => ({ key: i.key, label: labelOf(i.key) })),
  ].filter((o, index, all) => !used.has(o.key) && all.findIndex((x) => x.key === o.key) === index);

  return (
    <StepForm
      title={t('CV.STEP_BASIC')}
      intro={t('CV.BASIC_INTRO')}
      pending={save.isPending}
      failed={save.isError && Object.keys(errors).length === 0}
      onSave={() =>
        save.mutate(
          { values: items.map((item, order) => ({ ...item, order })) },
          { onSuccess: onSaved },
        )
      }
    >
      <SortableList items={items} name={(item) => labelOf(item.key)} onChange={setItems}>
        {(item, index) => (
          <FormField
            label={labelOf(item.key)}
            error={errors[`values.${index}.value`] ?? errors[`values.${index}.key`]}
          >
            {(control) => (
              <input
                {...control}

                value={item.value}
                maxLength={CV_LIMITS.basicValue}
                onChange={(event) =>
                  setItems(
                    items.map((it, i) => (i === index ? { ...it, value: event.target.value } : it)),
                  )
                }
              />
            )}
          </FormField>
        )}
      </SortableList>
      {options.length ? (
        <div className="cv-step__add">
          <FormField label={t('CV.ADD_LABEL')}>
            {(control) => (
              <select
                {...control}

                value={adding}
                onChange={(event) => setAdding(event.target.value)}
              >
                <option value="">{t('CV.CHOOSE')}</option>
                {options.map((o) => (
                  <option key={o.key} value={o.key}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <button
            type="button"
            className="button"
            disabled={!adding}
            onClick={() => {
              setItems([...items, { key: adding, value: '' }]);
              setAdding('');
            }}
          >
            <Icon name="add" />
            {t('CV.ADD')}
          </button>
        </div>
      ) : null}
    </StepForm>
  );
}
