import type { PersonDetails } from '@ln/contracts';
import { SPECIALTIES_MAX } from '@ln/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Combobox } from '../../../components/ui/combobox';
import { FormField } from '../../../components/ui/form-field';
import { isEnglish } from '../../../lib/display-names';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { useEditSpecialties } from '../api/edit-specialties';
import { useSpecialtySuggestions } from '../api/get-specialty-suggestions';
import { EditSection } from './edit-section';
import { Icon } from '../../../components/ui/icon';

interface Item {
  key: number;
  termId: string | null;
  labelPl: string;
  labelEn: string;
}

/**
 * The specialties in order: add from the dictionary type-ahead or as a new pair of names
 * (both required, accounts §5), move up and down with buttons (keyboard reordering keeps the
 * focus on the moved item's button), remove; the list is saved whole.
 */
export function SpecialtiesForm({
  profileId,
  person,
}: {
  profileId: string;
  person: PersonDetails;
}) {
  const { t, i18n } = useTranslation();
  const nextKey = useRef(person.specialties.length);
  const [items, setItems] = useState<Item[]>(() =>
    person.specialties.map((s, key) => ({
      key,
      termId: null,
      labelPl: s.labelPl,
      labelEn: s.labelEn,
    })),
  );
  const [query, setQuery] = useState('');
  const [newPl, setNewPl] = useState('');
  const [newEn, setNewEn] = useState('');
  const [newErrors, setNewErrors] = useState<{ pl?: string; en?: string }>({});
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const suggestions = useSpecialtySuggestions(query);
  const save = useEditSpecialties(profileId);
  const errors = fieldErrorsOf(save.error);
  const english = isEnglish(i18n.language);
  const full = items.length >= SPECIALTIES_MAX;

  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget)?.focus();
  }, [focusTarget, items]);

  const add = (item: Omit<Item, 'key'>) => {
    const same = (i: Item) =>
      i.labelPl.toLocaleLowerCase() === item.labelPl.toLocaleLowerCase() &&
      i.labelEn.toLocaleLowerCase() === item.labelEn.toLocaleLowerCase();
    if (full || items.some(same)) return;
    setItems((list) => [...list, { ...item, key: nextKey.current++ }]);
  };
  const move = (index: number, by: -1 | 1) => {
    const item = items[index];
    const target = index + by;
    if (!item || target < 0 || target >= items.length) return;
    setItems((list) => {
      const copy = [...list];
      copy.splice(index, 1);
      copy.splice(target, 0, item);
      return copy;
    });
    // The moved item's same button keeps the focus; at an end, the other one.
    const atEnd = target === 0 || target === items.length - 1;
    const side = by < 0 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down';
    setFocusTarget(`specialty-${item.key}-${side}`);
  };
  const label = (item: Item) => (english ? item.labelEn : item.labelPl);

  return (
    <EditSection
      id="edit-specialties"
      title={t('PROFILE_EDIT.SPECIALTIES_TITLE')}
      pending={save.isPending}
      onSubmit={() =>
        save.mutate(items.map(({ termId, labelPl, labelEn }) => ({ termId, labelPl, labelEn })))
      }
    >
      {items.length === 0 ? <p>{t('PROFILE_EDIT.SPECIALTIES_EMPTY')}</p> : null}
      <ol className="edit-specialties" aria-label={t('PROFILE_EDIT.SPECIALTIES_LIST')}>
        {items.map((item, index) => {
          const error =
            errors[`specialties.${index}.labelPl`] ?? errors[`specialties.${index}.labelEn`];
          return (
            <li key={item.key} className="edit-specialties__item">
              <span className="edit-specialties__label">
                {item.labelPl} <span lang="en">/ {item.labelEn}</span>
                {error ? <span className="form-field__error"> {error}</span> : null}
              </span>
              <span className="edit-specialties__actions">
                <button
                  id={`specialty-${item.key}-up`}
                  type="button"
                  className="button button--small"
                  disabled={index === 0}
                  aria-label={t('PROFILE_EDIT.MOVE_UP', { name: label(item) })}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  id={`specialty-${item.key}-down`}
                  type="button"
                  className="button button--small"
                  disabled={index === items.length - 1}
                  aria-label={t('PROFILE_EDIT.MOVE_DOWN', { name: label(item) })}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t('PROFILE_EDIT.REMOVE_SPECIALTY', { name: label(item) })}
                  onClick={() => {
                    setItems((list) => list.filter((i) => i.key !== item.key));
                    setFocusTarget('edit-specialty-search');
                  }}
                >
                  <Icon name="delete" />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {errors.specialties ? <p className="form-field__error">{errors.specialties}</p> : null}
      <Combobox
        id="edit-specialty-search"
        label={t('PROFILE_EDIT.SPECIALTY_SEARCH')}
        hint={t('PROFILE_EDIT.SPECIALTY_SEARCH_HINT')}
        value={query}
        onInputChange={setQuery}
        options={(suggestions.data ?? []).map((s) => ({
          id: s.specialtyId,
          label: english ? s.labelEn : s.labelPl,
          description: english ? s.labelPl : s.labelEn,
        }))}
        status={
          suggestions.data ? t('PROFILE_EDIT.SUGGESTIONS', { count: suggestions.data.length }) : ''
        }
        onSelect={(option) => {
          const term = suggestions.data?.find((s) => s.specialtyId === option.id);
          if (term) add({ termId: term.specialtyId, labelPl: term.labelPl, labelEn: term.labelEn });
          setQuery('');
        }}
      />
      <fieldset className="edit-fieldset">
        <legend>{t('PROFILE_EDIT.NEW_SPECIALTY')}</legend>
        <div className="edit-row">
          <FormField
            id="edit-new-specialty-pl"
            label={t('PROFILE_EDIT.SPECIALTY_PL')}
            error={newErrors.pl}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                value={newPl}
                onChange={(event) => setNewPl(event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id="edit-new-specialty-en"
            label={t('PROFILE_EDIT.SPECIALTY_EN')}
            error={newErrors.en}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                lang="en"
                value={newEn}
                onChange={(event) => setNewEn(event.target.value)}
              />
            )}
          </FormField>
          <button
            type="button"
            className="button edit-row__add"
            disabled={full}
            onClick={() => {
              const required = t('PROFILE_EDIT.REQUIRED');
              const problems = {
                ...(newPl.trim() ? {} : { pl: required }),
                ...(newEn.trim() ? {} : { en: required }),
              };
              setNewErrors(problems);
              if (problems.pl || problems.en) return;
              add({ termId: null, labelPl: newPl.trim(), labelEn: newEn.trim() });
              setNewPl('');
              setNewEn('');
            }}
          >
            {t('PROFILE_EDIT.ADD_SPECIALTY')}
          </button>
        </div>
      </fieldset>
    </EditSection>
  );
}
