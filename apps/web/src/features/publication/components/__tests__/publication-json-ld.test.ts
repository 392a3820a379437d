import { describe, expect, it } from 'vitest';

import { PROFILE_ID, publication } from '../../../../testing/profiles-api-fixtures';
import { publicationJsonLd } from '../publication-json-ld';

const url = '/profiles/p/publications/x';
const profileHref = (id: string) => `/profiles/${id}`;

describe('publicationJsonLd', () => {
  it('describes an article as a ScholarlyArticle in its journal, authors linked to profiles', () => {
    const ld = publicationJsonLd(publication(['OPI']), { url, profileHref });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ScholarlyArticle',
      '@id': url,
      url,
      name: 'Grafy losowe (rekord OPI)',
      headline: 'Grafy losowe (rekord OPI)',
      author: [
        { '@type': 'Person', name: expect.any(String), url: `/profiles/${PROFILE_ID}` },
        { '@type': 'Person', name: 'Lukas Steinbach' },
      ],
      datePublished: '2019',
      inLanguage: 'pl',
      keywords: 'grafy',
      sameAs: 'https://doi.org/10.5555/ln.2019.1',
      identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: '10.5555/ln.2019.1' },
      pagination: '1–20',
      isPartOf: { '@type': 'Periodical', name: 'Acta Informatica', issn: '0001-5903' },
    });
  });

  it('takes the type of a book, an edited book and a chapter, with their sources', () => {
    const base = publication(['OPI']);
    const book = publicationJsonLd(
      {
        ...base,
        type: 'EDITED_BOOK',
        articleSource: null,
        editBookSource: {
          title: null,
          publisher: 'PWN',
          place: 'Warszawa',
          series: null,
          isbns: ['978-83-01-00000-0'],
        },
        authors: base.authors.map((author) => ({ ...author, authorRole: 'EDITOR' as const })),
      },
      { url, profileHref },
    );
    expect(book).toMatchObject({
      '@type': 'Book',
      isbn: '978-83-01-00000-0',
      publisher: { '@type': 'Organization', name: 'PWN' },
      editor: [{ '@type': 'Person' }, { '@type': 'Person', name: 'Lukas Steinbach' }],
    });
    expect(book).not.toHaveProperty('author');
    expect(book).not.toHaveProperty('pagination');
    const chapter = publicationJsonLd(
      {
        ...base,
        type: 'CHAPTER',
        articleSource: null,
        chapterSource: {
          bookTitle: 'Kombinatoryka',
          publisher: 'PWN',
          place: null,
          pages: '33–51',
          isbns: ['978-83-01-00001-7'],
        },
      },
      { url, profileHref },
    );
    expect(chapter).toMatchObject({
      '@type': 'Chapter',
      pagination: '33–51',
      isPartOf: {
        '@type': 'Book',
        name: 'Kombinatoryka',
        isbn: '978-83-01-00001-7',
        publisher: { '@type': 'Organization', name: 'PWN' },
      },
    });
    expect(publicationJsonLd({ ...base, type: 'PROCEEDINGS' }, { url, profileHref })['@type']).toBe(
      'ScholarlyArticle',
    );
  });
});
