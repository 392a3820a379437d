import { authorShortName, type PublicationShort } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';

/** `J. Kowalski, A. Nowak i in.`: the names the list carries (authorShortName), then "et al." when there are more. */
export function AuthorLine({ publication }: { publication: PublicationShort }) {
  const { t } = useTranslation();
  const names = publication.authors.map(authorShortName);
  const more = publication.allAuthorsCount > publication.authors.length;
  return (
    <span className="item-list__meta">
      {names.join(', ')}
      {more ? ` ${t('PUBLICATION.ET_AL', { count: publication.allAuthorsCount })}` : ''}
    </span>
  );
}

/** A list of publications, each linking to its detail page under the profile. */
export function PublicationList({
  profileId,
  publications,
}: {
  profileId: string;
  publications: readonly PublicationShort[];
}) {
  const { t } = useTranslation();
  return (
    <ul className="item-list">
      {publications.map((publication) => (
        <li key={publication.publicationId} className="item-list__item">
          <span className="item-list__title">
            <Link to={paths.profile.publication.getHref(profileId, publication.publicationId)}>
              {publication.title}
            </Link>
          </span>
          <AuthorLine publication={publication} />
          <span className="item-list__meta">
            {publication.publicationTypeLabel}
            {publication.year ? ` · ${publication.year}` : ''}
            {publication.doi ? (
              <>
                {' · '}
                <abbr title="Digital Object Identifier">DOI</abbr>{' '}
                <a
                  href={`https://doi.org/${publication.doi}`}
                  rel="noopener noreferrer"
                  aria-label={t('PUBLICATION.DOI_LINK', { doi: publication.doi })}
                >
                  {publication.doi}
                </a>
              </>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
