import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { useVerificationCodes } from '../api/get-verification-codes';
import { useRevokeVerificationCode } from '../api/revoke-verification-code';

/** "1a2b3c…" as the documents print it: groups of four. */
export const printedCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/**
 * The verification codes this CV's documents carry (issue 49): each links to its public
 * verify page, and the owner can revoke one (a reviewer then reads that it is revoked).
 */
export function VerificationCodes({ cvId }: { cvId: string }) {
  const { t, i18n } = useTranslation();
  const codes = useVerificationCodes(cvId);
  const revoke = useRevokeVerificationCode(cvId);
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language === 'en-EN' ? 'en-GB' : 'pl-PL', {
      dateStyle: 'medium',
    });
  const list = codes.data?.codes ?? [];
  return (
    <section className="cv-codes" aria-labelledby="cv-codes-title">
      <h3 id="cv-codes-title">{t('CV.CODES_TITLE')}</h3>
      <p className="cv-codes__hint">{t('CV.CODES_HINT')}</p>
      {list.length === 0 ? (
        <p>{t('CV.CODES_NONE')}</p>
      ) : (
        <ul className="cv-codes__list">
          {list.map((c) => (
            <li key={c.code} className="cv-codes__item">
              <Link className="cv-codes__code" to={paths.verify.getHref(c.code)}>
                {printedCode(c.code)}
              </Link>{' '}
              <span>{t('CV.CODES_CREATED', { date: date(c.creationDate) })}</span>{' '}
              {c.revokedAt ? (
                <strong>{t('CV.CODES_REVOKED', { date: date(c.revokedAt) })}</strong>
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={revoke.isPending}
                  aria-label={t('CV.CODES_REVOKE_LABEL', { code: printedCode(c.code) })}
                  onClick={() => revoke.mutate(c.code)}
                >
                  {t('CV.CODES_REVOKE')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
