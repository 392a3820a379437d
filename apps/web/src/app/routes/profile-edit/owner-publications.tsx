import { SHORT_PUBLICATIONS_LIMIT } from '@ln/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { RequireOwnProfile } from '../../../features/auth/components/guards';
import { paths } from '../../../config/paths';
import { CiteExport } from '../../../features/citation/components/cite-export';
import {
  useOwnerPublication,
  useOwnerShortPublications,
} from '../../../features/owner-publications/api/owner-publication';
import { OwnVersionForm } from '../../../features/owner-publications/components/own-version-form';
import { OwnerPublicationDetails } from '../../../features/owner-publications/components/owner-publication-details';
import { OwnerPublicationList } from '../../../features/owner-publications/components/owner-publication-list';
import '../../../features/owner-publications/components/owner-publications.css';
import { PublicationRecordView } from '../../../features/publication/components/publication-record';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { withAlert } from '../../../lib/alerts';
import { QueryState } from '../../../components/ui/query-state';

/**
 * A page of the owner's publications with its heading. The routes below fetch inside
 * RequireOwnProfile, so no owner call leaves before the session has its token.
 */
function OwnerPage({
  title,
  back,
  children,
}: {
  title: string;
  back?: { href: string; label: string };
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className="page owner-publications" aria-labelledby="page-title">
      {back ? (
        <p className="owner-publications__back">
          <Link to={back.href}>← {back.label}</Link>
        </p>
      ) : null}
      <h1 id="page-title">{title}</h1>
      {children}
    </section>
  );
}

/** `/profiles/:id/edit/publications`: every publication, hidden ones marked, with switches. */
function OwnerPublicationsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useOwnerShortPublications(id);
  return (
    <OwnerPage title={t('OWNER_PUBLICATIONS.TITLE')}>
      <p>{t('OWNER_PUBLICATIONS.INTRO')}</p>
      <p className="owner-publications__links">
        <Link to={paths.profile.publications.getHref(id)}>
          {t('OWNER_PUBLICATIONS.VIEW_PUBLIC')}
        </Link>
      </p>
      <QueryState query={query}>
        {(data) =>
          data.publications.length === 0 ? (
            <p className="empty-state">{t('OWNER_PUBLICATIONS.EMPTY')}</p>
          ) : (
            <>
              <OwnerPublicationList
                profileId={id}
                publications={data.publications}
                detailHref={(publicationId) =>
                  paths.profileEdit.publication.getHref(id, publicationId)
                }
              />
              {data.totalElements > SHORT_PUBLICATIONS_LIMIT ? (
                <p className="owner-publications__more" aria-live="polite">
                  {t('OWNER_PUBLICATIONS.LIMITED', {
                    shown: data.publications.length,
                    total: data.totalElements,
                  })}{' '}
                  {query.hasNextPage ? (
                    <button
                      type="button"
                      className="button"
                      disabled={query.isFetchingNextPage}
                      onClick={() => void query.fetchNextPage()}
                    >
                      {t('OWNER_PUBLICATIONS.LOAD_MORE')}
                    </button>
                  ) : null}
                </p>
              ) : null}
            </>
          )
        }
      </QueryState>
    </OwnerPage>
  );
}

/** `/profiles/:id/edit/publications/:publicationId`: versions and their visibility. */
function OwnerPublicationPage() {
  const { t } = useTranslation();
  const { id = '', publicationId = '' } = useParams();
  const query = useOwnerPublication(publicationId);
  return (
    <OwnerPage
      title={t('OWNER_PUBLICATIONS.DETAILS_TITLE')}
      back={{
        href: paths.profileEdit.publications.getHref(id),
        label: t('OWNER_PUBLICATIONS.BACK_TO_LIST'),
      }}
    >
      <QueryState query={query}>
        {(publication) => (
          <>
            <h2 className="owner-publication__title">
              {(publication.titles.find((x) => x.mainTitle) ?? publication.titles[0])?.title}
            </h2>
            <OwnerPublicationDetails
              profileId={id}
              publication={publication}
              editHref={paths.profileEdit.publicationEdit.getHref(id, publicationId)}
              listHref={paths.profileEdit.publications.getHref(id)}
              renderRecord={(record) => <PublicationRecordView record={record} />}
            />
            {publication.visibility.publicVersion ? (
              <p>
                <CiteExport target={{ profileId: id, publicationId }} />
              </p>
            ) : null}
          </>
        )}
      </QueryState>
    </OwnerPage>
  );
}

/** `/profiles/:id/edit/publications/:publicationId/edit`: the own version's form. */
function OwnPublicationEditPage() {
  const { t } = useTranslation();
  const { id = '', publicationId = '' } = useParams();
  const navigate = useNavigate();
  const query = useOwnerPublication(publicationId);
  const details = paths.profileEdit.publication.getHref(id, publicationId);
  return (
    <OwnerPage
      title={t('OWNER_PUBLICATIONS.EDIT_TITLE')}
      back={{ href: details, label: t('OWNER_PUBLICATIONS.DETAILS_TITLE') }}
    >
      <p>{t('OWNER_PUBLICATIONS.EDIT_INTRO')}</p>
      <QueryState query={query}>
        {(publication) => (
          <OwnVersionForm
            profileId={id}
            publication={publication}
            onSaved={() => {
              // Messages close on navigation (§4), so it is carried to the page it leads to.
              void navigate(
                details,
                withAlert({ severity: 'success', message: t('OWNER_PUBLICATIONS.SAVED') }),
              );
            }}
          />
        )}
      </QueryState>
    </OwnerPage>
  );
}

/** Own profile only, login required (accounts-and-platform §2 `/profiles/{id}/edit`). */
export const OwnerPublicationsRoute = () => (
  <RequireOwnProfile>
    <OwnerPublicationsPage />
  </RequireOwnProfile>
);
export const OwnerPublicationRoute = () => (
  <RequireOwnProfile>
    <OwnerPublicationPage />
  </RequireOwnProfile>
);
export const OwnPublicationEditRoute = () => (
  <RequireOwnProfile>
    <OwnPublicationEditPage />
  </RequireOwnProfile>
);
