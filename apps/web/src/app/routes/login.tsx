import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';

import { Spinner } from '../../components/ui/spinner';
import { LoginChoice } from '../../features/auth/components/login-choice';
import { safeReturnTo } from '../../features/auth/return-to';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../features/auth/session';

/**
 * `/login?returnTo=/path`: the choice of the national login node or ORCID. A logged-in user is
 * sent straight back to `returnTo`.
 */
export function LoginRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  useDocumentTitle(t('LOGIN.TITLE'));

  if (session.status === 'authenticated') return <Navigate to={returnTo} replace />;
  return (
    <section className="page login-page" aria-labelledby="login-title">
      <h1 id="login-title">{t('LOGIN.TITLE')}</h1>
      <p>{t('LOGIN.INTRO')}</p>
      {session.status === 'loading' ? <Spinner block /> : <LoginChoice returnTo={returnTo} />}
    </section>
  );
}

export { LoginRoute as Component };
