import type { FunctionWriteInput, GremiumAdminFunction } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/ui/form-field';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { useSaveGremiumEntry } from '../api/save-gremium-entry';
import {
  EntryDialog,
  EntryPersonField,
  personDraftOf,
  type EntryPerson,
} from './gremium-entry-dialog';
import {
  EMPTY_PERIOD,
  missingStarts,
  PeriodsField,
  type PeriodDraft,
} from './gremium-periods-field';

const periodsOf = (entry: GremiumAdminFunction | null): PeriodDraft[] =>
  entry
    ? entry.periods.map((period) => ({
        from: period.dateFrom ?? '',
        to: period.dateTo ?? '',
        status: period.status ?? 'CURRENT',
      }))
    : [EMPTY_PERIOD];

/** The add/edit dialog of a function: the holder, its Polish and English names, the periods. */
export function FunctionDialog({
  gremiumId,
  entry,
  self,
  onClose,
}: {
  gremiumId: string;
  entry: GremiumAdminFunction | null;
  self: EntryPerson | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [person, setPerson] = useState(() => personDraftOf(entry, self));
  const [functionPl, setFunctionPl] = useState(entry?.functionPl ?? '');
  const [functionEn, setFunctionEn] = useState(entry?.functionEn ?? '');
  const [periods, setPeriods] = useState(() => periodsOf(entry));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveGremiumEntry();

  const onSubmit = () => {
    const missing = missingStarts('periods', periods, t('GREMIUM_ADMIN.REQUIRED'));
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    const body: FunctionWriteInput = {
      profileId: person.person?.id ?? '',
      functionPl,
      functionEn,
      periods: periods.map((period) => ({
        dateFrom: period.from.trim(),
        dateTo: period.to.trim() === '' ? null : period.to.trim(),
        ...(period.to.trim() === '' ? { status: period.status } : {}),
      })),
    };
    save.mutate(
      { kind: 'functions', gremiumId, entryId: entry?.functionId ?? null, body },
      { onSuccess: onClose, onError: (failure) => setErrors(fieldErrorsOf(failure)) },
    );
  };

  return (
    <EntryDialog
      title={t(entry ? 'GREMIUM_ADMIN.EDIT_FUNCTION' : 'GREMIUM_ADMIN.ADD_FUNCTION')}
      pending={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <EntryPersonField self={self} draft={person} error={errors.profileId} onChange={setPerson} />
      <TextField
        id="gremium-entry-function-pl"
        label={t('GREMIUM_ADMIN.FUNCTION_PL')}
        required
        requiredLabel={t('GREMIUM_ADMIN.REQUIRED_MARK')}
        error={errors.functionPl}
        value={functionPl}
        onChange={(event) => setFunctionPl(event.target.value)}
      />
      <TextField
        id="gremium-entry-function-en"
        label={t('GREMIUM_ADMIN.FUNCTION_EN')}
        required
        requiredLabel={t('GREMIUM_ADMIN.REQUIRED_MARK')}
        error={errors.functionEn}
        value={functionEn}
        onChange={(event) => setFunctionEn(event.target.value)}
      />
      <PeriodsField list="periods" periods={periods} errors={errors} onChange={setPeriods} />
    </EntryDialog>
  );
}
