import { ACCOUNT_STATUSES, ASSIGNABLE_ROLES } from '@ln/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { FormField } from '../../../components/ui/form-field';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { localeOf } from '../../../lib/display-names';
import { formatDate } from '../../../lib/format-date';
import type { UserListParams } from '../api/get-users';
import { useUsers } from '../api/get-users';
import { LoadError } from '../../../components/ui/query-state';

/** accounts-and-platform §5, §9: the users filter needs at least 3 characters. */
export const USER_QUERY_MIN_LENGTH = 3;

function Results({ params, onPage }: { params: UserListParams; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const query = useUsers(params);
  if (query.isPending) return <Spinner block />;
  if (query.isError) {
    return <LoadError message={t('ADMIN_USERS.LOAD_ERROR')} onRetry={() => void query.refetch()} />;
  }
  const page = query.data;
  if (page.content.length === 0) return <p className="empty-state">{t('ADMIN_USERS.EMPTY')}</p>;
  return (
    <>
      <p className="result-count" aria-live="polite">
        {t('ADMIN_USERS.COUNT', { count: page.totalElements })}
      </p>
      <div className="table-scroll" role="region" aria-label={t('ADMIN_USERS.TABLE')} tabIndex={0}>
        <table className="data-table">
          <caption className="visually-hidden">{t('ADMIN_USERS.TABLE')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ADMIN_USERS.COLUMNS.NAME')}</th>
              <th scope="col">{t('ADMIN_USERS.COLUMNS.EMAIL')}</th>
              <th scope="col">{t('ADMIN_USERS.COLUMNS.STATUS')}</th>
              <th scope="col">{t('ADMIN_USERS.COLUMNS.ROLES')}</th>
              <th scope="col">{t('ADMIN_USERS.COLUMNS.CREATED')}</th>
            </tr>
          </thead>
          <tbody>
            {page.content.map((user) => (
              <tr key={user.userId}>
                <td>
                  <Link to={paths.users.details.getHref(user.userId)}>
                    {user.surname} {user.firstName}
                  </Link>
                </td>
                <td>{user.email ?? ''}</td>
                <td>{t(`ACCOUNT.STATUS.${user.accountStatus}`)}</td>
                <td>
                  {user.roles
                    .filter((role) => role !== 'BASIC')
                    .map((role) => t(`ACCOUNT.ROLE.${role}`))
                    .join(', ')}
                </td>
                <td>{formatDate(user.createDate, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={page.page}
        totalPages={page.totalPages}
        onPageChange={onPage}
        label={t('ADMIN_USERS.PAGER')}
      />
    </>
  );
}

/**
 * The administrator's user list (accounts-and-platform §2 "Admin user list"): a name filter of
 * at least 3 characters, status (closed too) and role filters, sorted by surname or creation
 * date, paged. The parameters live in the route's address.
 */
export function UserList({
  params,
  onChange,
}: {
  params: UserListParams;
  onChange: (params: UserListParams) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    query: params.query ?? '',
    status: params.status ?? '',
    role: params.role ?? '',
    order: `${params.sort}:${params.direction}`,
  });
  const [queryError, setQueryError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = draft.query.trim();
    if (query !== '' && query.length < USER_QUERY_MIN_LENGTH) {
      setQueryError(t('ADMIN_USERS.QUERY_TOO_SHORT', { min: USER_QUERY_MIN_LENGTH }));
      return;
    }
    setQueryError(undefined);
    const [sort, direction] = draft.order.split(':') as [
      UserListParams['sort'],
      UserListParams['direction'],
    ];
    onChange({
      page: 0,
      size: params.size,
      query: query || undefined,
      status: (draft.status || undefined) as UserListParams['status'],
      role: (draft.role || undefined) as UserListParams['role'],
      sort,
      direction,
    });
  };

  return (
    <>
      <form
        className="filters"
        role="search"
        aria-label={t('ADMIN_USERS.FILTERS')}
        onSubmit={onSubmit}
        noValidate
      >
        <FormField
          label={t('ADMIN_USERS.FILTER_QUERY')}
          hint={t('ADMIN_USERS.FILTER_QUERY_HINT', { min: USER_QUERY_MIN_LENGTH })}
          error={queryError}
        >
          {(control) => (
            <input
              {...control}
              type="search"
              value={draft.query}
              onChange={(event) => setDraft((d) => ({ ...d, query: event.target.value }))}
            />
          )}
        </FormField>
        <FormField label={t('ADMIN_USERS.FILTER_STATUS')}>
          {(control) => (
            <select
              {...control}
              value={draft.status}
              onChange={(event) => setDraft((d) => ({ ...d, status: event.target.value }))}
            >
              <option value="">{t('ADMIN_USERS.ANY')}</option>
              {ACCOUNT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`ACCOUNT.STATUS.${status}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('ADMIN_USERS.FILTER_ROLE')}>
          {(control) => (
            <select
              {...control}
              value={draft.role}
              onChange={(event) => setDraft((d) => ({ ...d, role: event.target.value }))}
            >
              <option value="">{t('ADMIN_USERS.ANY')}</option>
              {ASSIGNABLE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`ACCOUNT.ROLE.${role}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('ADMIN_USERS.SORT')}>
          {(control) => (
            <select
              {...control}
              value={draft.order}
              onChange={(event) => setDraft((d) => ({ ...d, order: event.target.value }))}
            >
              <option value="surname:asc">{t('ADMIN_USERS.SORT_SURNAME_ASC')}</option>
              <option value="surname:desc">{t('ADMIN_USERS.SORT_SURNAME_DESC')}</option>
              <option value="createDate:desc">{t('ADMIN_USERS.SORT_CREATED_DESC')}</option>
              <option value="createDate:asc">{t('ADMIN_USERS.SORT_CREATED_ASC')}</option>
            </select>
          )}
        </FormField>
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('ADMIN_USERS.APPLY')}
          </button>
        </div>
      </form>
      <Results params={params} onPage={(page) => onChange({ ...params, page })} />
    </>
  );
}
