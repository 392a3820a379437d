import type { GremiumStatus } from '@ln/contracts';
import { GREMIUM_QUERY_MIN_LENGTH, GREMIUM_STATUSES, ROLE_GROUPS } from '@ln/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Pager } from '../../../components/ui/pager';
import { paths } from '../../../config/paths';
import { hasAnyRole, useSession } from '../../../features/auth/session';
import { useGremia } from '../../../features/gremium/api/get-gremia';
import { GremiumList } from '../../../features/gremium/components/gremium-list';
import { QueryState } from '../../../components/ui/query-state';
import { usePageHead } from '../../../lib/page-head';
import './gremium-list.css';
import { Icon } from '../../../components/ui/icon';

export const GREMIA_PAGE_SIZE = 20;
const QUERY_MAX_LENGTH = 200;

const STATUS_LABELS = {
  CURRENT: 'GREMIUM.LIST_STATUS_CURRENT',
  FORMER: 'GREMIUM.LIST_STATUS_FORMER',
} as const satisfies Record<GremiumStatus, string>;

/**
 * The list's state lives in the URL (`?query=rada&status=CURRENT&page=2`), so a search can
 * be shared and reloaded. A query shorter than the API's minimum is ignored, not sent.
 */
function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageParam = Number(searchParams.get('page') ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam - 1 : 0;
  const rawQuery = (searchParams.get('query') ?? '').trim();
  const query = rawQuery.length >= GREMIUM_QUERY_MIN_LENGTH ? rawQuery : '';
  const rawStatus = searchParams.get('status');
  const status = GREMIUM_STATUSES.find((value): value is GremiumStatus => value === rawStatus);
  const update = (changes: { page?: number; query?: string; status?: string }) => {
    const next = new URLSearchParams(searchParams);
    for (const key of ['query', 'status'] as const) {
      const value = changes[key];
      if (value === undefined) continue;
      if (value === '') next.delete(key);
      else next.set(key, value);
      next.delete('page');
    }
    if (changes.page !== undefined) {
      if (changes.page > 0) next.set('page', String(changes.page + 1));
      else next.delete('page');
    }
    setSearchParams(next);
  };
  return { page, query, status, update };
}

/** The name search and the status filter; remounted (by key) when the URL's query changes. */
function GremiumListControls({
  query,
  status,
  update,
}: Pick<ReturnType<typeof useListParams>, 'query' | 'status' | 'update'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(query);
  const [tooShort, setTooShort] = useState(false);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (value !== '' && value.length < GREMIUM_QUERY_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    update({ query: value });
  };
  return (
    <>
      <form className="list-controls" role="search" onSubmit={onSearch}>
        <div className="field">
          <label htmlFor="gremium-list-query">{t('GREMIUM.LIST_SEARCH_LABEL')}</label>
          <input
            id="gremium-list-query"
            type="search"
            value={draft}
            maxLength={QUERY_MAX_LENGTH}
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? 'gremium-list-query-error' : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          {t('GREMIUM.SEARCH_SUBMIT')}
        </button>
        <div className="field">
          <label htmlFor="gremium-list-status">{t('GREMIUM.STATUS')}</label>
          <select
            id="gremium-list-status"
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value })}
          >
            <option value="">{t('GREMIUM.LIST_STATUS_ALL')}</option>
            {GREMIUM_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(STATUS_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
      </form>
      {tooShort ? (
        <p id="gremium-list-query-error" className="gremium-list-page__error" role="alert">
          {t('GREMIUM.LIST_QUERY_TOO_SHORT', { min: GREMIUM_QUERY_MIN_LENGTH })}
        </p>
      ) : null}
    </>
  );
}

/** `/gremiums`: the bodies of scientists, searchable by name and filtered by status. */
export function GremiumListRoute() {
  const { t } = useTranslation();
  const session = useSession();
  usePageHead({ title: t('GREMIUM.LIST_TITLE'), description: t('SEO.GREMIA_DESCRIPTION') });
  const { page, query, status, update } = useListParams();
  const gremia = useGremia({ page, size: GREMIA_PAGE_SIZE, query: query || undefined, status });
  return (
    <article className="gremium-list-page" aria-labelledby="gremium-list-title">
      <h1 id="gremium-list-title">{t('GREMIUM.LIST_TITLE')}</h1>
      {hasAnyRole(session, ROLE_GROUPS.gremiumOperators) ? (
        <p>
          <Link className="button" to={paths.gremiums.add.getHref()}>
            <Icon name="add" />
            {t('GREMIUM_ADMIN.ADD_LINK')}
          </Link>
        </p>
      ) : null}
      <GremiumListControls key={query} query={query} status={status} update={update} />
      <QueryState query={gremia}>
        {(data) =>
          data.content.length === 0 ? (
            <p className="empty-state">{t('GREMIUM.LIST_EMPTY')}</p>
          ) : (
            <>
              <p className="list-summary" aria-live="polite">
                {t('GREMIUM.LIST_TOTAL', { total: data.totalElements })}
              </p>
              <GremiumList page={data} />
              <Pager
                page={data.page}
                totalPages={data.totalPages}
                onPageChange={(next) => update({ page: next })}
                label={t('GREMIUM.LIST_PAGER')}
              />
            </>
          )
        }
      </QueryState>
    </article>
  );
}

export { GremiumListRoute as Component };
