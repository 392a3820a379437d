import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

import { RequireLogin, RequireRole } from '../../../features/auth/components/guards';
import { PlaceholderPage } from '../../layout/placeholder-page';

// `/users` (login required, §2) and its children. The screens come with the account and
// administration issues; here are the guards and empty shells.

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

/** `user`: the own account (any logged-in user), with children edit and delete-account. */
export function AccountRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('USERS.ACCOUNT_TITLE')} />;
}

export function AccountEditRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('USERS.ACCOUNT_EDIT_TITLE')} />;
}

export function AccountDeleteRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('USERS.DELETE_ACCOUNT_TITLE')} />;
}
