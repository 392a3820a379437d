import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { DescriptionList } from '../../../components/ui/description-list';
import { paths } from '../../../config/paths';
import { CiteExport } from '../../../features/citation/components/cite-export';
import { usePublication } from '../../../features/publication/api/get-publication';
import {
  authorName,
  publicationJsonLd,
} from '../../../features/publication/components/publication-json-ld';
import { PublicationVersionTabs } from '../../../features/publication/components/publication-version-tabs';
import { useProfileContext } from './components/profile-context';
import { DetailPage } from './components/page-parts';
import { QueryState } from '../../../components/ui/query-state';

const ROLE_LABELS = {
  AUTHOR: 'PUBLICATION.ROLE_AUTHOR',
  EDITOR: 'PUBLICATION.ROLE_EDITOR',
  TRANSLATOR: 'PUBLICATION.ROLE_TRANSLATOR',
} as const;

/** `/profiles/:id/publications/:publicationId`: a publication with its version tabs. */
export function PublicationDetailsRoute() {
  const { t } = useTranslation();
  const { profileId } = useProfileContext();
  const { publicationId = '' } = useParams();
  const query = usePublication(profileId, publicationId);
  const section = {
    label: t('PROFILE.TABS.PUBLICATIONS'),
    href: paths.profile.publications.getHref(profileId),
  };
  return (
    <QueryState query={query}>
      {(publication) => {
        const title =
          (publication.titles.find((item) => item.mainTitle) ?? publication.titles[0])?.title ??
          publication.publicationTypeLabel;
        const authors = publication.authors.map(authorName);
        const head = {
          type: 'article' as const,
          description: t('SEO.PUBLICATION_DESCRIPTION', {
            type: publication.publicationTypeLabel,
            year: publication.year ? `, ${publication.year}` : '',
            authors: [
              ...authors,
              ...(publication.allAuthorsCount > authors.length ? ['…'] : []),
            ].join(', '),
          }),
          jsonLd: [
            publicationJsonLd(publication, {
              url: paths.profile.publication.getHref(profileId, publicationId),
              profileHref: paths.profile.getHref,
            }),
          ],
        };
        return (
          <DetailPage title={title} section={section} head={head}>
            <DescriptionList
              items={[
                {
                  key: 'type',
                  label: t('PUBLICATION.TYPE_LABEL'),
                  value: publication.publicationTypeLabel,
                },
                {
                  key: 'authors',
                  label: t('PUBLICATION.AUTHORS'),
                  value: (
                    <ul className="plain-list">
                      {publication.authors.map((author, index) => {
                        const name = authorName(author);
                        return (
                          <li key={index}>
                            {author.profileId ? (
                              <Link to={paths.profile.getHref(author.profileId)}>{name}</Link>
                            ) : (
                              name
                            )}
                            {author.authorRole !== 'AUTHOR'
                              ? ` (${t(ROLE_LABELS[author.authorRole])})`
                              : ''}
                          </li>
                        );
                      })}
                      {publication.allAuthorsCount > publication.authors.length ? (
                        <li>
                          {t('PUBLICATION.MORE_AUTHORS', {
                            count: publication.allAuthorsCount - publication.authors.length,
                          })}
                        </li>
                      ) : null}
                    </ul>
                  ),
                },
                {
                  key: 'affiliations',
                  label: t('PUBLICATION.AFFILIATIONS'),
                  value: publication.affiliations.map((item) => item.name).join('; '),
                },
              ]}
            />
            <p>
              <CiteExport target={{ profileId, publicationId }} />
            </p>
            <h3 className="visually-hidden">{t('PUBLICATION.VERSIONS')}</h3>
            <PublicationVersionTabs publication={publication} />
          </DetailPage>
        );
      }}
    </QueryState>
  );
}

export { PublicationDetailsRoute as Component };
