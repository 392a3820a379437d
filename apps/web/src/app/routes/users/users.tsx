import type { AccountStatus, RoleName } from '@ln/contracts';
import { ACCOUNT_STATUSES, ROLE_GROUPS, ROLE_NAMES } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import {
  Link,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';

import { RequireLogin, RequireRole } from '../../../features/auth/components/guards';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import type { UserListParams } from '../../../features/admin-users/api/get-users';
import { useUser } from '../../../features/admin-users/api/get-user';
import { UserDetails } from '../../../features/admin-users/components/user-details';
import { UserList } from '../../../features/admin-users/components/user-list';
import type { AuditFilters } from '../../../features/audit/components/audit-log';
import { AccountAuditTrail, AuditLog } from '../../../features/audit/components/audit-log';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/ui/account-screens.css';
import { LoadError } from '../../../components/ui/query-state';

// `/users` (login required, §2) and its administrator's children (§6: ADMIN); the own
// account (`user`) is in ./account.tsx.

/** The `/users` layout: login required for everything below it. */
export function UsersLayoutRoute() {
  return (
    <RequireLogin>
      <Outlet />
    </RequireLogin>
  );
}

const PAGE_SIZE = 20;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The list's parameters from the address (`?query=&status=&role=&sort=&direction=&page=`). */
export function userListParams(search: URLSearchParams): UserListParams {
  const page = Number(search.get('page') ?? '0');
  return {
    page: Number.isInteger(page) && page >= 0 ? page : 0,
    size: PAGE_SIZE,
    query: (search.get('query') ?? '').trim().length >= 3 ? search.get('query')!.trim() : undefined,
    status: oneOf<AccountStatus>(ACCOUNT_STATUSES, search.get('status')),
    role: oneOf<RoleName>(ROLE_NAMES, search.get('role')),
    sort: search.get('sort') === 'createDate' ? 'createDate' : 'surname',
    direction: search.get('direction') === 'desc' ? 'desc' : 'asc',
  };
}

function toSearch(entries: Record<string, string | number | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined && value !== '' && value !== 0) search.set(key, String(value));
  }
  return search;
}

function AdminPage({ title, children }: { title: string; children: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="page admin-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </section>
  );
}

/** '': the administrator's user list. */
export function UserListRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const params = userListParams(search);
  const deleted = (location.state as { deleted?: boolean } | null)?.deleted === true;
  return (
    <RequireRole roles={ROLE_GROUPS.admins}>
      <AdminPage title={t('USERS.LIST_TITLE')}>
        {deleted ? (
          <p className="notice notice--success" role="status">
            {t('ADMIN_USERS.DELETE.DONE')}
          </p>
        ) : null}
        <p>
          <Link to={paths.users.auditLog.getHref()}>{t('AUDIT.TITLE')}</Link>
        </p>
        <UserList
          key={search.toString()}
          params={params}
          onChange={(next) =>
            setSearch(
              toSearch({
                query: next.query,
                status: next.status,
                role: next.role,
                sort: next.sort === 'surname' ? undefined : next.sort,
                direction: next.direction === 'asc' ? undefined : next.direction,
                page: next.page,
              }),
            )
          }
        />
      </AdminPage>
    </RequireRole>
  );
}

function UserDetailsPage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useUser(userId);
  if (query.isPending) return <Spinner block />;
  if (query.isError) {
    return <LoadError message={t('ADMIN_USERS.LOAD_ERROR')} onRetry={() => void query.refetch()} />;
  }
  const user = query.data;
  const profileId = user.scientistProfile?.profileId;
  return (
    <>
      <p className="admin-page__subtitle">
        {user.firstName} {user.surname}
      </p>
      <UserDetails
        user={user}
        onDeleted={() =>
          void navigate(paths.users.getHref(), { replace: true, state: { deleted: true } })
        }
      />
      <section aria-labelledby="user-audit-title">
        <h2 id="user-audit-title">{t('AUDIT.TRAIL_TITLE')}</h2>
        <AccountAuditTrail targetIds={profileId ? [user.userId, profileId] : [user.userId]} />
      </section>
    </>
  );
}

/** {userId}: the administrator's user details. */
export function UserDetailsRoute() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  return (
    <RequireRole roles={ROLE_GROUPS.admins}>
      <AdminPage title={t('USERS.DETAILS_TITLE')}>
        <p>
          <Link to={paths.users.getHref()}>{t('ADMIN_USERS.BACK_TO_LIST')}</Link>
        </p>
        <UserDetailsPage key={userId} userId={userId} />
      </AdminPage>
    </RequireRole>
  );
}

/** `audit-log`: the audit entries, filtered by actor, target and action (ADMIN). */
export function AuditLogRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters: AuditFilters = {
    actorUserId: search.get('actorUserId') ?? undefined,
    targetId: search.get('targetId') ?? undefined,
    action: search.get('action') ?? undefined,
  };
  const page = Math.max(0, Number(search.get('page') ?? '0') || 0);
  return (
    <RequireRole roles={ROLE_GROUPS.admins}>
      <AdminPage title={t('AUDIT.TITLE')}>
        <AuditLog
          key={search.toString()}
          filters={filters}
          page={page}
          onChange={(next, nextPage) => setSearch(toSearch({ ...next, page: nextPage }))}
        />
      </AdminPage>
    </RequireRole>
  );
}
