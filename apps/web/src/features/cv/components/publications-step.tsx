import type { CodeLabel, CvCitationStyle, CvForChooseQuery, CvPublication } from '@ln/contracts';
import { CV_CITATION_STYLES, CV_LIMITS } from '@ln/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { usePublicationsForChoose } from '../api/get-publications-for-choose';
import { useSaveCitationStyle } from '../api/save-citation-style';
import { useSavePublications } from '../api/save-publications';
import { SortableList } from './sortable-list';
import { StepForm } from './step-form';

type Item = Omit<CvPublication, 'order'>;

/** The citation styles' names (decision 051). */
const STYLE_LABELS = {
  apa: 'CV.CITATION_STYLE_APA',
  chicago: 'CV.CITATION_STYLE_CHICAGO',
  harvard: 'CV.CITATION_STYLE_HARVARD',
  ieee: 'CV.CITATION_STYLE_IEEE',
  'pn-iso-690': 'CV.CITATION_STYLE_PN_ISO_690',
  vancouver: 'CV.CITATION_STYLE_VANCOUVER',
} as const satisfies Record<CvCitationStyle, string>;

/** "Kowalska A., Nowak B. (2021)" */
export function publicationByline(p: Pick<Item, 'author1' | 'author2' | 'author3' | 'year'>) {
  const authors = [p.author1, p.author2, p.author3].filter(Boolean).join(', ');
  return [authors, p.year ? `(${p.year})` : ''].filter(Boolean).join(' ');
}

/** Step 3: the CV's publications, chosen from the owner's own (searched, filtered) and ordered. */
export function PublicationsStep({
  cvId,
  initial,
  initialStyle,
  types,
  onSaved,
}: {
  cvId: string;
  initial: CvPublication[];
  /** The list's citation style (decision 051); null: the portal's own line. */
  initialStyle: CvCitationStyle | null;
  types: CodeLabel[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Item[]>(() => initial.map(({ order: _order, ...p }) => p));
  const [style, setStyle] = useState<CvCitationStyle | ''>(initialStyle ?? '');
  const saveStyle = useSaveCitationStyle(cvId);
  const [filter, setFilter] = useState('');
  const [type, setType] = useState('');
  const [year, setYear] = useState('');
  const query: CvForChooseQuery = {
    ...(useDeferredValue(filter).trim() ? { filter: filter.trim() } : {}),
    ...(type ? { type: type as CvForChooseQuery['type'] & string } : {}),
    ...(/^\d{4}$/.test(year) ? { year: Number(year) } : {}),
  };
  const choose = usePublicationsForChoose(cvId, query);
  const save = useSavePublications(cvId);
  const errors = fieldErrorsOf(save.error);
  const chosen = new Set(items.map((p) => p.publicationId));
  const typeLabel = (code: string) => types.find((x) => x.code === code)?.label ?? code;
  const full = items.length >= CV_LIMITS.publications;

  return (
    <StepForm
      title={t('CV.STEP_PUBLICATIONS')}
      intro={t('CV.PUBLICATIONS_INTRO')}
      pending={save.isPending || saveStyle.isPending}
      failed={(save.isError && Object.keys(errors).length === 0) || saveStyle.isError}
      onSave={() =>
        save.mutate(
          { publications: items.map((p, order) => ({ ...p, order })) },
          // The style's answer formats the list just saved.
          { onSuccess: () => saveStyle.mutate(style || null, { onSuccess: onSaved }) },
        )
      }
    >
      <FormField label={t('CV.CITATION_STYLE')} hint={t('CV.CITATION_STYLE_HINT')}>
        {(control) => (
          <select
            {...control}
            value={style}
            onChange={(event) => setStyle(event.target.value as CvCitationStyle | '')}
          >
            <option value="">{t('CV.CITATION_STYLE_NONE')}</option>
            {CV_CITATION_STYLES.map((code) => (
              <option key={code} value={code}>
                {t(STYLE_LABELS[code])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <h3 className="cv-step__subtitle">{t('CV.IN_CV', { n: items.length })}</h3>
      {items.length === 0 ? <p>{t('CV.NO_PUBLICATIONS')}</p> : null}
      <SortableList
        items={items}
        name={(p) => p.title}
        onChange={setItems}
        className="cv-publications"
      >
        {(p, i) => (
          <div className="cv-publication">
            <p className="cv-publication__title">{p.title}</p>
            <p className="cv-publication__meta">
              {publicationByline(p)} · {typeLabel(p.publicationType)}
              {p.doi ? ` · doi:${p.doi}` : ''}
            </p>
            <FormField
              label={t('CV.PUBLICATION_NOTE')}
              hint={t('CV.PUBLICATION_NOTE_HINT')}
              error={
                errors[`publications.${i}.description`] ?? errors[`publications.${i}.publicationId`]
              }
            >
              {(control) => (
                <input
                  {...control}

                  value={p.description ?? ''}
                  maxLength={CV_LIMITS.publicationDescription}
                  onChange={(event) =>
                    setItems(
                      items.map((x, j) =>
                        j === i ? { ...x, description: event.target.value || null } : x,
                      ),
                    )
                  }
                />
              )}
            </FormField>
          </div>
        )}
      </SortableList>

      <section className="cv-chooser" aria-labelledby="cv-chooser-title">
        <h3 id="cv-chooser-title" className="cv-step__subtitle">
          {t('CV.CHOOSER_TITLE')}
        </h3>
        <div className="cv-chooser__filters" role="search">
          <FormField label={t('CV.CHOOSER_FILTER')} hint={t('CV.CHOOSER_FILTER_HINT')}>
            {(control) => (
              <input
                {...control}

                type="search"
                value={filter}
                maxLength={CV_LIMITS.filter}
                onChange={(event) => setFilter(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('CV.CHOOSER_TYPE')}>
            {(control) => (
              <select {...control} value={type} onChange={(event) => setType(event.target.value)}>
                <option value="">{t('CV.ALL_TYPES')}</option>
                {types.map((x) => (
                  <option key={x.code} value={x.code}>
                    {x.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('CV.CHOOSER_YEAR')}>
            {(control) => (
              <input
                {...control}
                className="cv-step__number"
                inputMode="numeric"
                maxLength={4}
                value={year}
                onChange={(event) => setYear(event.target.value.replace(/\D/g, ''))}
              />
            )}
          </FormField>
        </div>
        <p className="visually-hidden" aria-live="polite">
          {choose.data ? t('CV.CHOOSER_FOUND', { n: choose.data.publications.length }) : ''}
        </p>
        {choose.data && choose.data.publications.length === 0 ? (
          <p>{t('CV.CHOOSER_NONE')}</p>
        ) : null}
        <ul className="cv-chooser__results">
          {choose.data?.publications.map((p) => (
            <li key={p.publicationId} className="cv-chooser__result">
              <div className="cv-publication">
                <p className="cv-publication__title">{p.title}</p>
                <p className="cv-publication__meta">
                  {publicationByline(p)} · {typeLabel(p.publicationType)}
                </p>
              </div>
              <button
                type="button"
                className="button button--small"
                disabled={chosen.has(p.publicationId) || full}
                onClick={() => setItems([...items, { ...p, description: null }])}
              >
                {chosen.has(p.publicationId) ? t('CV.ADDED') : t('CV.ADD')}
                {/* The visible word starts the name (WCAG 2.5.3), the title tells the buttons apart. */}
                <span className="visually-hidden">
                  {' '}
                  {t('CV.ADD_PUBLICATION', { title: p.title })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </StepForm>
  );
}
