// Polish catalogue: the source of truth for every translation key.
// Other catalogues are typed against its shape (see `Catalogue` in ../catalogue.ts).
import { pagesPL } from './pages.pl-PL.js';

export const plPL = {
  ...pagesPL,
  APP: {
    NAME: 'Ludzie Nauki',
    SKIP_TO_CONTENT: 'Przejdź do treści',
  },
  COMMON: {
    LOADING: 'Ładowanie…',
    MORE: 'Więcej',
    LESS: 'Mniej',
    NOT_AVAILABLE: 'Niedostępne',
  },
  SPINNER: {
    LABEL: 'Trwa ładowanie',
  },
  HOME: {
    TITLE: 'Poznaj ludzi polskiej nauki',
    INTRO:
      'Ludzie Nauki to publiczny portal osób prowadzących badania naukowe w Polsce. Znajdziesz tu ich profile, dorobek i obszary zainteresowań badawczych.',
  },
  LANGUAGE: {
    SWITCH_LABEL: 'Wybór języka',
    PL: 'PL',
    EN: 'EN',
    SWITCH_TO_PL: 'PL — zmień język na polski',
    SWITCH_TO_EN: 'EN — zmień język na angielski',
  },
  FOOTER: {
    USERS_API_VERSION: 'Wersja users-api',
    PROFILES_API_VERSION: 'Wersja profiles-api',
    WEB_VERSION: 'Wersja frontendu',
  },
  NOT_FOUND: {
    TITLE: 'Nie znaleziono strony',
    MESSAGE: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
    GO_HOME: 'Wróć na stronę główną',
  },
  USERS: {
    EMPTY: 'Brak danych',
  },
} as const;
