import type { DictionaryItem, Post, SearchableMenu } from '@ln/contracts';
import type { Lang } from '../../plugins/language.js';
import type { DictionaryRepository } from './dictionary.repository.js';

/** An entry of a static dictionary with its labels in both languages. */
interface Entry {
  code: string;
  pl: string;
  en: string;
}

/**
 * Degrees and titles a search can filter by, lowest first (profiles-area §3 "Degree or
 * title item"): Polish labels as printed before a name, English ones spelt out.
 */
export const DEGREE_TITLES: readonly Entry[] = [
  { code: 'MASTER', pl: 'mgr', en: 'master' },
  { code: 'DOCTOR', pl: 'dr', en: 'doctor' },
  { code: 'HABILITATED_DOCTOR', pl: 'dr hab.', en: 'habilitated doctor' },
  { code: 'PROFESSOR', pl: 'prof.', en: 'professor' },
];

/**
 * Searchable menu (profiles-area §3): for each area of a profile, the fields a search can
 * look in or filter by. The codes are what a search request names.
 */
export const SEARCHABLE_MENU: Record<keyof SearchableMenu, readonly Entry[]> = {
  profiles: [
    { code: 'NAME', pl: 'Imię', en: 'First name' },
    { code: 'SURNAME', pl: 'Nazwisko', en: 'Surname' },
    { code: 'SPECIALTY', pl: 'Specjalność', en: 'Specialty' },
    { code: 'DOMAIN', pl: 'Dziedzina', en: 'Field of science' },
    { code: 'DISCIPLINE', pl: 'Dyscyplina', en: 'Discipline' },
    { code: 'ABOUT_ME', pl: 'O mnie', en: 'About me' },
    { code: 'ORCID', pl: 'ORCID', en: 'ORCID' },
  ],
  degreeTitles: DEGREE_TITLES,
  employments: [
    { code: 'INSTITUTION', pl: 'Instytucja', en: 'Institution' },
    { code: 'POSITION', pl: 'Stanowisko', en: 'Position' },
    { code: 'ONLY_CURRENT', pl: 'Tylko obecne zatrudnienie', en: 'Current employment only' },
  ],
  memberships: [
    { code: 'GREMIUM_NAME', pl: 'Nazwa gremium', en: 'Name of the body' },
    { code: 'MEMBER_KIND', pl: 'Rodzaj członkostwa', en: 'Kind of membership' },
    { code: 'FUNCTION', pl: 'Pełniona funkcja', en: 'Function held' },
  ],
  publications: [
    { code: 'TITLE', pl: 'Tytuł', en: 'Title' },
    { code: 'DOI', pl: 'DOI', en: 'DOI' },
    { code: 'YEAR', pl: 'Rok wydania', en: 'Year of publication' },
    { code: 'KEYWORDS', pl: 'Słowa kluczowe', en: 'Keywords' },
    { code: 'JOURNAL', pl: 'Czasopismo', en: 'Journal' },
    { code: 'ISBN_ISSN', pl: 'ISBN / ISSN', en: 'ISBN / ISSN' },
    { code: 'PUBLICATION_TYPE', pl: 'Typ publikacji', en: 'Type of publication' },
  ],
  artisticAchievements: [
    { code: 'TITLE', pl: 'Tytuł', en: 'Title' },
    { code: 'YEAR', pl: 'Rok', en: 'Year' },
    { code: 'KIND', pl: 'Rodzaj osiągnięcia', en: 'Kind of achievement' },
    { code: 'INSTITUTION', pl: 'Instytucja', en: 'Institution' },
  ],
  patents: [
    { code: 'TITLE', pl: 'Tytuł', en: 'Title' },
    { code: 'NUMBER', pl: 'Numer zgłoszenia lub prawa', en: 'Application or right number' },
    { code: 'TYPE', pl: 'Rodzaj ochrony', en: 'Kind of protection' },
    { code: 'YEAR', pl: 'Rok zgłoszenia', en: 'Year of application' },
  ],
  projects: [
    { code: 'TITLE', pl: 'Tytuł', en: 'Title' },
    { code: 'NUMBER', pl: 'Numer projektu', en: 'Project number' },
    { code: 'KEYWORDS', pl: 'Słowa kluczowe', en: 'Keywords' },
    { code: 'FINANCING_INSTITUTION', pl: 'Instytucja finansująca', en: 'Funding institution' },
  ],
  promotions: [
    { code: 'TITLE', pl: 'Tytuł pracy', en: 'Title of the work' },
    { code: 'KIND', pl: 'Rodzaj pracy', en: 'Kind of work' },
    { code: 'YEAR', pl: 'Rok', en: 'Year' },
    { code: 'KEYWORDS', pl: 'Słowa kluczowe', en: 'Keywords' },
  ],
};

/** A static list in the request language, ordered from 1. */
export function toItems(entries: readonly Entry[], lang: Lang): DictionaryItem[] {
  return entries.map((e, i) => ({ code: e.code, label: e[lang], order: i + 1 }));
}

export function toSearchableMenu(lang: Lang): SearchableMenu {
  const menu = {} as SearchableMenu;
  for (const [area, entries] of Object.entries(SEARCHABLE_MENU)) {
    menu[area as keyof SearchableMenu] = toItems(entries, lang);
  }
  return menu;
}

const labelOf = (row: { labelPl: string; labelEn: string }, lang: Lang) =>
  lang === 'en' ? row.labelEn : row.labelPl;

export function toLabelled(
  row: { code: string; labelPl: string; labelEn: string; order: number },
  lang: Lang,
): DictionaryItem {
  return { code: row.code, label: labelOf(row, lang), order: row.order };
}

type FieldRow = Awaited<ReturnType<DictionaryRepository['findScienceFields']>>[number];

export function toScienceField(row: FieldRow, lang: Lang) {
  return {
    code: row.code,
    label: labelOf(row, lang),
    iconCode: row.iconCode,
    order: row.order,
    disciplines: row.disciplines.map((d) => toLabelled(d, lang)),
  };
}

type PostRow = Awaited<ReturnType<DictionaryRepository['findPosts']>>[number];

/** A post in the request language: the English title/excerpt where one exists. */
export function toPost(row: PostRow, lang: Lang): Post {
  const en = lang === 'en';
  return {
    excerpt: en ? (row.excerptEn ?? row.excerpt) : row.excerpt,
    link: row.link,
    date: row.publishedAt.toISOString(),
    number: row.number,
    categories: row.categories.map((c) => c.category),
    title: en ? (row.titleEn ?? row.title) : row.title,
  };
}
