import type { GremiumAdminFunction, GremiumAdminMembership } from '@ln/contracts';
import { GREMIUM_MEMBER_KINDS, TYPEAHEAD_MIN_LENGTH } from '@ln/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Combobox } from '../../../components/ui/combobox';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { QueryState } from '../../../components/ui/query-state';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { useGremiumEntries, type GremiumEntryKind } from '../api/get-gremium-entries';
import { usePersonSuggestions } from '../api/get-suggestions';
import { useRemoveGremiumEntry } from '../api/remove-gremium-entry';
import { useSaveGremiumEntry } from '../api/save-gremium-entry';
import { TYPEAHEAD_DEBOUNCE_MS } from './gremium-form';

type Entry = GremiumAdminMembership | GremiumAdminFunction;

/** A person an entry is about: on a profile owner's own body, the owner themselves. */
export interface EntryPerson {
  profileId: string;
  name: string;
}

/** One period row of the dialog: years for terms, dates for function periods (accounts §5). */
interface PeriodDraft {
  from: string;
  to: string;
  status: 'CURRENT' | 'INACTIVE';
}

interface Draft {
  person: { id: string; name: string } | null;
  personText: string;
  memberKind: string;
  functionPl: string;
  functionEn: string;
  periods: PeriodDraft[];
}

const fullName = (names: { name: string; secondName: string | null; surname: string }) =>
  [names.name, names.secondName, names.surname].filter(Boolean).join(' ');

const entryId = (entry: Entry) => ('membershipId' in entry ? entry.membershipId : entry.functionId);

function draftOf(entry: Entry | null, self: EntryPerson | undefined): Draft {
  const person =
    entry?.profileId != null
      ? { id: entry.profileId, name: fullName(entry.names) }
      : self
        ? { id: self.profileId, name: self.name }
        : null;
  const base = {
    person,
    personText: person?.name ?? '',
    memberKind: 'MEMBER',
    functionPl: '',
    functionEn: '',
  };
  if (entry === null) return { ...base, periods: [{ from: '', to: '', status: 'CURRENT' }] };
  if ('membershipId' in entry)
    return {
      ...base,
      memberKind: entry.memberKind.code,
      periods: entry.terms.map((term) => ({
        from: term.fromYear === null ? '' : String(term.fromYear),
        to: term.toYear === null ? '' : String(term.toYear),
        status: term.status ?? 'CURRENT',
      })),
    };
  return {
    ...base,
    functionPl: entry.functionPl,
    functionEn: entry.functionEn ?? '',
    periods: entry.periods.map((period) => ({
      from: period.dateFrom ?? '',
      to: period.dateTo ?? '',
      status: period.status ?? 'CURRENT',
    })),
  };
}

const yearOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The person: a name typed gives people from the profiles; only a chosen one is sent. */
function PersonField({
  draft,
  error,
  onChange,
}: {
  draft: Draft;
  error: string | undefined;
  onChange: (patch: Partial<Draft>) => void;
}) {
  const { t } = useTranslation();
  const debounced = useDebouncedValue(draft.person ? '' : draft.personText, TYPEAHEAD_DEBOUNCE_MS);
  const suggestions = usePersonSuggestions(debounced);
  const people =
    debounced.trim().length >= TYPEAHEAD_MIN_LENGTH ? suggestions.data?.page.content : undefined;
  return (
    <Combobox
      id="gremium-entry-person"
      name="person"
      label={t('GREMIUM_ADMIN.PERSON')}
      value={draft.personText}
      onInputChange={(value) => onChange({ personText: value, person: null })}
      options={(people ?? []).map((p) => ({
        id: p.profileId,
        label: [p.title, fullName(p.names)].filter(Boolean).join(' '),
        description: p.calculatedInstitutionName,
      }))}
      onSelect={(option) =>
        onChange({ person: { id: option.id, name: option.label }, personText: option.label })
      }
      status={
        people === undefined
          ? ''
          : people.length === 0
            ? t('GREMIUM_ADMIN.NO_SUGGESTIONS')
            : t('GREMIUM_ADMIN.SUGGESTIONS', { count: people.length })
      }
      hint={
        error ??
        (draft.person
          ? t('GREMIUM_ADMIN.PERSON_CHOSEN', { name: draft.person.name })
          : t('GREMIUM_ADMIN.PERSON_HINT'))
      }
      maxLength={200}
    />
  );
}

/** The add/edit dialog of a member or a function; the server's 400 items land by key. */
function EntryDialog({
  kind,
  gremiumId,
  entry,
  self,
  onClose,
}: {
  kind: GremiumEntryKind;
  gremiumId: string;
  entry: Entry | null;
  self: EntryPerson | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const [draft, setDraft] = useState<Draft>(() => draftOf(entry, self));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveGremiumEntry();
  const members = kind === 'memberships';
  const list = members ? 'terms' : 'periods';
  const fromKey = members ? 'fromYear' : 'dateFrom';
  const toKey = members ? 'toYear' : 'dateTo';
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setPeriod = (index: number, patch: Partial<PeriodDraft>) =>
    setDraft((d) => ({
      ...d,
      periods: d.periods.map((p, i) => (i === index ? { ...p, ...patch } : p)),
    }));
  const title = members
    ? t(entry ? 'GREMIUM_ADMIN.EDIT_MEMBER' : 'GREMIUM_ADMIN.ADD_MEMBER')
    : t(entry ? 'GREMIUM_ADMIN.EDIT_FUNCTION' : 'GREMIUM_ADMIN.ADD_FUNCTION');

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    const profileId = draft.person?.id ?? '';
    const id = entry ? entryId(entry) : null;
    const onError = (failure: unknown) => setErrors(fieldErrorsOf(failure));
    if (members)
      save.mutate(
        {
          kind,
          gremiumId,
          entryId: id,
          body: {
            profileId,
            memberKind: draft.memberKind as 'MEMBER',
            terms: draft.periods.map((p) => ({
              fromYear: yearOrNull(p.from),
              toYear: yearOrNull(p.to),
              ...(p.to.trim() === '' ? { status: p.status } : {}),
            })) as never,
          },
        },
        { onSuccess: onClose, onError },
      );
    else
      save.mutate(
        {
          kind: 'functions',
          gremiumId,
          entryId: id,
          body: {
            profileId,
            functionPl: draft.functionPl,
            functionEn: draft.functionEn,
            periods: draft.periods.map((p) => ({
              dateFrom: textOrNull(p.from),
              dateTo: textOrNull(p.to),
              ...(p.to.trim() === '' ? { status: p.status } : {}),
            })) as never,
          },
        },
        { onSuccess: onClose, onError },
      );
  };

  return (
    <Dialog
      title={title}
      onDismiss={onClose}
      actions={
        <>
          <button
            type="submit"
            form="gremium-entry-form"
            className="button button--primary"
            disabled={save.isPending}
          >
            {t('GREMIUM_ADMIN.SAVE')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('GREMIUM_ADMIN.CANCEL')}
          </button>
        </>
      }
    >
      <form
        id="gremium-entry-form"
        className="form gremium-entry-form"
        noValidate
        onSubmit={onSubmit}
      >
        {self ? (
          // On their own body an owner lists only themselves: no choice to make.
          <TextField
            id="gremium-entry-person"
            label={t('GREMIUM_ADMIN.PERSON')}
            error={errors.profileId}
            value={self.name}
            readOnly
          />
        ) : (
          <PersonField draft={draft} error={errors.profileId} onChange={set} />
        )}
        {members ? (
          <SelectField
            id="gremium-entry-kind"
            label={t('GREMIUM_ADMIN.KIND')}
            error={errors.memberKind}
            value={draft.memberKind}
            onChange={(event) => set({ memberKind: event.target.value })}
          >
            {GREMIUM_MEMBER_KINDS.map((k) => (
              <option key={k.code} value={k.code}>
                {english ? k.labelEn : k.labelPl}
              </option>
            ))}
          </SelectField>
        ) : (
          <>
            <TextField
              id="gremium-entry-function-pl"
              label={t('GREMIUM_ADMIN.FUNCTION_PL')}
              required
              requiredLabel={t('GREMIUM_ADMIN.REQUIRED_MARK')}
              error={errors.functionPl}
              value={draft.functionPl}
              onChange={(event) => set({ functionPl: event.target.value })}
            />
            <TextField
              id="gremium-entry-function-en"
              label={t('GREMIUM_ADMIN.FUNCTION_EN')}
              required
              requiredLabel={t('GREMIUM_ADMIN.REQUIRED_MARK')}
              error={errors.functionEn}
              value={draft.functionEn}
              onChange={(event) => set({ functionEn: event.target.value })}
            />
          </>
        )}
        {errors[list] ? (
          <p className="form__error" role="alert">
            {errors[list]}
          </p>
        ) : null}
        {draft.periods.map((period, index) => {
          const number = index + 1;
          const key = (field: string) => `${list}.${index}.${field}`;
          return (
            <fieldset key={index} className="form-row gremium-entry-form__period">
              <legend>
                {t(members ? 'GREMIUM_ADMIN.TERM' : 'GREMIUM_ADMIN.PERIOD', { number })}
              </legend>
              <TextField
                id={`gremium-entry-${index}-from`}
                label={t(members ? 'GREMIUM_ADMIN.FROM_YEAR' : 'GREMIUM_ADMIN.DATE_FROM')}
                type={members ? 'number' : 'date'}
                inputMode={members ? 'numeric' : undefined}
                hint={members ? t('GREMIUM_ADMIN.YEAR_HINT') : undefined}
                required
                requiredLabel={t('GREMIUM_ADMIN.REQUIRED_MARK')}
                error={errors[key(fromKey)]}
                value={period.from}
                onChange={(event) => setPeriod(index, { from: event.target.value })}
              />
              <TextField
                id={`gremium-entry-${index}-to`}
                label={t(members ? 'GREMIUM_ADMIN.TO_YEAR' : 'GREMIUM_ADMIN.DATE_TO')}
                type={members ? 'number' : 'date'}
                inputMode={members ? 'numeric' : undefined}
                error={errors[key(toKey)]}
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
                    setPeriod(index, { status: event.target.value as PeriodDraft['status'] })
                  }
                >
                  <option value="CURRENT">{t('GREMIUM_ADMIN.STATUS_CURRENT')}</option>
                  <option value="INACTIVE">{t('GREMIUM_ADMIN.STATUS_INACTIVE')}</option>
                </SelectField>
              ) : null}
              {draft.periods.length > 1 ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => set({ periods: draft.periods.filter((_, i) => i !== index) })}
                >
                  {t(members ? 'GREMIUM_ADMIN.REMOVE_TERM' : 'GREMIUM_ADMIN.REMOVE_PERIOD', {
                    number,
                  })}
                </button>
              ) : null}
            </fieldset>
          );
        })}
        <div>
          <button
            type="button"
            className="button"
            onClick={() =>
              set({ periods: [...draft.periods, { from: '', to: '', status: 'CURRENT' }] })
            }
          >
            {t(members ? 'GREMIUM_ADMIN.ADD_TERM' : 'GREMIUM_ADMIN.ADD_PERIOD')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function RemoveDialog({
  kind,
  gremiumId,
  entry,
  onClose,
}: {
  kind: GremiumEntryKind;
  gremiumId: string;
  entry: Entry;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveGremiumEntry();
  return (
    <Dialog
      title={t(
        kind === 'memberships'
          ? 'GREMIUM_ADMIN.REMOVE_MEMBER_TITLE'
          : 'GREMIUM_ADMIN.REMOVE_FUNCTION_TITLE',
      )}
      onDismiss={onClose}
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate({ kind, gremiumId, entryId: entryId(entry) }, { onSuccess: onClose })
            }
          >
            {t('GREMIUM_ADMIN.REMOVE')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('GREMIUM_ADMIN.CANCEL')}
          </button>
        </>
      }
    >
      <p>{t('GREMIUM_ADMIN.REMOVE_TEXT', { name: fullName(entry.names) })}</p>
    </Dialog>
  );
}

function periodText(entry: Entry): string {
  if ('membershipId' in entry)
    return entry.terms.map((term) => `${term.fromYear ?? '?'}–${term.toYear ?? ''}`).join(', ');
  return entry.periods.map((p) => `${p.dateFrom ?? '?'} – ${p.dateTo ?? ''}`).join(', ');
}

/**
 * The members or the functions of a body as a table, each row with edit and remove in dialogs;
 * entries from state systems are shown without them (accounts §5). `editable` false: the
 * whole body is a state system's.
 */
export function GremiumEntriesEditor({
  kind,
  gremiumId,
  editable,
  self,
}: {
  kind: GremiumEntryKind;
  gremiumId: string;
  editable: boolean;
  /** A profile owner's own body: every new entry is about them (decision 021). */
  self?: EntryPerson | undefined;
}) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const entries = useGremiumEntries(gremiumId, kind);
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const [removing, setRemoving] = useState<Entry | null>(null);
  const members = kind === 'memberships';
  const headingId = `gremium-${kind}-heading`;
  return (
    <section className="detail-section gremium-entries" aria-labelledby={headingId}>
      <div className="gremium-entries__header">
        <h2 id={headingId}>{t(members ? 'GREMIUM_ADMIN.MEMBERS' : 'GREMIUM_ADMIN.FUNCTIONS')}</h2>
        {editable ? (
          <button type="button" className="button" onClick={() => setEditing('new')}>
            {t(members ? 'GREMIUM_ADMIN.ADD_MEMBER' : 'GREMIUM_ADMIN.ADD_FUNCTION')}
          </button>
        ) : null}
      </div>
      <QueryState query={entries}>
        {(rows: Entry[]) =>
          rows.length === 0 ? (
            <p className="empty-state">
              {t(members ? 'GREMIUM_ADMIN.NO_MEMBERS' : 'GREMIUM_ADMIN.NO_FUNCTIONS')}
            </p>
          ) : (
            <div className="table-scroll">
              <table className="data-table gremium-entries__table">
                <thead>
                  <tr>
                    <th scope="col">{t('GREMIUM_ADMIN.PERSON')}</th>
                    <th scope="col">
                      {t(members ? 'GREMIUM_ADMIN.KIND' : 'GREMIUM_ADMIN.FUNCTION')}
                    </th>
                    <th scope="col">
                      {t(members ? 'GREMIUM_ADMIN.TERMS' : 'GREMIUM_ADMIN.PERIODS')}
                    </th>
                    <th scope="col">{t('GREMIUM_ADMIN.STATUS')}</th>
                    <th scope="col">{t('GREMIUM_ADMIN.ACTIONS')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((entry) => {
                    const name = fullName(entry.names);
                    return (
                      <tr key={entryId(entry)}>
                        <th scope="row">
                          {name}
                          {entry.profileHidden ? (
                            <span className="badge">{t('GREMIUM_ADMIN.HIDDEN_PROFILE')}</span>
                          ) : null}
                        </th>
                        <td>
                          {'membershipId' in entry
                            ? entry.memberKind.label
                            : english
                              ? (entry.functionEn ?? entry.functionPl)
                              : entry.functionPl}
                        </td>
                        <td>{periodText(entry)}</td>
                        <td>
                          {t(
                            entry.status === 'CURRENT'
                              ? 'GREMIUM_ADMIN.STATUS_CURRENT'
                              : 'GREMIUM_ADMIN.STATUS_INACTIVE',
                          )}
                        </td>
                        <td>
                          {editable && entry.editable ? (
                            <div className="gremium-entries__actions">
                              <button
                                type="button"
                                className="link-button"
                                onClick={() => setEditing(entry)}
                              >
                                {t('GREMIUM_ADMIN.EDIT')}
                                <span className="visually-hidden"> {name}</span>
                              </button>
                              <button
                                type="button"
                                className="link-button"
                                onClick={() => setRemoving(entry)}
                              >
                                {t('GREMIUM_ADMIN.REMOVE')}
                                <span className="visually-hidden"> {name}</span>
                              </button>
                            </div>
                          ) : !entry.editable ? (
                            <span className="gremium-entries__source">
                              {t('GREMIUM_ADMIN.STATE_ENTRY', { source: entry.source })}
                            </span>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      {editing !== null ? (
        <EntryDialog
          kind={kind}
          gremiumId={gremiumId}
          entry={editing === 'new' ? null : editing}
          self={self}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing !== null ? (
        <RemoveDialog
          kind={kind}
          gremiumId={gremiumId}
          entry={removing}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
