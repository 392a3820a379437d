import { TYPEAHEAD_MIN_LENGTH } from '@ln/contracts';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Combobox } from '../../../components/ui/combobox';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { TYPEAHEAD_DEBOUNCE_MS } from '../../../config/app';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usePersonSuggestions } from '../api/get-suggestions';

/** A person an entry is about: on a profile owner's own body, the owner themselves. */
export interface EntryPerson {
  profileId: string;
  name: string;
}

/** The person as the dialog holds it: the one chosen (sent) and the text typed. */
export interface PersonDraft {
  person: { id: string; name: string } | null;
  personText: string;
}

export const fullName = (names: { name: string; secondName: string | null; surname: string }) =>
  [names.name, names.secondName, names.surname].filter(Boolean).join(' ');

/** The person of an entry being edited, else (an owner's own body) the owner, else nobody. */
export function personDraftOf(
  entry: { profileId: string | null; names: Parameters<typeof fullName>[0] } | null,
  self: EntryPerson | undefined,
): PersonDraft {
  const person =
    entry?.profileId != null
      ? { id: entry.profileId, name: fullName(entry.names) }
      : self
        ? { id: self.profileId, name: self.name }
        : null;
  return { person, personText: person?.name ?? '' };
}

/** The person: a name typed gives people from the profiles; only a chosen one is sent. */
function PersonChooser({
  draft,
  error,
  onChange,
}: {
  draft: PersonDraft;
  error: string | undefined;
  onChange: (draft: PersonDraft) => void;
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

/** The person field of both dialogs; on their own body an owner lists only themselves. */
export function EntryPersonField({
  self,
  draft,
  error,
  onChange,
}: {
  self: EntryPerson | undefined;
  draft: PersonDraft;
  error: string | undefined;
  onChange: (draft: PersonDraft) => void;
}) {
  const { t } = useTranslation();
  if (self)
    return (
      <TextField
        id="gremium-entry-person"
        label={t('GREMIUM_ADMIN.PERSON')}
        error={error}
        value={self.name}
        readOnly
      />
    );
  return <PersonChooser draft={draft} error={error} onChange={onChange} />;
}

/** The frame of the member and function dialogs: a modal with its form, Save and Cancel. */
export function EntryDialog({
  title,
  pending,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
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
            disabled={pending}
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
        onSubmit={submit}
      >
        {children}
      </form>
    </Dialog>
  );
}
