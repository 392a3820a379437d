import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { TermsAcceptance } from '../../../features/account/components/terms-acceptance';
import { safeReturnTo } from '../../../features/auth/return-to';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../features/auth/session';
import '../../../components/ui/account-screens.css';

/**
 * `/terms-and-conditions` (`?modified=1` for revised terms): the §8 table sends an account here
 * from the page its login was going to, which the navigation's state carries (`returnTo`);
 * after accepting, the session reads the user again and the user goes back there.
 */
export function TermsRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [accepted, setAccepted] = useState(false);
  useDocumentTitle(t('STATUS.TERMS.TITLE'));

  const state = location.state as { returnTo?: unknown } | null;
  const returnTo = safeReturnTo(typeof state?.returnTo === 'string' ? state.returnTo : null);

  // Guards of the target page need the logged-in user: go once the session has it.
  useEffect(() => {
    if (accepted && session.status === 'authenticated') void navigate(returnTo, { replace: true });
  }, [accepted, session.status, navigate, returnTo]);

  return (
    <section className="page terms-page" aria-labelledby="terms-title">
      <h1 id="terms-title">{t('STATUS.TERMS.TITLE')}</h1>
      {/* §8 login errors: the provider answered access_denied, the terms must be accepted. */}
      {searchParams.get('reason') === 'ACCESS_DENIED' ? (
        <p role="alert" className="notice">
          {t('LOGIN_ERRORS.ACCESS_DENIED')}
        </p>
      ) : null}
      <TermsAcceptance
        modified={searchParams.get('modified') === '1'}
        onAccepted={() => {
          setAccepted(true);
          session.reload();
        }}
        onDeleted={() => session.logout()}
      />
      {accepted ? (
        <p role="status" className="notice notice--success">
          {t('TERMS_PAGE.ACCEPTED')}
        </p>
      ) : null}
    </section>
  );
}

export { TermsRoute as Component };
