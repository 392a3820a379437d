import {
  EXPERT_APPLICANTS_MAX,
  EXPERT_CONSENT_ENTITIES,
  EXPERT_DEGREES,
  type ConflictFlag,
  type DictionaryClassification,
  type ExpertApplicant,
  type ExpertConsentEntity,
  type ExpertHit,
  isUuid,
} from '@ln/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { FormField, SelectField } from '../../../components/ui/form-field';
import { Pager } from '../../../components/ui/pager';
import { LoadError } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { fieldErrorsOf } from '../../../lib/form-errors';
import type { ExpertSearchBody } from '../api/search-experts';
import { useExpertSearch } from '../api/search-experts';

import './experts.css';

type Degree = (typeof EXPERT_DEGREES)[number];

/** One applicant a line: a profile id, or a name as written in the application. */
export function parseApplicants(text: string): ExpertApplicant[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (isUuid(line) ? { profileId: line.toLowerCase() } : { name: line }));
}

interface Criteria {
  entity: ExpertConsentEntity;
  fieldCode: string;
  disciplineCode: string;
  keyword: string;
  degree: Degree | '';
  applicants: string;
}

const EMPTY: Criteria = {
  entity: 'MEIN',
  fieldCode: '',
  disciplineCode: '',
  keyword: '',
  degree: '',
  applicants: '',
};

function toBody(criteria: Criteria, page: number): ExpertSearchBody {
  return {
    entity: criteria.entity,
    ...(criteria.fieldCode ? { fieldCode: criteria.fieldCode } : {}),
    ...(criteria.disciplineCode ? { disciplineCode: criteria.disciplineCode } : {}),
    ...(criteria.keyword.trim() ? { keyword: criteria.keyword.trim() } : {}),
    ...(criteria.degree ? { degree: criteria.degree } : {}),
    applicants: parseApplicants(criteria.applicants),
    page,
    size: 20,
  };
}

/**
 * The expert finder (MEIN_OP, ADMIN): the registered experts who consented to the asking
 * entity, by field, discipline, keyword and degree, each with the conflicts of interest
 * against the applicants and what proves them (decision 022).
 */
export function ExpertFinder({ classification }: { classification: DictionaryClassification }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Criteria>(EMPTY);
  const [searched, setSearched] = useState<{ criteria: Criteria; page: number } | null>(null);
  const [checks, setChecks] = useState<Record<string, string>>({});
  const body = searched ? toBody(searched.criteria, searched.page) : null;
  const query = useExpertSearch(body);
  const errors = { ...fieldErrorsOf(query.error), ...checks };
  const applicantsError = Object.entries(errors).find(([key]) => key.startsWith('applicants'));
  const disciplines =
    classification.find((field) => field.code === draft.fieldCode)?.disciplines ??
    classification.flatMap((field) => field.disciplines);

  const set = <K extends keyof Criteria>(key: K, value: Criteria[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (parseApplicants(draft.applicants).length > EXPERT_APPLICANTS_MAX) {
      found.applicants = t('EXPERT_FINDER.TOO_MANY_APPLICANTS', { max: EXPERT_APPLICANTS_MAX });
    }
    if (draft.keyword.trim().length === 1) found.keyword = t('EXPERT_FINDER.KEYWORD_SHORT');
    setChecks(found);
    if (Object.keys(found).length > 0) return;
    setSearched({ criteria: draft, page: 0 });
  };

  return (
    <div className="experts expert-finder">
      <section className="experts__section" aria-labelledby="finder-form-title">
        <h2 id="finder-form-title">{t('EXPERT_FINDER.CRITERIA')}</h2>
        <form className="form experts__form" noValidate role="search" onSubmit={onSubmit}>
          <div className="experts__grid">
            <SelectField
              id="finder-entity"
              label={t('EXPERT_FINDER.ENTITY')}
              hint={t('EXPERT_FINDER.ENTITY_HINT')}
              value={draft.entity}
              onChange={(event) => set('entity', event.target.value as ExpertConsentEntity)}
            >
              {EXPERT_CONSENT_ENTITIES.map((entity) => (
                <option key={entity} value={entity}>
                  {t(`EXPERTS.ENTITY.${entity}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="finder-degree"
              label={t('EXPERT_FINDER.DEGREE')}
              value={draft.degree}
              onChange={(event) => set('degree', event.target.value as Degree | '')}
            >
              <option value="">{t('EXPERT_FINDER.ANY_DEGREE')}</option>
              {EXPERT_DEGREES.map((degree) => (
                <option key={degree} value={degree}>
                  {t(`EXPERT_FINDER.DEGREES.${degree}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="finder-field"
              label={t('EXPERT_FINDER.FIELD')}
              value={draft.fieldCode}
              onChange={(event) =>
                setDraft((current) => ({
                  ...current,
                  fieldCode: event.target.value,
                  disciplineCode: '',
                }))
              }
            >
              <option value="">{t('EXPERT_FINDER.ANY_FIELD')}</option>
              {classification.map((field) => (
                <option key={field.code} value={field.code}>
                  {field.label}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="finder-discipline"
              label={t('EXPERT_FINDER.DISCIPLINE')}
              value={draft.disciplineCode}
              onChange={(event) => set('disciplineCode', event.target.value)}
            >
              <option value="">{t('EXPERT_FINDER.ANY_DISCIPLINE')}</option>
              {disciplines.map((discipline) => (
                <option key={discipline.code} value={discipline.code}>
                  {discipline.label}
                </option>
              ))}
            </SelectField>
          </div>
          <FormField id="finder-keyword" label={t('EXPERT_FINDER.KEYWORD')} error={errors.keyword}>
            {(control) => (
              <input
                {...control}
                type="search"
                value={draft.keyword}
                onChange={(event) => set('keyword', event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id="finder-applicants"
            label={t('EXPERT_FINDER.APPLICANTS')}
            hint={t('EXPERT_FINDER.APPLICANTS_HINT', { max: EXPERT_APPLICANTS_MAX })}
            error={applicantsError?.[1]}
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                value={draft.applicants}
                onChange={(event) => set('applicants', event.target.value)}
              />
            )}
          </FormField>
          <div className="form__actions experts__actions">
            <button type="submit" className="button button--primary">
              {t('EXPERT_FINDER.SEARCH')}
            </button>
          </div>
        </form>
      </section>
      {searched ? (
        <Results
          query={query}
          applicantLines={parseApplicants(searched.criteria.applicants)}
          onPage={(page) => setSearched({ ...searched, page })}
        />
      ) : null}
    </div>
  );
}

function Results({
  query,
  applicantLines,
  onPage,
}: {
  query: ReturnType<typeof useExpertSearch>;
  applicantLines: ExpertApplicant[];
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner block />;
  if (query.isError) {
    // A 400 is shown under its field; anything else can be tried again.
    if (Object.keys(fieldErrorsOf(query.error)).length > 0) return null;
    return (
      <LoadError message={t('EXPERT_FINDER.LOAD_ERROR')} onRetry={() => void query.refetch()} />
    );
  }
  const result = query.data;
  const withApplicants = applicantLines.length > 0;
  return (
    <section
      className="experts__section"
      aria-labelledby="finder-results-title"
      aria-busy={query.isFetching}
    >
      <h2 id="finder-results-title">
        {t('EXPERT_FINDER.RESULTS', { total: result.totalElements })}
      </h2>
      {result.unresolvedApplicants.length > 0 ? (
        <div className="notice expert-finder__unresolved" role="status">
          <p>{t('EXPERT_FINDER.UNRESOLVED')}</p>
          <ul>
            {result.unresolvedApplicants.map((index) => {
              const applicant = applicantLines[index];
              return (
                <li key={index}>
                  {applicant && 'name' in applicant ? applicant.name : applicant?.profileId}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {result.content.length === 0 ? (
        <p className="empty-state">{t('EXPERT_FINDER.NONE')}</p>
      ) : (
        <ul className="expert-finder__list">
          {result.content.map((hit) => (
            <li key={hit.profileId}>
              <ExpertCard hit={hit} withApplicants={withApplicants} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={result.page}
        totalPages={result.totalPages}
        onPageChange={onPage}
        label={t('EXPERT_FINDER.PAGES')}
      />
    </section>
  );
}

function ExpertCard({ hit, withApplicants }: { hit: ExpertHit; withApplicants: boolean }) {
  const { t } = useTranslation();
  const nameId = `expert-${hit.profileId}`;
  const fullName = [hit.degree, hit.name, hit.surname].filter(Boolean).join(' ');
  return (
    <article className="expert-card" aria-labelledby={nameId}>
      <h3 id={nameId}>
        <Link to={paths.profile.getHref(hit.profileId)}>{fullName}</Link>
      </h3>
      <dl className="expert-card__facts">
        {hit.currentInstitutions.length > 0 ? (
          <>
            <dt>{t('EXPERT_FINDER.INSTITUTIONS')}</dt>
            <dd>{hit.currentInstitutions.join('; ')}</dd>
          </>
        ) : null}
        {hit.disciplines.length > 0 ? (
          <>
            <dt>{t('EXPERT_FINDER.DISCIPLINES')}</dt>
            <dd>{hit.disciplines.map((d) => d.label).join(', ')}</dd>
          </>
        ) : null}
        {hit.keywords.length > 0 ? (
          <>
            <dt>{t('EXPERT_FINDER.KEYWORDS')}</dt>
            <dd>{hit.keywords.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {hit.conflicts.length > 0 ? (
        <div className="expert-card__conflicts">
          <h4>{t('EXPERT_FINDER.CONFLICTS', { conflicts: hit.conflicts.length })}</h4>
          <ul>
            {hit.conflicts.map((flag, i) => (
              <li key={`${flag.kind}-${flag.applicantIndex}-${flag.evidence.id}-${i}`}>
                <ConflictLine flag={flag} expertId={hit.profileId} />
              </li>
            ))}
          </ul>
        </div>
      ) : withApplicants ? (
        <p className="expert-card__clear">{t('EXPERT_FINDER.NO_CONFLICTS')}</p>
      ) : null}
    </article>
  );
}

/** "Co-authorship with X: publication "Title" (2024)", the publication linked to be checked. */
function ConflictLine({ flag, expertId }: { flag: ConflictFlag; expertId: string }) {
  const { t } = useTranslation();
  const { evidence } = flag;
  const title = t('EXPERT_FINDER.QUOTED', { title: evidence.title });
  const year = evidence.year ? ` (${evidence.year})` : '';
  return (
    <>
      <span className={`badge expert-card__flag expert-card__flag--${flag.kind.toLowerCase()}`}>
        {t(`EXPERT_FINDER.CONFLICT.${flag.kind}`)}
      </span>{' '}
      {t('EXPERT_FINDER.WITH', { name: flag.applicantName })}{' '}
      {t(`EXPERT_FINDER.EVIDENCE.${evidence.type}`)}{' '}
      {evidence.type === 'PUBLICATION' ? (
        <Link to={paths.profile.publication.getHref(expertId, evidence.id)}>{title}</Link>
      ) : (
        title
      )}
      {year}
    </>
  );
}
