import type { CvVerification } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { DescriptionList } from '../../../components/ui/description-list';
import { paths } from '../../../config/paths';

/** Registry names are proper nouns, the same in both languages; the owner is translated. */
const SOURCE_NAMES: Record<string, string> = {
  POLON: 'POL-on',
  RADON: 'RAD-on',
  PBN: 'PBN',
  OPI: 'OPI',
  NAUKA_POLSKA: 'Nauka Polska',
  ORCID: 'ORCID',
};

const KEYS_URL = '/api/profiles-api/v1.0/public/cv/verificationKeys';

/**
 * What a CV's verification code stands for (issue 49): the signature's verdict first, then
 * the owner, each degree, title and employment with its source and whether a registry
 * confirms it, and each listed publication with its PBN id or DOI and whether it is on the
 * owner's profile. Only what the CV itself holds.
 */
export function CvVerificationView({ verification }: { verification: CvVerification }) {
  const { t, i18n } = useTranslation();
  const { facts, status } = verification;
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language === 'en-EN' ? 'en-GB' : 'pl-PL', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
  const source = (value: string) => SOURCE_NAMES[value] ?? t('CV_VERIFY.SOURCE_OWNER');
  const confirmation = (confirmed: boolean) => (
    <span className={confirmed ? 'cv-verify__badge cv-verify__badge--ok' : 'cv-verify__badge'}>
      {confirmed ? t('CV_VERIFY.CONFIRMED') : t('CV_VERIFY.OWNER_ENTERED')}
    </span>
  );
  const verdict =
    status === 'VALID'
      ? t('CV_VERIFY.STATUS_VALID', { date: date(facts.issued) })
      : status === 'REVOKED'
        ? t('CV_VERIFY.STATUS_REVOKED', { date: date(verification.revokedAt ?? facts.issued) })
        : t('CV_VERIFY.STATUS_INVALID');

  return (
    <>
      <p className={`cv-verify__status cv-verify__status--${status.toLowerCase()}`} role="status">
        {verdict}
      </p>
      <DescriptionList
        items={[
          {
            key: 'owner',
            label: t('CV_VERIFY.OWNER'),
            value: (
              <Link to={paths.profile.getHref(facts.owner.profileId)}>{facts.owner.name}</Link>
            ),
          },
          { key: 'issued', label: t('CV_VERIFY.ISSUED'), value: date(facts.issued) },
          {
            key: 'language',
            label: t('CV_VERIFY.LANGUAGE'),
            value: t(facts.language === 'pl' ? 'CV_VERIFY.LANGUAGE_PL' : 'CV_VERIFY.LANGUAGE_EN'),
          },
        ]}
      />

      <section aria-labelledby="cv-verify-degrees">
        <h2 id="cv-verify-degrees">{t('CV_VERIFY.DEGREES')}</h2>
        {facts.degrees.length ? (
          <ul className="cv-verify__list">
            {facts.degrees.map((d, i) => (
              <li key={i} className="cv-verify__item">
                <p className="cv-verify__title">
                  {d.label} {confirmation(d.confirmed)}
                </p>
                <DescriptionList
                  items={[
                    { key: 'year', label: t('CV_VERIFY.YEAR'), value: d.year },
                    { key: 'institution', label: t('CV_VERIFY.INSTITUTION'), value: d.institution },
                    { key: 'source', label: t('CV_VERIFY.SOURCE'), value: source(d.source) },
                  ]}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('CV_VERIFY.NONE')}</p>
        )}
      </section>

      <section aria-labelledby="cv-verify-employments">
        <h2 id="cv-verify-employments">{t('CV_VERIFY.EMPLOYMENTS')}</h2>
        {facts.employments.length ? (
          <ul className="cv-verify__list">
            {facts.employments.map((e, i) => (
              <li key={i} className="cv-verify__item">
                <p className="cv-verify__title">
                  {e.institution} {confirmation(e.confirmed)}
                </p>
                <DescriptionList
                  items={[
                    { key: 'position', label: t('CV_VERIFY.POSITION'), value: e.position },
                    { key: 'source', label: t('CV_VERIFY.SOURCE'), value: source(e.source) },
                  ]}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('CV_VERIFY.NONE')}</p>
        )}
      </section>

      <section aria-labelledby="cv-verify-publications">
        <h2 id="cv-verify-publications">{t('CV_VERIFY.PUBLICATIONS')}</h2>
        {facts.publications.length ? (
          <ol className="cv-verify__list">
            {facts.publications.map((p, i) => (
              <li key={i} className="cv-verify__item">
                <p className="cv-verify__title">
                  {p.title}
                  {p.year ? ` (${p.year})` : ''}{' '}
                  <span
                    className={
                      p.onProfile ? 'cv-verify__badge cv-verify__badge--ok' : 'cv-verify__badge'
                    }
                  >
                    {p.onProfile ? t('CV_VERIFY.ON_PROFILE') : t('CV_VERIFY.NOT_ON_PROFILE')}
                  </span>
                </p>
                <DescriptionList
                  items={[
                    { key: 'pbn', label: t('CV_VERIFY.PBN_ID'), value: p.pbnId },
                    {
                      key: 'doi',
                      label: 'DOI',
                      value: p.doi ? (
                        <a href={`https://doi.org/${p.doi}`} rel="noopener noreferrer">
                          {p.doi}
                        </a>
                      ) : null,
                    },
                  ]}
                />
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('CV_VERIFY.NONE')}</p>
        )}
      </section>

      <section aria-labelledby="cv-verify-how">
        <h2 id="cv-verify-how">{t('CV_VERIFY.HOW_TITLE')}</h2>
        <p>{t('CV_VERIFY.HOW_TEXT')}</p>
        <DescriptionList
          items={[
            { key: 'algorithm', label: t('CV_VERIFY.ALGORITHM'), value: 'Ed25519, RFC 8785 (JCS)' },
            {
              key: 'key',
              label: t('CV_VERIFY.KEY'),
              value: (
                <a href={KEYS_URL} className="cv-verify__code">
                  {verification.keyId}
                </a>
              ),
            },
            {
              key: 'signature',
              label: t('CV_VERIFY.SIGNATURE'),
              value: <code className="cv-verify__code">{verification.signature}</code>,
            },
          ]}
        />
      </section>
    </>
  );
}
