import { useTranslation } from 'react-i18next';

import { SelectField, TextField } from '../../../components/ui/form-field';
import type { FieldErrors } from '../../../lib/form-errors';

/** One period as typed: years for membership terms, dates for function periods (accounts §5). */
export interface PeriodDraft {
  from: string;
  to: string;
  status: 'CURRENT' | 'INACTIVE';
}

export const EMPTY_PERIOD: PeriodDraft = { from: '', to: '', status: 'CURRENT' };

/** The two shapes of the list: a member's terms in years, a function's periods in dates. */
const UNITS = {
  terms: {
    fromKey: 'fromYear',
    toKey: 'toYear',
    legend: 'GREMIUM_ADMIN.TERM',
    from: 'GREMIUM_ADMIN.FROM_YEAR',
    to: 'GREMIUM_ADMIN.TO_YEAR',
    add: 'GREMIUM_ADMIN.ADD_TERM',
    remove: 'GREMIUM_ADMIN.REMOVE_TERM',
  },
  periods: {
    fromKey: 'dateFrom',
    toKey: 'dateTo',
    legend: 'GREMIUM_ADMIN.PERIOD',
    from: 'GREMIUM_ADMIN.DATE_FROM',
    to: 'GREMIUM_ADMIN.DATE_TO',
    add: 'GREMIUM_ADMIN.ADD_PERIOD',
    remove: 'GREMIUM_ADMIN.REMOVE_PERIOD',
  },
} as const;

export type PeriodList = keyof typeof UNITS;

/**
 * The periods without a start, as errors under their fields (`terms.0.fromYear`): the start is
 * required (§5), so the dialog says so itself instead of sending a body its contract refuses.
 */
export function missingStarts(list: PeriodList, periods: readonly PeriodDraft[], message: string) {
  const errors: Record<string, string> = {};
  periods.forEach((period, index) => {
    if (period.from.trim() === '') errors[`${list}.${index}.${UNITS[list].fromKey}`] = message;
  });
  return errors;
}

/**
 * The periods of an entry, one fieldset each: start, end, and while the end is empty the status
 * (current or inactive); periods are added and removed here. The server's 400 items land under
 * their fields by key (`periods.1.dateTo`).
 */
export function PeriodsField({
  list,
  periods,
  errors,
  onChange,
}: {
  list: PeriodList;
  periods: readonly PeriodDraft[];
  errors: FieldErrors;
  onChange: (periods: PeriodDraft[]) => void;
}) {
  const { t } = useTranslation();
  const unit = UNITS[list];
  const years = list === 'terms';
  const setPeriod = (index: number, patch: Partial<PeriodDraft>) =>
    onChange(periods.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <>
      {errors[list] ? (
        <p className="form__error" role="alert">
          {errors[list]}
        </p>
      ) : null}
      {periods.map((period, index) => {
        const number = index + 1;
        const key = (field: string) => `${list}.${index}.${field}`;
        return (
          <fieldset key={index} className="form-row gremium-entry-form__period">
            <legend>{t(unit.legend, { number })}</legend>
            <TextField
              id={`gremium-entry-${index}-from`}
              label={t(unit.from)}
              type={years ? 'number' : 'date'}
              inputMode={years ? 'numeric' : undefined}
              hint={years ? t('GREMIUM_ADMIN.YEAR_HINT') : undefined}
              required
              requiredLabel={t('GREMIUM_ADMIN.REQUIRED_MARK')}
              error={errors[key(unit.fromKey)]}
              value={period.from}
              onChange={(event) => setPeriod(index, { from: event.target.value })}
            />
            <TextField
              id={`gremium-entry-${index}-to`}
              label={t(unit.to)}
              type={years ? 'number' : 'date'}
              inputMode={years ? 'numeric' : undefined}
              error={errors[key(unit.toKey)]}
              value={period.to}
              onChange={(event) => setPeriod(index, { to: event.target.value })}
            />
            {period.to.trim() === '' ? (
              <SelectField
                id={`gremium-entry-${index}-status`}
                label={t('GREMIUM_ADMIN.OPEN_STATUS')}
                error={errors[key('status')]}
                value={period.status}
                onChange={(event) =>
                  setPeriod(index, {
                    status: event.target.value === 'INACTIVE' ? 'INACTIVE' : 'CURRENT',
                  })
                }
              >
                <option value="CURRENT">{t('GREMIUM_ADMIN.STATUS_CURRENT')}</option>
                <option value="INACTIVE">{t('GREMIUM_ADMIN.STATUS_INACTIVE')}</option>
              </SelectField>
            ) : null}
            {periods.length > 1 ? (
              <button
                type="button"
                className="link-button"
                onClick={() => onChange(periods.filter((_, i) => i !== index))}
              >
                {t(unit.remove, { number })}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <div>
        <button
          type="button"
          className="button"
          onClick={() => onChange([...periods, EMPTY_PERIOD])}
        >
          {t(unit.add)}
        </button>
      </div>
    </>
  );
}
