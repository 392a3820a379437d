import type {
  ForkPublicationInput,
  OwnerPublication,
  PublicationType,
  ValidationErrorItem,
} from '@ln/contracts';
import { PUBLICATION_TYPES } from '@ln/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectField, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorsByKey } from '../../../lib/form-errors';
import { useForkPublication } from '../api/owner-publication';

const TYPE_LABELS = {
  ARTICLE: 'PUBLICATION.TYPE_ARTICLE',
  BOOK: 'PUBLICATION.TYPE_BOOK',
  EDITED_BOOK: 'PUBLICATION.TYPE_EDITED_BOOK',
  CHAPTER: 'PUBLICATION.TYPE_CHAPTER',
  PROCEEDINGS: 'PUBLICATION.TYPE_PROCEEDINGS',
} as const satisfies Record<PublicationType, string>;
const ROLE_LABELS = {
  AUTHOR: 'PUBLICATION.ROLE_AUTHOR',
  EDITOR: 'PUBLICATION.ROLE_EDITOR',
  TRANSLATOR: 'PUBLICATION.ROLE_TRANSLATOR',
} as const;
type Role = keyof typeof ROLE_LABELS;

interface Author {
  name: string;
  surnamePrefix: string;
  surname: string;
  authorRole: Role;
}

/** The form's values: text as typed; the request is built from them on submit. */
export interface OwnVersionValues {
  type: PublicationType;
  title: string;
  languageCode: string;
  year: string;
  doi: string;
  url: string;
  keyWords: string;
  pages: string;
  volume: string;
  issue: string;
  sourceTitle: string;
  issn: string;
  eissn: string;
  publisher: string;
  place: string;
  series: string;
  isbn: string;
  ismn: string;
  country: string;
  dateFrom: string;
  dateTo: string;
  authors: Author[];
}

/** The own version if there is one, else a copy of the recommended version (§4 "fork"). */
export function initialValues(publication: OwnerPublication): OwnVersionValues {
  const source =
    publication.versions.find((v) => v.kind === 'AUTHOR') ??
    publication.versions.find((v) => v.kind === publication.recommendedVersion) ??
    publication;
  const main = source.titles.find((t) => t.mainTitle) ?? source.titles[0];
  const journal = source.articleSource?.journal;
  const book = source.bookSource ?? source.editBookSource;
  const chapter = source.chapterSource;
  const conference = source.conferenceSource ?? source.articleSource?.conference;
  const own = 'authors' in source && Array.isArray(source.authors) ? source.authors : null;
  const authors = (own ?? publication.authors).map((a) => ({
    name: a.name,
    surnamePrefix: a.surnamePrefix ?? '',
    surname: a.surname,
    authorRole: a.authorRole,
  }));
  const isbns = [...(book?.isbns ?? []), ...(chapter?.isbns ?? []), ...source.details.isbns];
  return {
    type: publication.type,
    title: main?.title ?? '',
    languageCode: main?.languageCode ?? '',
    year: source.year ? String(source.year) : '',
    doi: source.doi ?? '',
    url: source.url ?? '',
    keyWords: source.keyWords.join(', '),
    pages: chapter?.pages ?? source.details.pages ?? '',
    volume: source.details.volume ?? '',
    issue: source.details.issue ?? '',
    sourceTitle: journal?.title ?? chapter?.bookTitle ?? conference?.title ?? book?.title ?? '',
    issn: journal?.issn ?? conference?.issn ?? source.details.issn ?? '',
    eissn: journal?.eissn ?? '',
    publisher: journal?.publisher ?? book?.publisher ?? chapter?.publisher ?? '',
    place: book?.place ?? chapter?.place ?? conference?.place ?? source.details.place ?? '',
    series: book?.series ?? source.details.series ?? '',
    isbn: isbns[0] ?? '',
    ismn: source.details.ismn ?? '',
    country: conference?.country ?? '',
    dateFrom: conference?.dateFrom ?? '',
    dateTo: conference?.dateTo ?? '',
    authors:
      authors.length > 0
        ? authors
        : [{ name: '', surnamePrefix: '', surname: '', authorRole: 'AUTHOR' }],
  };
}

const blank = (value: string) => (value.trim() === '' ? null : value.trim());

/** The fork request of the values: the source block the type needs (profiles-area §5). */
export function toForkRequest(v: OwnVersionValues): ForkPublicationInput {
  const isbns = v.isbn.trim() === '' ? [] : [v.isbn.trim()];
  const book = {
    publisher: blank(v.publisher),
    place: blank(v.place),
    series: blank(v.series),
    isbns,
    ismn: blank(v.ismn),
  };
  return {
    type: v.type,
    titles: [{ title: v.title, mainTitle: true, languageCode: blank(v.languageCode) }],
    year: v.year.trim() === '' ? null : Number(v.year),
    doi: blank(v.doi),
    url: blank(v.url),
    authors: v.authors.map((a) => ({
      name: a.name,
      surnamePrefix: blank(a.surnamePrefix),
      surname: a.surname,
      authorRole: a.authorRole,
    })),
    keyWords: v.keyWords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    pages: blank(v.pages),
    volume: blank(v.volume),
    issue: blank(v.issue),
    journal:
      v.type === 'ARTICLE'
        ? {
            title: v.sourceTitle,
            issn: blank(v.issn),
            eissn: blank(v.eissn),
            publisher: blank(v.publisher),
          }
        : null,
    book:
      v.type === 'BOOK' || v.type === 'EDITED_BOOK'
        ? { ...book, title: blank(v.sourceTitle) }
        : null,
    chapter:
      v.type === 'CHAPTER' ? { ...book, bookTitle: v.sourceTitle, pages: blank(v.pages) } : null,
    conference:
      v.type === 'PROCEEDINGS'
        ? {
            title: v.sourceTitle,
            place: blank(v.place),
            country: blank(v.country),
            dateFrom: blank(v.dateFrom),
            dateTo: blank(v.dateTo),
            isbns,
            issn: blank(v.issn),
          }
        : null,
  };
}

/** The server's keys of each field of the form (a 400's `errors[].key`). */
function fieldKeys(type: PublicationType) {
  const block = {
    ARTICLE: 'journal',
    BOOK: 'book',
    EDITED_BOOK: 'book',
    CHAPTER: 'chapter',
    PROCEEDINGS: 'conference',
  }[type];
  const titleKey = {
    journal: 'journal.title',
    book: 'book.title',
    chapter: 'chapter.bookTitle',
    conference: 'conference.title',
  }[block]!;
  return {
    type: ['type'],
    title: ['titles', 'titles.0.title', 'titles.0'],
    languageCode: ['titles.0.languageCode'],
    year: ['year'],
    doi: ['doi'],
    url: ['url'],
    keyWords: ['keyWords'],
    pages: ['pages', 'chapter.pages'],
    volume: ['volume'],
    issue: ['issue'],
    sourceTitle: [titleKey, block],
    issn: [`${block}.issn`],
    eissn: ['journal.eissn'],
    publisher: [`${block}.publisher`],
    place: [`${block}.place`],
    series: [`${block}.series`],
    isbn: [`${block}.isbns`, `${block}.isbns.0`],
    ismn: [`${block}.ismn`],
    country: ['conference.country'],
    dateFrom: ['conference.dateFrom'],
    dateTo: ['conference.dateTo'],
  } satisfies Partial<Record<keyof OwnVersionValues, string[]>>;
}

/**
 * The own version's form (accounts-and-platform §2 "publication edit"): it adapts to the type
 * (a journal for an article, a book with ISBN for a book or edited book, the book and pages for
 * a chapter, a conference for proceedings), has the author list and the main title's language.
 * Server 400 errors are shown under their fields by key; others are listed on top.
 */
export function OwnVersionForm({
  profileId,
  publication,
  onSaved,
}: {
  profileId: string;
  publication: OwnerPublication;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => initialValues(publication));
  const [errors, setErrors] = useState<readonly ValidationErrorItem[]>([]);
  const fork = useForkPublication(profileId, publication.publicationId);
  const byKey = errorsByKey(errors);
  const keys = fieldKeys(values.type);
  const shown = new Set<string>();
  const errorOf = (field: keyof typeof keys) => {
    for (const key of keys[field]) {
      const message = byKey[key];
      if (message) {
        shown.add(key);
        return message;
      }
    }
    return undefined;
  };
  const authorError = (index: number, field: keyof Author) => {
    const key = `authors.${index}.${field}`;
    const message = byKey[key];
    if (message) shown.add(key);
    return message;
  };
  const set = <K extends keyof OwnVersionValues>(key: K, value: OwnVersionValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setAuthor = (index: number, patch: Partial<Author>) =>
    set(
      'authors',
      values.authors.map((a, i) => (i === index ? { ...a, ...patch } : a)),
    );
  const required = t('OWNER_PUBLICATIONS.REQUIRED');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    fork.mutate(toForkRequest(values), {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.length > 0) setErrors(error.fieldErrors);
      },
    });
  };

  const text = (
    field: keyof typeof keys & keyof OwnVersionValues,
    label: string,
    options: { required?: boolean; hint?: string; type?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      id={`own-${field}`}
      name={field}
      label={label}
      hint={options.hint}
      required={options.required ?? false}
      requiredLabel={required}
      type={options.type ?? 'text'}
      inputMode={options.inputMode}
      value={values[field] as string}
      error={errorOf(field)}
      onChange={(event) => set(field, event.target.value as never)}
    />
  );

  // Computed while rendering the fields above; the rest go on top.
  const fields = (
    <>
      <fieldset className="form-section">
        <legend>{t('OWNER_PUBLICATIONS.SECTION_BASIC')}</legend>
        <SelectField
          id="own-type"
          label={t('OWNER_PUBLICATIONS.FIELD_TYPE')}
          required
          requiredLabel={required}
          value={values.type}
          error={errorOf('type')}
          onChange={(event) => set('type', event.target.value as PublicationType)}
        >
          {PUBLICATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_LABELS[type])}
            </option>
          ))}
        </SelectField>
        {text('title', t('OWNER_PUBLICATIONS.FIELD_TITLE'), { required: true })}
        {text('languageCode', t('OWNER_PUBLICATIONS.FIELD_LANGUAGE'), {
          hint: t('OWNER_PUBLICATIONS.FIELD_LANGUAGE_HINT'),
        })}
        {text('year', t('OWNER_PUBLICATIONS.FIELD_YEAR'), { inputMode: 'numeric' })}
        {text('doi', t('OWNER_PUBLICATIONS.FIELD_DOI'))}
        {text('url', t('OWNER_PUBLICATIONS.FIELD_URL'), { type: 'url' })}
        {text('keyWords', t('OWNER_PUBLICATIONS.FIELD_KEYWORDS'), {
          hint: t('OWNER_PUBLICATIONS.FIELD_KEYWORDS_HINT'),
        })}
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('OWNER_PUBLICATIONS.SECTION_AUTHORS')}</legend>
        {values.authors.map((author, index) => (
          <fieldset key={index} className="form-row">
            <legend>{t('OWNER_PUBLICATIONS.AUTHOR_N', { n: index + 1 })}</legend>
            <TextField
              id={`own-author-${index}-name`}
              label={t('OWNER_PUBLICATIONS.AUTHOR_NAME')}
              required
              requiredLabel={required}
              value={author.name}
              error={authorError(index, 'name')}
              onChange={(event) => setAuthor(index, { name: event.target.value })}
            />
            <TextField
              id={`own-author-${index}-prefix`}
              label={t('OWNER_PUBLICATIONS.AUTHOR_PREFIX')}
              value={author.surnamePrefix}
              error={authorError(index, 'surnamePrefix')}
              onChange={(event) => setAuthor(index, { surnamePrefix: event.target.value })}
            />
            <TextField
              id={`own-author-${index}-surname`}
              label={t('OWNER_PUBLICATIONS.AUTHOR_SURNAME')}
              required
              requiredLabel={required}
              value={author.surname}
              error={authorError(index, 'surname')}
              onChange={(event) => setAuthor(index, { surname: event.target.value })}
            />
            <SelectField
              id={`own-author-${index}-role`}
              label={t('OWNER_PUBLICATIONS.AUTHOR_ROLE')}
              value={author.authorRole}
              onChange={(event) => setAuthor(index, { authorRole: event.target.value as Role })}
            >
              {(Object.keys(ROLE_LABELS) as Role[]).map((role) => (
                <option key={role} value={role}>
                  {t(ROLE_LABELS[role])}
                </option>
              ))}
            </SelectField>
            {values.authors.length > 1 ? (
              <button
                type="button"
                className="button"
                onClick={() =>
                  set(
                    'authors',
                    values.authors.filter((_, i) => i !== index),
                  )
                }
              >
                {t('OWNER_PUBLICATIONS.REMOVE_AUTHOR', { n: index + 1 })}
              </button>
            ) : null}
          </fieldset>
        ))}
        <button
          type="button"
          className="button"
          onClick={() =>
            set('authors', [
              ...values.authors,
              { name: '', surnamePrefix: '', surname: '', authorRole: 'AUTHOR' },
            ])
          }
        >
          {t('OWNER_PUBLICATIONS.ADD_AUTHOR')}
        </button>
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('OWNER_PUBLICATIONS.SECTION_SOURCE')}</legend>
        {values.type === 'ARTICLE' ? (
          <>
            {text('sourceTitle', t('OWNER_PUBLICATIONS.FIELD_JOURNAL'), { required: true })}
            {text('issn', t('OWNER_PUBLICATIONS.FIELD_ISSN'), {
              hint: t('OWNER_PUBLICATIONS.FIELD_ISSN_HINT'),
            })}
            {text('eissn', t('OWNER_PUBLICATIONS.FIELD_EISSN'))}
            {text('publisher', t('OWNER_PUBLICATIONS.FIELD_PUBLISHER'))}
            {text('volume', t('OWNER_PUBLICATIONS.FIELD_VOLUME'))}
            {text('issue', t('OWNER_PUBLICATIONS.FIELD_ISSUE'))}
            {text('pages', t('OWNER_PUBLICATIONS.FIELD_PAGES'))}
          </>
        ) : values.type === 'PROCEEDINGS' ? (
          <>
            {text('sourceTitle', t('OWNER_PUBLICATIONS.FIELD_CONFERENCE'), { required: true })}
            {text('place', t('OWNER_PUBLICATIONS.FIELD_PLACE'))}
            {text('country', t('OWNER_PUBLICATIONS.FIELD_COUNTRY'))}
            {text('dateFrom', t('OWNER_PUBLICATIONS.FIELD_DATE_FROM'), { type: 'date' })}
            {text('dateTo', t('OWNER_PUBLICATIONS.FIELD_DATE_TO'), { type: 'date' })}
            {text('isbn', t('OWNER_PUBLICATIONS.FIELD_ISBN'))}
            {text('issn', t('OWNER_PUBLICATIONS.FIELD_ISSN'))}
            {text('pages', t('OWNER_PUBLICATIONS.FIELD_PAGES'))}
          </>
        ) : (
          <>
            {values.type === 'CHAPTER'
              ? text('sourceTitle', t('OWNER_PUBLICATIONS.FIELD_BOOK_TITLE'), { required: true })
              : null}
            {text('publisher', t('OWNER_PUBLICATIONS.FIELD_PUBLISHER'))}
            {text('place', t('OWNER_PUBLICATIONS.FIELD_PLACE'))}
            {text('series', t('OWNER_PUBLICATIONS.FIELD_SERIES'))}
            {text('isbn', t('OWNER_PUBLICATIONS.FIELD_ISBN'), {
              hint: t('OWNER_PUBLICATIONS.FIELD_ISBN_HINT'),
            })}
            {text('ismn', t('OWNER_PUBLICATIONS.FIELD_ISMN'))}
            {text('pages', t('OWNER_PUBLICATIONS.FIELD_PAGES'))}
          </>
        )}
      </fieldset>
    </>
  );
  const others = errors.filter((e) => !shown.has(e.key));

  return (
    <form className="own-version-form" noValidate onSubmit={submit}>
      {others.length > 0 ? (
        <div className="form-errors" role="alert">
          <p>{t('OWNER_PUBLICATIONS.FORM_ERRORS')}</p>
          <ul>
            {others.map((e) => (
              <li key={`${e.key}-${e.content}`}>
                {e.key}: {e.content}
              </li>
            ))}
          </ul>
        </div>
      ) : errors.length > 0 ? (
        <p className="form-errors" role="alert">
          {t('OWNER_PUBLICATIONS.FORM_ERRORS')}
        </p>
      ) : null}
      {fields}
      <button type="submit" className="button button--primary" disabled={fork.isPending}>
        {fork.isPending ? t('OWNER_PUBLICATIONS.SAVING') : t('OWNER_PUBLICATIONS.SAVE')}
      </button>
    </form>
  );
}
