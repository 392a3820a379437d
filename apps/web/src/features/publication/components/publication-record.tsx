import type { PublicationRecord } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

import { DescriptionList } from '../../../components/ui/description-list';
import { languageName, localeOf } from '../../../lib/display-names';

const join = (values: readonly (string | null | undefined)[]) => values.filter(Boolean).join(', ');

/** The bibliographic record of one version of a publication. */
export function PublicationRecordView({ record }: { record: PublicationRecord }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const main = record.titles.find((title) => title.mainTitle) ?? record.titles[0];
  const otherTitles = record.titles.filter((title) => title !== main);
  const details = record.details;
  const article = record.articleSource;
  const conference = record.conferenceSource ?? article?.conference ?? null;
  const book = record.bookSource ?? record.editBookSource;
  const chapter = record.chapterSource;
  const isbns = [
    ...details.isbns,
    ...(book?.isbns ?? []),
    ...(chapter?.isbns ?? []),
    ...(conference?.isbns ?? []),
  ];
  return (
    <div className="publication-record">
      <DescriptionList
        items={[
          { key: 'title', label: t('PUBLICATION.TITLE'), value: main?.title },
          {
            key: 'other-titles',
            label: t('PUBLICATION.OTHER_TITLES'),
            value:
              otherTitles.length > 0 ? (
                <ul className="plain-list">
                  {otherTitles.map((title, index) => (
                    <li key={index}>{title.title}</li>
                  ))}
                </ul>
              ) : null,
          },
          { key: 'year', label: t('PUBLICATION.YEAR'), value: record.year },
          {
            key: 'journal',
            label: t('PUBLICATION.JOURNAL'),
            value: article?.journal
              ? join([article.journal.title, article.journal.publisher])
              : null,
          },
          {
            key: 'platform',
            label: t('PUBLICATION.PLATFORM'),
            value: article?.platformPublication?.name,
          },
          {
            key: 'conference',
            label: t('PUBLICATION.CONFERENCE'),
            value: conference
              ? join([
                  conference.eventNames.join('; ') || conference.title,
                  conference.place,
                  conference.year ? String(conference.year) : null,
                ])
              : null,
          },
          {
            key: 'book',
            label: t('PUBLICATION.BOOK'),
            value: book ? join([book.title, book.publisher, book.place, book.series]) : null,
          },
          {
            key: 'chapter',
            label: t('PUBLICATION.IN_BOOK'),
            value: chapter
              ? join([chapter.bookTitle, chapter.publisher, chapter.place, chapter.pages])
              : null,
          },
          { key: 'volume', label: t('PUBLICATION.VOLUME'), value: details.volume },
          { key: 'issue', label: t('PUBLICATION.ISSUE'), value: details.issue },
          { key: 'pages', label: t('PUBLICATION.PAGES'), value: details.pages },
          { key: 'series', label: t('PUBLICATION.SERIES'), value: details.series },
          { key: 'place', label: t('PUBLICATION.PLACE'), value: details.place },
          {
            key: 'language',
            label: t('PUBLICATION.LANGUAGE'),
            value: details.language ? languageName(details.language, locale) : null,
          },
          { key: 'isbn', label: 'ISBN', value: [...new Set(isbns)].join(', ') },
          {
            key: 'issn',
            label: 'ISSN',
            value: join([details.issn, article?.journal?.issn, article?.journal?.eissn]),
          },
          { key: 'ismn', label: 'ISMN', value: details.ismn },
          {
            key: 'doi',
            label: 'DOI',
            value: record.doi ? (
              <a href={`https://doi.org/${record.doi}`} rel="noopener noreferrer">
                {record.doi}
              </a>
            ) : null,
          },
          {
            key: 'url',
            label: t('PUBLICATION.URL'),
            value: record.url ? (
              <a href={record.url} rel="noopener noreferrer">
                {record.url}
              </a>
            ) : null,
          },
          { key: 'keywords', label: t('PUBLICATION.KEYWORDS'), value: record.keyWords.join(', ') },
        ]}
      />
      {record.abstractDocuments.length > 0 ? (
        <>
          <h3>{t('PUBLICATION.ABSTRACT')}</h3>
          {record.abstractDocuments.map((document, index) => (
            <p key={index} className="publication-record__abstract">
              {document.content}
            </p>
          ))}
        </>
      ) : null}
    </div>
  );
}
