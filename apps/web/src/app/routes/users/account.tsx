import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';

import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import type { AccountDetails } from '../../../features/account/api/get-account-details';
import { useAccountDetails } from '../../../features/account/api/get-account-details';
import { AccountDetailsView } from '../../../features/account/components/account-details';
import { AccountEditForm } from '../../../features/account/components/account-edit-form';
import { DataExportButton } from '../../../features/account/components/data-export-button';
import { DeleteAccountForm } from '../../../features/account/components/delete-account-form';
import { NoProfileStart } from '../../../features/account/components/no-profile-start';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../features/auth/session';
import '../../../components/ui/account-screens.css';
import { LoadError } from '../../../components/ui/query-state';
import { Icon } from '../../../components/ui/icon';

// `/users/user` (accounts-and-platform §2): the own account, any logged-in user (the `/users`
// layout requires login). Children: '' details, `edit`, `delete-account`.

function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </section>
  );
}

/** The account's data once loaded; a failed load shows the error with a retry (§8). */
function WithAccountDetails({ children }: { children: (details: AccountDetails) => ReactNode }) {
  const { t } = useTranslation();
  const query = useAccountDetails();
  if (query.isPending) return <Spinner block />;
  if (query.isError) {
    return <LoadError message={t('ACCOUNT.LOAD_ERROR')} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

/** `/users/user`: the children render in place of the details. */
export function AccountLayoutRoute() {
  return <Outlet />;
}

export function AccountDetailsRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const saved = (location.state as { saved?: boolean } | null)?.saved === true;
  return (
    <AccountPage title={t('USERS.ACCOUNT_TITLE')}>
      {saved ? (
        <p className="notice notice--success" role="status">
          {t('ACCOUNT.EDIT.SAVED')}
        </p>
      ) : null}
      {session.profileId === null ? <NoProfileStart /> : null}
      <WithAccountDetails>
        {(details) => (
          <>
            <AccountDetailsView details={details} />
            <ul className="account-page__actions">
              <li>
                <Link className="button" to={paths.users.accountEdit.getHref()}>
                  <Icon name="edit" />
                  {t('ACCOUNT.EDIT_LINK')}
                </Link>
              </li>
              {session.profileId ? (
                <li>
                  <Link className="button" to={paths.profileEdit.getHref(session.profileId)}>
                    {t('ACCOUNT.PROFILE_LINK')}
                  </Link>
                </li>
              ) : null}
              <li>
                <Link className="button" to={paths.status.termsAndConditions.getHref()}>
                  {t('ACCOUNT.TERMS_LINK')}
                </Link>
              </li>
              <li>
                <Link className="button" to={paths.users.accountDelete.getHref()}>
                  <Icon name="delete" />
                  {t('ACCOUNT.DELETE_LINK')}
                </Link>
              </li>
            </ul>
            <DataExportButton />
          </>
        )}
      </WithAccountDetails>
    </AccountPage>
  );
}

export function AccountEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const back = (saved = false) =>
    void navigate(paths.users.account.getHref(), saved ? { state: { saved: true } } : undefined);
  return (
    <AccountPage title={t('USERS.ACCOUNT_EDIT_TITLE')}>
      <WithAccountDetails>
        {(details) => (
          <AccountEditForm
            details={details}
            onCancel={() => back()}
            onSaved={() => {
              // The header shows the e-mail: the session reads the user again.
              session.reload();
              back(true);
            }}
          />
        )}
      </WithAccountDetails>
    </AccountPage>
  );
}

export function AccountDeleteRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <AccountPage title={t('USERS.DELETE_ACCOUNT_TITLE')}>
      <DeleteAccountForm
        via="account"
        userId={session.user?.userId}
        onDeleted={() => session.logout()}
        onCancel={() => void navigate(paths.users.account.getHref())}
      />
    </AccountPage>
  );
}
