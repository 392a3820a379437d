import type { GremiumAdminMembership, MembershipWriteInput } from '@ln/contracts';
import { GREMIUM_MEMBER_KINDS } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectField } from '../../../components/ui/form-field';
import { isEnglish } from '../../../lib/display-names';
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

type MemberKind = MembershipWriteInput['memberKind'];
const kindOf = (code: string): MemberKind =>
  GREMIUM_MEMBER_KINDS.find((kind) => kind.code === code)?.code ?? 'MEMBER';

const termsOf = (entry: GremiumAdminMembership | null): PeriodDraft[] =>
  entry
    ? entry.terms.map((term) => ({
        from: term.fromYear === null ? '' : String(term.fromYear),
        to: term.toYear === null ? '' : String(term.toYear),
        status: term.status ?? 'CURRENT',
      }))
    : [EMPTY_PERIOD];

/** The add/edit dialog of a member: the person, the kind of membership and the terms in years. */
export function MembershipDialog({
  gremiumId,
  entry,
  self,
  onClose,
}: {
  gremiumId: string;
  entry: GremiumAdminMembership | null;
  self: EntryPerson | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const english = isEnglish(i18n.language);
  const [person, setPerson] = useState(() => personDraftOf(entry, self));
  const [memberKind, setMemberKind] = useState<MemberKind>(() =>
    kindOf(entry?.memberKind.code ?? 'MEMBER'),
  );
  const [terms, setTerms] = useState(() => termsOf(entry));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveGremiumEntry();

  const onSubmit = () => {
    const missing = missingStarts('terms', terms, t('GREMIUM_ADMIN.REQUIRED'));
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    const body: MembershipWriteInput = {
      profileId: person.person?.id ?? '',
      memberKind,
      terms: terms.map((term) => ({
        fromYear: Number(term.from),
        toYear: term.to.trim() === '' ? null : Number(term.to),
        ...(term.to.trim() === '' ? { status: term.status } : {}),
      })),
    };
    save.mutate(
      { kind: 'memberships', gremiumId, entryId: entry?.membershipId ?? null, body },
      { onSuccess: onClose, onError: (failure) => setErrors(fieldErrorsOf(failure)) },
    );
  };

  return (
    <EntryDialog
      title={t(entry ? 'GREMIUM_ADMIN.EDIT_MEMBER' : 'GREMIUM_ADMIN.ADD_MEMBER')}
      pending={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <EntryPersonField self={self} draft={person} error={errors.profileId} onChange={setPerson} />
      <SelectField
        id="gremium-entry-kind"
        label={t('GREMIUM_ADMIN.KIND')}
        error={errors.memberKind}
        value={memberKind}
        onChange={(event) => setMemberKind(kindOf(event.target.value))}
      >
        {GREMIUM_MEMBER_KINDS.map((k) => (
          <option key={k.code} value={k.code}>
            {english ? k.labelEn : k.labelPl}
          </option>
        ))}
      </SelectField>
      <PeriodsField list="terms" periods={terms} errors={errors} onChange={setTerms} />
    </EntryDialog>
  );
}
