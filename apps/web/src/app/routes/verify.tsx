import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';

import { FormField } from '../../components/ui/form-field';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { useCvVerification } from '../../features/cv-verification/api/get-cv-verification';
import { CvVerificationView } from '../../features/cv-verification/components/cv-verification-view';
import { useDocumentTitle } from '../../hooks/use-document-title';
import './verify.css';

function Verification({ code }: { code: string }) {
  const { t } = useTranslation();
  const query = useCvVerification(code);
  return (
    <QueryState
      query={query}
      notFound={
        <p className="cv-verify__status cv-verify__status--invalid_signature" role="status">
          {t('CV_VERIFY.NOT_FOUND')}
        </p>
      }
    >
      {(verification) => <CvVerificationView verification={verification} />}
    </QueryState>
  );
}

/**
 * `/verify/:code`: a reviewer checks what a CV document's code stands for (issue 49). The code
 * comes from the document's QR code or is typed in from the page.
 */
export function VerifyRoute() {
  const { t } = useTranslation();
  const { code } = useParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code ?? '');
  useDocumentTitle(t('CV_VERIFY.TITLE'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (value) void navigate(paths.verify.getHref(value));
  };
  return (
    <article className="page cv-verify" aria-labelledby="cv-verify-title">
      <h1 id="cv-verify-title">{t('CV_VERIFY.TITLE')}</h1>
      <p>{t('CV_VERIFY.LEAD')}</p>
      <form className="cv-verify__form" onSubmit={submit} role="search">
        <FormField label={t('CV_VERIFY.CODE')} hint={t('CV_VERIFY.CODE_HINT')}>
          {(control) => (
            <input
              {...control}
              className="form-field__input"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
            />
          )}
        </FormField>
        <button type="submit" className="button button--primary">
          {t('CV_VERIFY.CHECK')}
        </button>
      </form>
      {code ? <Verification key={code} code={code} /> : null}
    </article>
  );
}

export { VerifyRoute as Component };
