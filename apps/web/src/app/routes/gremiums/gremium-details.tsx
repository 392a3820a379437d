import { isUuid, ROLE_GROUPS } from '@ln/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { Pager } from '../../../components/ui/pager';
import { paths } from '../../../config/paths';
import { hasAnyRole, useSession } from '../../../features/auth/session';
import { useGremium } from '../../../features/gremium/api/get-gremium';
import { useOwnGremia } from '../../../features/gremium/api/get-own-gremia';
import { useGremiumFunctions } from '../../../features/gremium/api/get-gremium-functions';
import { useGremiumMembers } from '../../../features/gremium/api/get-gremium-members';
import { GremiumDetails } from '../../../features/gremium/components/gremium-details';
import { gremiumJsonLd } from '../../../features/gremium/components/gremium-json-ld';
import {
  GremiumFunctionsList,
  GremiumMembersList,
} from '../../../features/gremium/components/gremium-people';
import { usePageHead } from '../../../lib/page-head';
import { NotFoundRoute } from '../not-found';
import { QueryState } from '../../../components/ui/query-state';
import { Icon } from '../../../components/ui/icon';

export const GREMIUM_PAGE_SIZE = 20;

function pageParam(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

/** Members and function holders, filtered by one name query; paging of each in the URL. */
function GremiumPeople({ gremiumId }: { gremiumId: string }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query') ?? '';
  const [draft, setDraft] = useState(query);
  const membersPage = pageParam(searchParams.get('membersPage'));
  const functionsPage = pageParam(searchParams.get('functionsPage'));
  const members = useGremiumMembers(gremiumId, {
    page: membersPage,
    size: GREMIUM_PAGE_SIZE,
    query: query || undefined,
  });
  const functions = useGremiumFunctions(gremiumId, {
    page: functionsPage,
    size: GREMIUM_PAGE_SIZE,
    query: query || undefined,
  });
  const setPage = (key: 'membersPage' | 'functionsPage', page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page > 0) next.set(key, String(page + 1));
    else next.delete(key);
    setSearchParams(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(searchParams);
    const value = draft.trim();
    if (value) next.set('query', value);
    else next.delete('query');
    next.delete('membersPage');
    next.delete('functionsPage');
    setSearchParams(next);
  };
  return (
    <>
      <form className="list-controls" role="search" onSubmit={onSearch}>
        <div className="field">
          <label htmlFor="gremium-query">{t('GREMIUM.SEARCH_LABEL')}</label>
          <input
            id="gremium-query"
            type="search"
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          {t('GREMIUM.SEARCH_SUBMIT')}
        </button>
      </form>
      <section className="detail-section" aria-labelledby="gremium-members">
        <h2 id="gremium-members">{t('GREMIUM.MEMBERS')}</h2>
        <QueryState query={members}>
          {(data) =>
            data.content.length === 0 ? (
              <p className="empty-state">{t('USERS.EMPTY')}</p>
            ) : (
              <>
                <p className="list-summary">{t('GREMIUM.TOTAL', { total: data.totalElements })}</p>
                <GremiumMembersList page={data} />
                <Pager
                  page={data.page}
                  totalPages={data.totalPages}
                  onPageChange={(page) => setPage('membersPage', page)}
                  label={t('GREMIUM.MEMBERS_PAGER')}
                />
              </>
            )
          }
        </QueryState>
      </section>
      <section className="detail-section" aria-labelledby="gremium-functions">
        <h2 id="gremium-functions">{t('GREMIUM.FUNCTION_HOLDERS')}</h2>
        <QueryState query={functions}>
          {(data) =>
            data.content.length === 0 ? (
              <p className="empty-state">{t('USERS.EMPTY')}</p>
            ) : (
              <>
                <p className="list-summary">{t('GREMIUM.TOTAL', { total: data.totalElements })}</p>
                <GremiumFunctionsList page={data} />
                <Pager
                  page={data.page}
                  totalPages={data.totalPages}
                  onPageChange={(page) => setPage('functionsPage', page)}
                  label={t('GREMIUM.FUNCTIONS_PAGER')}
                />
              </>
            )
          }
        </QueryState>
      </section>
    </>
  );
}

/**
 * The edit entry of the page: operators edit every body here; a profile owner the body they
 * added themselves, in their edit mode (decision 021).
 */
function EditEntry({ gremiumId, addedByOwner }: { gremiumId: string; addedByOwner: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const operator = hasAnyRole(session, ROLE_GROUPS.gremiumOperators);
  const ownerId = !operator && addedByOwner ? session.profileId : null;
  const own = useOwnGremia(ownerId);
  const href = operator
    ? paths.gremiums.edit.getHref(gremiumId)
    : ownerId && own.data?.some((g) => g.gremiumId === gremiumId)
      ? paths.profileEdit.ownGremium.getHref(ownerId, gremiumId)
      : null;
  return href ? (
    <p>
      <Link className="button" to={href}>
        <Icon name="edit" />
        {t('GREMIUM_ADMIN.EDIT_LINK')}
      </Link>
    </p>
  ) : null;
}

function GremiumBody({ gremiumId }: { gremiumId: string }) {
  const { t } = useTranslation();
  const gremium = useGremium(gremiumId);
  const name = gremium.data?.gremium.name;
  usePageHead({
    title: name ?? t('GREMIUM.TITLE'),
    ...(gremium.data && name
      ? {
          description: t('SEO.GREMIUM_DESCRIPTION', { name }),
          jsonLd: [gremiumJsonLd(gremium.data, { url: paths.gremiums.details.getHref(gremiumId) })],
        }
      : {}),
  });
  return (
    <QueryState query={gremium} notFound={<NotFoundRoute />}>
      {(data) => (
        <article className="gremium-page" aria-labelledby="gremium-title">
          <h1 id="gremium-title">{data.gremium.name}</h1>
          <EditEntry gremiumId={gremiumId} addedByOwner={data.userGremium === 'OWNER'} />
          <GremiumDetails gremium={data} />
          <GremiumPeople gremiumId={gremiumId} />
        </article>
      )}
    </QueryState>
  );
}

/** `/gremiums/:gremiumId`: a body of scientists with its members and functions. */
export function GremiumDetailsRoute() {
  const { gremiumId = '' } = useParams();
  if (!isUuid(gremiumId)) return <NotFoundRoute />;
  return <GremiumBody key={gremiumId} gremiumId={gremiumId} />;
}

export { GremiumDetailsRoute as Component };
