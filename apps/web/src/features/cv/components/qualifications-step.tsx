import type { CvQualifications } from '@ln/contracts';
import { CV_LIMITS } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { useSaveQualification } from '../api/save-qualification';
import { SortableList } from './sortable-list';
import { StepForm } from './step-form';

type Q = CvQualifications;

/** Step 2: functions, memberships, specialties (prefilled with the §9 suggestions), years. */
export function QualificationsStep({
  cvId,
  initial,
  onSaved,
}: {
  cvId: string;
  initial: Q;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [functions, setFunctions] = useState(initial.functions);
  const [memberships, setMemberships] = useState(initial.memberships);
  const [specialties, setSpecialties] = useState(initial.specialties);
  const [years, setYears] = useState(String(initial.experienceYears));
  const save = useSaveQualification(cvId);
  const errors = fieldErrorsOf(save.error);
  const nameField = (
    list: string,
    index: number,
    value: string,
    onChange: (value: string) => void,
    label: string,
  ) => (
    <FormField label={label} error={errors[`${list}.${index}.name`]}>
      {(control) => (
        <input
          {...control}

          value={value}
          maxLength={CV_LIMITS.itemName}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
  const yearValue = (value: string) => (value === '' ? null : Number(value));

  return (
    <StepForm
      title={t('CV.STEP_QUALIFICATIONS')}
      intro={t('CV.QUALIFICATIONS_INTRO')}
      pending={save.isPending}
      failed={save.isError && Object.keys(errors).length === 0}
      onSave={() =>
        save.mutate(
          {
            functions: functions.map((f, order) => ({ ...f, order })),
            memberships: memberships.map((m, order) => ({ ...m, order })),
            specialties: specialties.map((s, order) => ({ ...s, order })),
            experienceYears: years === '' ? 0 : Number(years),
          },
          { onSuccess: onSaved },
        )
      }
    >
      <FormField label={t('CV.EXPERIENCE_YEARS')} error={errors.experienceYears}>
        {(control) => (
          <input
            {...control}
            className="cv-step__number"
            type="number"
            min={0}
            max={CV_LIMITS.experienceYears}
            value={years}
            onChange={(event) => setYears(event.target.value)}
          />
        )}
      </FormField>

      <h3 className="cv-step__subtitle">{t('CV.FUNCTIONS')}</h3>
      <SortableList
        items={functions}
        name={(f) => f.name || t('CV.NEW_ITEM')}
        onChange={setFunctions}
      >
        {(f, i) => (
          <div className="cv-step__row">
            {nameField(
              'functions',
              i,
              f.name,
              (name) => setFunctions(functions.map((x, j) => (j === i ? { ...x, name } : x))),
              t('CV.FUNCTION_NAME'),
            )}
            <FormField label={t('CV.FROM_DATE')} error={errors[`functions.${i}.fromDate`]}>
              {(control) => (
                <input
                  {...control}

                  type="date"
                  value={f.fromDate ?? ''}
                  onChange={(event) =>
                    setFunctions(
                      functions.map((x, j) =>
                        j === i ? { ...x, fromDate: event.target.value || null } : x,
                      ),
                    )
                  }
                />
              )}
            </FormField>
            <FormField label={t('CV.TO_DATE')} error={errors[`functions.${i}.toDate`]}>
              {(control) => (
                <input
                  {...control}

                  type="date"
                  value={f.toDate ?? ''}
                  onChange={(event) =>
                    setFunctions(
                      functions.map((x, j) =>
                        j === i ? { ...x, toDate: event.target.value || null } : x,
                      ),
                    )
                  }
                />
              )}
            </FormField>
          </div>
        )}
      </SortableList>
      <button
        type="button"
        className="button"
        onClick={() =>
          setFunctions([
            ...functions,
            { functionId: null, name: '', fromDate: null, toDate: null, order: functions.length },
          ])
        }
      >
        {t('CV.ADD_FUNCTION')}
      </button>

      <h3 className="cv-step__subtitle">{t('CV.MEMBERSHIPS')}</h3>
      <SortableList
        items={memberships}
        name={(m) => m.name || t('CV.NEW_ITEM')}
        onChange={setMemberships}
      >
        {(m, i) => (
          <div className="cv-step__row">
            {nameField(
              'memberships',
              i,
              m.name,
              (name) => setMemberships(memberships.map((x, j) => (j === i ? { ...x, name } : x))),
              t('CV.MEMBERSHIP_NAME'),
            )}
            <FormField label={t('CV.FROM_YEAR')} error={errors[`memberships.${i}.fromYear`]}>
              {(control) => (
                <input
                  {...control}
                  className="cv-step__number"
                  type="number"
                  value={m.fromYear ?? ''}
                  onChange={(event) =>
                    setMemberships(
                      memberships.map((x, j) =>
                        j === i ? { ...x, fromYear: yearValue(event.target.value) } : x,
                      ),
                    )
                  }
                />
              )}
            </FormField>
            <FormField label={t('CV.TO_YEAR')} error={errors[`memberships.${i}.toYear`]}>
              {(control) => (
                <input
                  {...control}
                  className="cv-step__number"
                  type="number"
                  value={m.toYear ?? ''}
                  onChange={(event) =>
                    setMemberships(
                      memberships.map((x, j) =>
                        j === i ? { ...x, toYear: yearValue(event.target.value) } : x,
                      ),
                    )
                  }
                />
              )}
            </FormField>
          </div>
        )}
      </SortableList>
      <button
        type="button"
        className="button"
        onClick={() =>
          setMemberships([
            ...memberships,
            {
              membershipId: null,
              name: '',
              fromYear: null,
              toYear: null,
              order: memberships.length,
            },
          ])
        }
      >
        {t('CV.ADD_MEMBERSHIP')}
      </button>

      <h3 className="cv-step__subtitle">{t('CV.SPECIALTIES')}</h3>
      <SortableList
        items={specialties}
        name={(s) => s.name || t('CV.NEW_ITEM')}
        onChange={setSpecialties}
      >
        {(s, i) =>
          nameField(
            'specialties',
            i,
            s.name,
            (name) => setSpecialties(specialties.map((x, j) => (j === i ? { ...x, name } : x))),
            t('CV.SPECIALTY_NAME'),
          )
        }
      </SortableList>
      <button
        type="button"
        className="button"
        onClick={() =>
          setSpecialties([
            ...specialties,
            { specialtyId: null, name: '', order: specialties.length },
          ])
        }
      >
        {t('CV.ADD_SPECIALTY')}
      </button>
    </StepForm>
  );
}
