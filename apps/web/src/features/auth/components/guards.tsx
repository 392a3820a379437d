import type { Role } from '@ln/contracts';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';

import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { hasAnyRole, useSession } from '../session';

/**
 * Route guards of accounts-and-platform §2 that read the session (`useSession()`); the
 * feature-flag guard is `RequireFeature` (features/platform). The server checks ownership and
 * roles again on every call (rule 4).
 */

/** Login required: an anonymous visitor is sent to login and comes back here (§4 "Session"). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const anonymous = session.status === 'anonymous';
  const { login } = session;

  useEffect(() => {
    if (anonymous) login(returnTo);
  }, [anonymous, login, returnTo]);

  if (session.status === 'loading') return <Spinner block />;
  if (anonymous) {
    return (
      <p className="page page--redirecting" role="status">
        {t('AUTH.REDIRECTING')}
      </p>
    );
  }
  return <>{children}</>;
}

/** Login and one of `roles`; a logged-in user without them sees access-denied (§4). */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const session = useSession();
  return (
    <RequireLogin>
      {hasAnyRole(session, roles) ? (
        children
      ) : (
        <Navigate to={paths.status.accessDenied.getHref()} replace />
      )}
    </RequireLogin>
  );
}

/** Own profile only (§2 `/profiles/{id}/edit`): another profile's id goes home. */
export function RequireOwnProfile({ children }: { children: ReactNode }) {
  const session = useSession();
  const { id } = useParams();
  return (
    <RequireLogin>
      {session.profileId !== null && session.profileId === id ? (
        children
      ) : (
        <Navigate to={paths.home.getHref()} replace />
      )}
    </RequireLogin>
  );
}
