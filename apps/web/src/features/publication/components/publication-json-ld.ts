import {
  bcp47OfIso6392,
  type PublicationAuthor,
  type PublicationFull,
  type PublicationType,
} from '@ln/contracts';

import type { JsonLdObject } from '../../../lib/page-head';

/** schema.org's type for each kind of publication (decision 024). */
export const PUBLICATION_SCHEMA_TYPES: Record<
  PublicationType,
  'ScholarlyArticle' | 'Book' | 'Chapter'
> = {
  ARTICLE: 'ScholarlyArticle',
  // A paper in conference proceedings is an article of its volume.
  PROCEEDINGS: 'ScholarlyArticle',
  BOOK: 'Book',
  EDITED_BOOK: 'Book',
  CHAPTER: 'Chapter',
};

/** An author's name as the page shows it. */
export function authorName(author: Pick<PublicationAuthor, 'name' | 'surnamePrefix' | 'surname'>) {
  return [author.name, author.surnamePrefix, author.surname].filter(Boolean).join(' ');
}

function person(author: PublicationAuthor, profileHref: (profileId: string) => string) {
  return {
    '@type': 'Person',
    name: authorName(author),
    ...(author.profileId ? { url: profileHref(author.profileId) } : {}),
  };
}

const organization = (name: string | null | undefined) =>
  name ? { '@type': 'Organization', name } : undefined;

/** Drops the properties without a value, so the object says only what is known. */
function defined(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/**
 * A publication's detail page as schema.org JSON-LD (decision 024): a `ScholarlyArticle`,
 * `Book` or `Chapter` by its type, with the bibliographic record the page shows. Authors with
 * a public profile link to it.
 */
export function publicationJsonLd(
  publication: PublicationFull,
  options: { url: string; profileHref: (profileId: string) => string },
): JsonLdObject {
  const type = PUBLICATION_SCHEMA_TYPES[publication.type];
  const title =
    (publication.titles.find((item) => item.mainTitle) ?? publication.titles[0])?.title ??
    publication.publicationTypeLabel;
  const byRole = (role: PublicationAuthor['authorRole']) =>
    publication.authors
      .filter((author) => author.authorRole === role)
      .map((author) => person(author, options.profileHref));
  const doi = publication.doi
    ? `https://doi.org/${publication.doi.replace(/^https?:\/\/(dx\.)?doi\.org\//, '')}`
    : null;
  const book = publication.bookSource ?? publication.editBookSource;
  const chapter = publication.chapterSource;
  const journal = publication.articleSource?.journal;
  const isbns = [...(book?.isbns ?? []), ...publication.details.isbns];
  const partOf =
    type === 'Chapter' && chapter?.bookTitle
      ? defined({
          '@type': 'Book',
          name: chapter.bookTitle,
          isbn: chapter.isbns[0],
          publisher: organization(chapter.publisher),
        })
      : type === 'ScholarlyArticle' && journal?.title
        ? defined({
            '@type': 'Periodical',
            name: journal.title,
            issn: journal.issn ?? journal.eissn,
          })
        : type === 'ScholarlyArticle' && publication.conferenceSource?.title
          ? defined({ '@type': 'Book', name: publication.conferenceSource.title })
          : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': type,
    ...defined({
      '@id': options.url,
      url: options.url,
      name: title,
      headline: type === 'ScholarlyArticle' ? title.slice(0, 110) : undefined,
      author: byRole('AUTHOR'),
      editor: byRole('EDITOR'),
      translator: byRole('TRANSLATOR'),
      datePublished: publication.year ? String(publication.year) : undefined,
      inLanguage: bcp47OfIso6392(publication.mainLangPublication),
      abstract: publication.abstractDocuments[0]?.content,
      keywords: publication.keyWords.length > 0 ? publication.keyWords.join(', ') : undefined,
      sameAs: doi ?? undefined,
      identifier: publication.doi
        ? { '@type': 'PropertyValue', propertyID: 'DOI', value: publication.doi }
        : undefined,
      isbn: type === 'Book' ? isbns[0] : undefined,
      publisher: organization(type === 'Book' ? book?.publisher : journal?.publisher),
      pagination: type === 'Book' ? undefined : (chapter?.pages ?? publication.details.pages),
      isPartOf: partOf,
    }),
  };
}
