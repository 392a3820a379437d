import type { PublicationType } from '@ln/contracts';
import { isUuid, PUBLICATION_SORTS, PUBLICATION_TYPES } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Pager } from '../../../components/ui/pager';
import { paths } from '../../../config/paths';
import { CiteExport } from '../../../features/citation/components/cite-export';
import { useShortAchievements } from '../../../features/achievement/api/get-short-achievements';
import type { PublicationSort } from '../../../features/publication/api/get-publications-page';
import { usePublicationsPage } from '../../../features/publication/api/get-publications-page';
import { PublicationList } from '../../../features/publication/components/publication-list';
import { useProfileContext } from './components/profile-context';
import { EmptyTab, TabPage } from './components/page-parts';
import { QueryState } from '../../../components/ui/query-state';

export const PUBLICATIONS_PAGE_SIZE = 20;

const SORT_LABELS = {
  newest: 'PUBLICATION.SORT_NEWEST',
  oldest: 'PUBLICATION.SORT_OLDEST',
  title: 'PUBLICATION.SORT_TITLE',
} as const satisfies Record<PublicationSort, string>;

const TYPE_LABELS = {
  ARTICLE: 'PUBLICATION.TYPE_ARTICLE',
  BOOK: 'PUBLICATION.TYPE_BOOK',
  EDITED_BOOK: 'PUBLICATION.TYPE_EDITED_BOOK',
  CHAPTER: 'PUBLICATION.TYPE_CHAPTER',
  PROCEEDINGS: 'PUBLICATION.TYPE_PROCEEDINGS',
} as const satisfies Record<PublicationType, string>;

const isSort = (value: string | null): value is PublicationSort =>
  (PUBLICATION_SORTS as readonly (string | null)[]).includes(value);
const isType = (value: string | null): value is PublicationType =>
  (PUBLICATION_TYPES as readonly (string | null)[]).includes(value);

/** The list's state lives in the URL (`?page=2&sort=oldest&type=BOOK`), so it can be shared. */
function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageParam = Number(searchParams.get('page') ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam - 1 : 0;
  const sortParam = searchParams.get('sort');
  const typeParam = searchParams.get('type');
  const sort: PublicationSort = isSort(sortParam) ? sortParam : 'newest';
  const publicationType = isType(typeParam) ? typeParam : undefined;
  // `?coauthor=`: the publications shared with a co-author (the co-authors' links, decision 047).
  const coauthorParam = searchParams.get('coauthor');
  const coauthorId = isUuid(coauthorParam) ? coauthorParam : undefined;
  const update = (changes: {
    page?: number;
    sort?: PublicationSort;
    type?: string;
    coauthor?: null;
  }) => {
    const next = new URLSearchParams(searchParams);
    if (changes.page !== undefined) {
      if (changes.page > 0) next.set('page', String(changes.page + 1));
      else next.delete('page');
    }
    if (changes.sort !== undefined) {
      if (changes.sort === 'newest') next.delete('sort');
      else next.set('sort', changes.sort);
      next.delete('page');
    }
    if (changes.type !== undefined) {
      if (changes.type === '') next.delete('type');
      else next.set('type', changes.type);
      next.delete('page');
    }
    if (changes.coauthor === null) {
      next.delete('coauthor');
      next.delete('page');
    }
    setSearchParams(next);
  };
  return { page, sort, publicationType, coauthorId, update };
}

/** `/profiles/:id/publications`: the paged, sortable list of the profile's publications. */
export function ProfilePublicationsRoute() {
  const { t } = useTranslation();
  const { profileId } = useProfileContext();
  const { page, sort, publicationType, coauthorId, update } = useListParams();
  const query = usePublicationsPage(profileId, {
    page,
    size: PUBLICATIONS_PAGE_SIZE,
    sort,
    publicationType,
    coauthorId,
  });
  const achievements = useShortAchievements(profileId);
  const hasAchievements = (achievements.data?.totalElements ?? 0) > 0;
  return (
    <TabPage id="profile-publications" title={t('PROFILE.TABS.PUBLICATIONS')}>
      <form className="list-controls" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="publications-sort">{t('PUBLICATION.SORT_LABEL')}</label>
          <select
            id="publications-sort"
            value={sort}
            onChange={(event) => update({ sort: event.target.value as PublicationSort })}
          >
            {PUBLICATION_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(SORT_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="publications-type">{t('PUBLICATION.TYPE_LABEL')}</label>
          <select
            id="publications-type"
            value={publicationType ?? ''}
            onChange={(event) => update({ type: event.target.value })}
          >
            <option value="">{t('PUBLICATION.TYPE_ALL')}</option>
            {PUBLICATION_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(TYPE_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
      </form>
      {coauthorId ? (
        <p className="list-summary">
          {t('DISCOVERY.SHARED_ONLY')}{' '}
          <button type="button" className="link-button" onClick={() => update({ coauthor: null })}>
            {t('DISCOVERY.SHARED_ONLY_CLEAR')}
          </button>
        </p>
      ) : null}
      <QueryState query={query}>
        {(data) =>
          data.content.length === 0 ? (
            <>
              <EmptyTab />
              {hasAchievements ? (
                <p>
                  <Link to={paths.profile.achievements.getHref(profileId)}>
                    {t('PUBLICATION.SEE_ACHIEVEMENTS')}
                  </Link>
                </p>
              ) : null}
            </>
          ) : (
            <>
              <p className="list-summary" aria-live="polite">
                {t('PUBLICATION.TOTAL', { total: data.totalElements })}
              </p>
              <p>
                <CiteExport target={{ profileId }} />
              </p>
              <PublicationList profileId={profileId} publications={data.content} />
              <Pager
                page={data.page}
                totalPages={data.totalPages}
                onPageChange={(next) => update({ page: next })}
                label={t('PUBLICATION.PAGER_LABEL')}
              />
            </>
          )
        }
      </QueryState>
    </TabPage>
  );
}

export { ProfilePublicationsRoute as Component };
