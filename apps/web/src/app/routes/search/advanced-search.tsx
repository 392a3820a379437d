import { SEARCH_DEGREE_TITLES, SEARCH_TEXT_MAX_LENGTH } from '@ln/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useScienceClassification } from '../../../features/search/api/get-science-classification';
import {
  InstitutionField,
  SpecialtyField,
} from '../../../features/search/components/typeahead-fields';
import type { DegreeTitle, SearchFilter } from '../../../features/search/search-params';
import {
  EMPTY_FILTER,
  parseSearchParams,
  toggleListValue,
  toSearchParams,
} from '../../../features/search/search-params';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import './search.css';

const DEGREE_TITLE_LABELS = {
  MASTER: 'SEARCH_PAGE.DEGREE_TITLES.MASTER',
  DOCTOR: 'SEARCH_PAGE.DEGREE_TITLES.DOCTOR',
  HABILITATED_DOCTOR: 'SEARCH_PAGE.DEGREE_TITLES.HABILITATED_DOCTOR',
  PROFESSOR: 'SEARCH_PAGE.DEGREE_TITLES.PROFESSOR',
} as const satisfies Record<DegreeTitle, string>;

type TextKey = 'fullQuery' | 'name' | 'surname';

/** Fields of science, each with its disciplines, as checkboxes (`domains`, `disciplines`). */
function ClassificationFields({
  form,
  setForm,
}: {
  form: SearchFilter;
  setForm: (change: (form: SearchFilter) => SearchFilter) => void;
}) {
  const { t } = useTranslation();
  const classification = useScienceClassification();
  if (classification.isPending) return <Spinner block />;
  if (classification.isError) return null;
  return (
    <ul className="advanced-search__fields">
      {classification.data.map((field) => {
        const fieldId = `advanced-domain-${field.code}`;
        const open =
          form.domains.includes(field.code) ||
          field.disciplines.some((d) => form.disciplines.includes(d.code));
        return (
          <li key={field.code}>
            <details open={open || undefined}>
              <summary>{field.label}</summary>
              <div className="checkbox">
                <input
                  id={fieldId}
                  type="checkbox"
                  checked={form.domains.includes(field.code)}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    setForm((current) => toggleListValue(current, 'domains', field.code, checked));
                  }}
                />
                <label htmlFor={fieldId}>
                  {t('SEARCH_PAGE.WHOLE_FIELD', { field: field.label })}
                </label>
              </div>
              <ul className="advanced-search__disciplines">
                {field.disciplines.map((discipline) => {
                  const id = `advanced-discipline-${discipline.code}`;
                  return (
                    <li key={discipline.code} className="checkbox">
                      <input
                        id={id}
                        type="checkbox"
                        checked={form.disciplines.includes(discipline.code)}
                        onChange={(event) => {
                          const checked = event.target.checked;
                          setForm((current) =>
                            toggleListValue(current, 'disciplines', discipline.code, checked),
                          );
                        }}
                      />
                      <label htmlFor={id}>{discipline.label}</label>
                    </li>
                  );
                })}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * `/advanced-search`: every filter of the search in one form (accounts-and-platform §2). It
 * does not show results itself: it submits to `/profiles?…&advancedSearch=true`, so there is
 * one results page, and it opens filled from the parameters it is given (the search page's
 * link passes its own), so a search can be refined here.
 */
export function AdvancedSearchRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('SEARCH.ADVANCED_TITLE'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [form, setFormState] = useState<SearchFilter>(() => parseSearchParams(searchParams));
  const [institutionText, setInstitutionText] = useState(form.institution);
  const setForm = (change: (current: SearchFilter) => SearchFilter) => setFormState(change);

  const text = (key: TextKey, label: string) => (
    <div className="field">
      <label htmlFor={`advanced-${key}`}>{label}</label>
      <input
        id={`advanced-${key}`}
        type="text"
        value={form[key]}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        onChange={(event) => {
          const value = event.target.value;
          setForm((current) => ({ ...current, [key]: value }));
        }}
      />
    </div>
  );
  const flag = (key: 'onlyCurrent' | 'withTheDead' | 'showMatching', label: string) => (
    <div className="checkbox">
      <input
        id={`advanced-${key}`}
        type="checkbox"
        checked={form[key]}
        onChange={(event) => {
          const checked = event.target.checked;
          setForm((current) => ({ ...current, [key]: checked }));
        }}
      />
      <label htmlFor={`advanced-${key}`}>{label}</label>
    </div>
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = toSearchParams({ ...form, advancedSearch: true, page: 0 });
    void navigate(paths.search.getHref(query));
  };
  const onReset = () => {
    setFormState({ ...EMPTY_FILTER });
    setInstitutionText('');
  };

  return (
    <article className="advanced-search" aria-labelledby="advanced-search-title">
      <h1 id="advanced-search-title">{t('SEARCH.ADVANCED_TITLE')}</h1>
      <p>{t('SEARCH_PAGE.ADVANCED_INTRO')}</p>
      <form className="advanced-search__form" role="search" onSubmit={onSubmit} noValidate>
        <fieldset className="advanced-search__group">
          <legend>{t('SEARCH_PAGE.PERSON')}</legend>
          {text('fullQuery', t('SEARCH_PAGE.QUERY_LABEL'))}
          {text('name', t('SEARCH_PAGE.NAME'))}
          {text('surname', t('SEARCH_PAGE.SURNAME'))}
          {flag('withTheDead', t('SEARCH_PAGE.WITH_THE_DEAD'))}
        </fieldset>
        <fieldset className="advanced-search__group">
          <legend>{t('SEARCH_PAGE.WORK')}</legend>
          <SpecialtyField
            id="advanced-specialty"
            text={form.specialty}
            onTextChange={(value) => setForm((current) => ({ ...current, specialty: value }))}
          />
          <InstitutionField
            id="advanced-institution"
            text={institutionText}
            onTextChange={(value) => {
              setInstitutionText(value);
              // Typing again drops the chosen institution until another is chosen.
              setForm((current) => ({ ...current, institutionId: '', institution: '' }));
            }}
            onChoose={({ institutionId, institutionName }) => {
              setInstitutionText(institutionName);
              setForm((current) => ({ ...current, institutionId, institution: institutionName }));
            }}
          />
          {flag('onlyCurrent', t('SEARCH_PAGE.ONLY_CURRENT'))}
        </fieldset>
        <fieldset className="advanced-search__group">
          <legend>{t('SEARCH_PAGE.TITLES')}</legend>
          {SEARCH_DEGREE_TITLES.map((title) => {
            const id = `advanced-title-${title}`;
            return (
              <div key={title} className="checkbox">
                <input
                  id={id}
                  type="checkbox"
                  checked={form.degreeTitles.includes(title)}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    setForm((current) => toggleListValue(current, 'degreeTitles', title, checked));
                  }}
                />
                <label htmlFor={id}>{t(DEGREE_TITLE_LABELS[title])}</label>
              </div>
            );
          })}
        </fieldset>
        <fieldset className="advanced-search__group advanced-search__group--wide">
          <legend>{t('SEARCH_PAGE.FIELDS_AND_DISCIPLINES')}</legend>
          <ClassificationFields form={form} setForm={setForm} />
        </fieldset>
        <fieldset className="advanced-search__group">
          <legend>{t('SEARCH_PAGE.OPTIONS')}</legend>
          {flag('showMatching', t('SEARCH_PAGE.SHOW_MATCHING'))}
        </fieldset>
        <div className="advanced-search__actions">
          <button type="submit" className="button button--primary">
            {t('SEARCH_PAGE.ADVANCED_SUBMIT')}
          </button>
          <button type="button" className="button" onClick={onReset}>
            {t('SEARCH_PAGE.ADVANCED_RESET')}
          </button>
        </div>
      </form>
    </article>
  );
}

export { AdvancedSearchRoute as Component };
