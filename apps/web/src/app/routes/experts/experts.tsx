import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../features/auth/session';
import { ExpertRegistrationScreen } from '../../../features/experts/components/expert-registration';
import { RequireFeature } from '../../../features/platform/components/require-feature';
import { Spinner } from '../../../components/ui/spinner';

/** `/eksperci`: only with JSDE_MODULE on, else `/` (accounts-and-platform §2). */
export function ExpertsRoute() {
  return (
    <RequireFeature flag="JSDE_MODULE">
      <ExpertsPage />
    </RequireFeature>
  );
}

/**
 * Anyone may read what the registration is; a signed-in scientist with a profile registers
 * here, an account without a profile is told why it cannot.
 */
function ExpertsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  useDocumentTitle(t('EXPERTS.TITLE'));
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('EXPERTS.TITLE')}</h1>
      <p>{t('EXPERTS.INTRO')}</p>
      {session.status === 'loading' ? (
        <Spinner block />
      ) : session.status === 'anonymous' ? (
        <p>
          {t('EXPERTS.LOGIN_PROMPT')}{' '}
          <button
            type="button"
            className="button button--primary"
            onClick={() => session.login(`${location.pathname}${location.search}`)}
          >
            {t('EXPERTS.LOGIN')}
          </button>
        </p>
      ) : session.profileId ? (
        <ExpertRegistrationScreen />
      ) : (
        <p className="notice">{t('EXPERTS.NO_PROFILE')}</p>
      )}
    </section>
  );
}
