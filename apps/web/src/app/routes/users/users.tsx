import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

import { RequireLogin, RequireRole } from '../../../components/guards/guards';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';

// `/users` (login required, §2) and its administrator's children; the own account (`user`)
// is in ./account.tsx.

/** The `/users` layout: login required for everything below it. */
export function UsersLayoutRoute() {
  return (
    <RequireLogin>
      <Outlet />
    </RequireLogin>
  );
}

/** '' and {userId}: the user list and user details are the administrator's (§6). */
export function UserListRoute() {
  const { t } = useTranslation();
  return (
    <RequireRole roles={['ADMIN']}>
      <PlaceholderPage title={t('USERS.LIST_TITLE')} />
    </RequireRole>
  );
}

export function UserDetailsRoute() {
  const { t } = useTranslation();
  return (
    <RequireRole roles={['ADMIN']}>
      <PlaceholderPage title={t('USERS.DETAILS_TITLE')} />
    </RequireRole>
  );
}
