import type { Catalogue } from '../catalogue.js';
import { pagesEN } from './pages.en-EN.js';

// English catalogue: must define exactly the keys of the Polish one (checked by the type).
export const enEN = {
  ...pagesEN,
  APP: {
    NAME: 'Ludzie Nauki',
    SKIP_TO_CONTENT: 'Skip to content',
  },
  COMMON: {
    LOADING: 'Loading…',
    MORE: 'More',
    LESS: 'Less',
    NOT_AVAILABLE: 'Not available',
  },
  SPINNER: {
    LABEL: 'Loading',
  },
  HOME: {
    TITLE: 'Meet the people of Polish science',
    INTRO:
      'Ludzie Nauki is the public portal of researchers working in Poland. Here you will find their profiles, achievements and research interests.',
  },
  LANGUAGE: {
    SWITCH_LABEL: 'Language selection',
    PL: 'PL',
    EN: 'EN',
    SWITCH_TO_PL: 'PL — switch language to Polish',
    SWITCH_TO_EN: 'EN — switch language to English',
  },
  FOOTER: {
    USERS_API_VERSION: 'users-api version',
    PROFILES_API_VERSION: 'profiles-api version',
    WEB_VERSION: 'Frontend version',
  },
  NOT_FOUND: {
    TITLE: 'Page not found',
    MESSAGE: 'The page you are looking for does not exist or has been moved.',
    GO_HOME: 'Go to the home page',
  },
  USERS: {
    EMPTY: 'No data',
  },
} as const satisfies Catalogue;
