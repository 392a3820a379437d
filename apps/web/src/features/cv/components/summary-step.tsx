import type {
  CodeLabel,
  CvBasicDataItem,
  CvDescriptionField,
  CvDownloadType,
  CvForChoose,
  CvLabel,
  CvPublication,
  CvQualifications,
} from '@ln/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { saveFile } from '../../../lib/save-file';
import { downloadCv } from '../api/download-cv';
import { cvKeys } from '../api/keys';
import { MARKER } from './description-step';
import { publicationByline } from './publications-step';
import { Icon } from '../../../components/ui/icon';
import { VerificationCodes } from './verification-codes';

const DOWNLOADS = [
  { type: 'NARRATIVE_PDF', key: 'CV.DOWNLOAD_PDF' },
  { type: 'NARRATIVE_DOCX', key: 'CV.DOWNLOAD_DOCX' },
  { type: 'PLAIN_DOCX', key: 'CV.DOWNLOAD_PLAIN' },
] as const satisfies ReadonlyArray<{ type: CvDownloadType; key: string }>;

/** Step 5: a preview of the document (numbered references as in the files) and the downloads. */
export function SummaryStep({
  cvId,
  labels,
  basicData,
  qualifications,
  publications,
  fields,
  types,
  evidence,
  references,
}: {
  cvId: string;
  labels: CvLabel[];
  basicData: CvBasicDataItem[];
  qualifications: CvQualifications;
  publications: CvPublication[];
  fields: CvDescriptionField[];
  types: CodeLabel[];
  evidence: CvForChoose;
  /** The publications in the CV's citation style, as the documents print them (none: the plain line). */
  references: string[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<CvDownloadType | null>(null);
  const [failed, setFailed] = useState(false);
  const labelOf = (key: string) => labels.find((l) => l.key === key)?.label ?? key;
  const titleOf = (key: string) => {
    const [kind, id] = key.split(':');
    if (kind === 'pub') return evidence.publications.find((p) => p.publicationId === id)?.title;
    return evidence.projects.find((p) => p.projectId === id)?.title;
  };
  // Numbered by first citation across the narrative, as the documents do.
  const numbers = new Map<string, number>();
  const withRefs = (text: string) =>
    text.replace(MARKER, (_m, kind: string, id: string) => {
      const key = `${kind.toLowerCase()}:${id.toLowerCase()}`;
      if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
      return `[${numbers.get(key)}]`;
    });
  const narrative = fields
    .filter((f) => f.value.trim() !== '')
    .map((f) => ({ ...f, text: withRefs(f.value) }));

  const download = async (type: CvDownloadType) => {
    setBusy(type);
    setFailed(false);
    try {
      saveFile(await downloadCv(cvId, type));
      // A download of changed content carries a new verification code.
      void queryClient.invalidateQueries({ queryKey: cvKeys.part(cvId, 'verificationCodes') });
    } catch (_error) {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="cv-step">
      <h2 id="cv-step-title" className="cv-step__title" tabIndex={-1}>
        {t('CV.STEP_SUMMARY')}
      </h2>
      <div className="cv-downloads" role="group" aria-label={t('CV.DOWNLOADS')}>
        {DOWNLOADS.map((d) => (
          <button
            key={d.type}
            type="button"
            className="button button--primary"
            disabled={busy !== null}
            onClick={() => void download(d.type)}
          >
            <Icon name="download" />
            {busy === d.type ? t('CV.PREPARING') : t(d.key)}
          </button>
        ))}
      </div>
      {failed ? (
        <p className="cv-step__error" role="alert">
          {t('CV.DOWNLOAD_FAILED')}
        </p>
      ) : null}
      <VerificationCodes cvId={cvId} />
      <article className="cv-preview" aria-label={t('CV.PREVIEW')}>
        <h3>{t('CV.STEP_BASIC')}</h3>
        <dl className="cv-preview__basic">
          {basicData.map((b) => (
            <div key={b.key}>
              <dt>{labelOf(b.key)}</dt>
              <dd>{b.value}</dd>
            </div>
          ))}
        </dl>
        <h3>{t('CV.STEP_QUALIFICATIONS')}</h3>
        <p>
          {t('CV.EXPERIENCE_YEARS')}: {qualifications.experienceYears}
        </p>
        <ul>
          {[
            ...qualifications.functions,
            ...qualifications.memberships,
            ...qualifications.specialties,
          ].map((q, i) => (
            <li key={i}>{q.name}</li>
          ))}
        </ul>
        <h3>{t('CV.STEP_PUBLICATIONS')}</h3>
        <ol>
          {publications.map((p, i) => (
            <li key={p.order}>
              {references[i] ?? (
                <>
                  {publicationByline(p)}. {p.title}.{' '}
                  {types.find((x) => x.code === p.publicationType)?.label}
                  {p.doi ? ` doi:${p.doi}` : ''}
                </>
              )}
            </li>
          ))}
        </ol>
        {narrative.length ? (
          <>
            <h3>{t('CV.STEP_DESCRIPTION')}</h3>
            {narrative.map((f) => (
              <section key={f.internalId}>
                <h4>{labelOf(f.key)}</h4>
                <p className="cv-preview__text">{f.text}</p>
              </section>
            ))}
          </>
        ) : null}
        {numbers.size ? (
          <>
            <h4>{t('CV.REFERENCES')}</h4>
            <ol>
              {[...numbers.keys()].map((key) => (
                <li key={key}>{titleOf(key) ?? t('CV.UNKNOWN_WORK')}</li>
              ))}
            </ol>
          </>
        ) : null}
      </article>
    </div>
  );
}
