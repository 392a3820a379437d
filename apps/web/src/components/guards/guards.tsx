import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { FeatureFlag } from '../../features/platform/api/get-app-config';
import { useFeatureFlag } from '../../features/platform/api/get-app-config';
import type { Role } from '../../lib/session';
import { hasAnyRole, useSession } from '../../lib/session';
import { Spinner } from '../ui/spinner';

/**
 * Route guards of accounts-and-platform §2. They read the session (`useSession()`) and the
 * feature flags; the server checks ownership and roles again on every call (rule 4).
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

/** Only when the feature flag is on; otherwise go to `/` (§2 CV generator, experts). */
export function RequireFeature({ flag, children }: { flag: FeatureFlag; children: ReactNode }) {
  const on = useFeatureFlag(flag);
  if (on === undefined) return <Spinner block />;
  if (!on) return <Navigate to={paths.home.getHref()} replace />;
  return <>{children}</>;
}
