import type { CvLanguage } from '@ln/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/query-state';
import { useBasicData } from '../api/get-basic-data';
import { useCitationStyle } from '../api/get-citation-style';
import { useCvLabels } from '../api/get-cv-labels';
import { useDescriptionFields } from '../api/get-description-fields';
import { usePublicationTypes } from '../api/get-publication-types';
import { usePublications } from '../api/get-publications';
import { usePublicationsForChoose } from '../api/get-publications-for-choose';
import { useQualifications } from '../api/get-qualifications';
import { useRemainingLabels } from '../api/get-remaining-labels';
import { BasicInfoStep } from './basic-info-step';
import { DescriptionStep } from './description-step';
import { PublicationsStep } from './publications-step';
import { QualificationsStep } from './qualifications-step';
import { SummaryStep } from './summary-step';
import './cv.css';

const STEPS = [
  'CV.STEP_BASIC',
  'CV.STEP_QUALIFICATIONS',
  'CV.STEP_PUBLICATIONS',
  'CV.STEP_DESCRIPTION',
  'CV.STEP_SUMMARY',
] as const;

/**
 * The CV wizard of accounts §2 in 5 steps. Each step loads and saves its own call; the step
 * is in the address (`?step=`), so a reload or the back button keeps the place.
 */
export function CvWizard({ cvId, language }: { cvId: string; language: CvLanguage }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('step') ?? '1');
  const step = Number.isInteger(raw) && raw >= 1 && raw <= STEPS.length ? raw : 1;
  const heading = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const go = (to: number) => setParams({ step: String(to) });

  useEffect(() => {
    // Moving between steps puts the keyboard at the new step's heading.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.querySelector<HTMLElement>('#cv-step-title')?.focus();
  }, [step]);

  const labels = useCvLabels(language);
  const types = usePublicationTypes(language);
  const basic = useBasicData(cvId);
  const remaining = useRemainingLabels(cvId);
  const qualifications = useQualifications(cvId);
  const publications = usePublications(cvId);
  const fields = useDescriptionFields(cvId);
  const evidence = usePublicationsForChoose(cvId, {});
  const style = useCitationStyle(cvId);
  const queries = [
    labels,
    types,
    basic,
    remaining,
    qualifications,
    publications,
    fields,
    evidence,
    style,
  ];
  const failed = queries.find((q) => q.isError);
  const next = () => go(Math.min(step + 1, STEPS.length));

  let body;
  if (failed) body = <LoadError onRetry={() => queries.forEach((q) => void q.refetch())} />;
  else if (
    !labels.data ||
    !types.data ||
    !basic.data ||
    !remaining.data ||
    !qualifications.data ||
    !publications.data ||
    !fields.data ||
    !evidence.data ||
    !style.data
  )
    body = <Spinner block />;
  else if (step === 1)
    body = (
      <BasicInfoStep
        cvId={cvId}
        initial={basic.data.basicData}
        remaining={remaining.data.enableLabels}
        labels={labels.data}
        onSaved={() => {
          void remaining.refetch();
          next();
        }}
      />
    );
  else if (step === 2)
    body = <QualificationsStep cvId={cvId} initial={qualifications.data} onSaved={next} />;
  else if (step === 3)
    body = (
      <PublicationsStep
        cvId={cvId}
        initial={publications.data.publications}
        initialStyle={style.data.citationStyle}
        types={types.data}
        onSaved={next}
      />
    );
  else if (step === 4)
    body = (
      <DescriptionStep
        cvId={cvId}
        initial={fields.data.descriptionFields}
        labels={labels.data}
        evidence={evidence.data}
        onSaved={next}
      />
    );
  else
    body = (
      <SummaryStep
        cvId={cvId}
        labels={labels.data}
        basicData={basic.data.basicData}
        qualifications={qualifications.data}
        publications={publications.data.publications}
        fields={fields.data.descriptionFields}
        types={types.data}
        evidence={evidence.data}
        references={style.data.references}
      />
    );

  return (
    <div className="cv-wizard">
      <nav aria-label={t('CV.STEPS')}>
        <ol className="cv-wizard__steps">
          {STEPS.map((key, index) => (
            <li key={key}>
              <button
                type="button"
                className="cv-wizard__step"
                aria-current={step === index + 1 ? 'step' : undefined}
                onClick={() => go(index + 1)}
              >
                <span className="cv-wizard__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="visually-hidden">
                  {t('CV.STEP_N', { n: index + 1, total: STEPS.length })}
                </span>
                {t(key)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {/* Each step's heading takes focus when the step changes (tabIndex set there). */}
      <div ref={heading} className="cv-wizard__body" key={step}>
        {body}
      </div>
      <div className="cv-wizard__nav">
        {step > 1 ? (
          <button type="button" className="button" onClick={() => go(step - 1)}>
            {t('CV.BACK')}
          </button>
        ) : null}
        {step < STEPS.length ? (
          <button type="button" className="button" onClick={() => go(step + 1)}>
            {t('CV.SKIP')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
