import type { StartCatalogue } from '../catalogue.js';
import { authEN } from './auth.en-EN.js';
import { announcementsEN } from './announcements.en-EN.js';
import { loginErrorsEN } from './login-errors.en-EN.js';
import { pagesEN } from './pages.en-EN.js';
import { searchEN } from './search.en-EN.js';
import { ownerPublicationsEN } from './owner-publications.en-EN.js';
import { gremiumAdminEN } from './gremium-admin.en-EN.js';
import { developersEN } from './developers.en-EN.js';
import { messagesEN } from './messages.en-EN.js';
import { seoEN } from './seo.en-EN.js';
import { discoveryEN } from './discovery.en-EN.js';

// English catalogue: must define exactly the keys of the Polish one (checked by the type).
// The signed-in screens' texts are in ./later.en-EN.ts.
export const enEN = {
  ...pagesEN,
  ...authEN,
  ...announcementsEN,
  ...loginErrorsEN,
  ...searchEN,
  ...ownerPublicationsEN,
  ...gremiumAdminEN,
  ...developersEN,
  ...messagesEN,
  ...seoEN,
  ...discoveryEN,
  APP: {
    NAME: 'Ludzie Nauki',
    SKIP_TO_CONTENT: 'Skip to content',
  },
  COMMON: {
    LOADING: 'Loading…',
    MORE: 'More',
    LESS: 'Less',
    NOT_AVAILABLE: 'Not available',
    NEW_TAB: '(opens in a new tab)',
  },
  SPINNER: {
    LABEL: 'Loading',
  },
  PROGRESS: {
    LABEL: 'Loading the page',
  },
  HEADER: {
    MAIN_MENU: 'Main menu',
    MENU_TOGGLE: 'Menu',
    HOME: 'Home',
    SEARCH: 'Search',
    GREMIUMS: 'Bodies of scientists',
    ERC: 'ERC grants',
    ABOUT: 'About',
    NEWS: 'News',
    HELP: 'Help',
    HELPDESK: 'Helpdesk',
    LOGIN: 'Log in',
    ACCOUNT_FALLBACK: 'My account',
    SETTINGS: 'Account settings',
    USERS: 'Users',
    LOGOUT: 'Log out',
  },
  SIDEBAR: {
    LABEL: 'User menu',
    PROFILE: 'My profile',
    ACCOUNT: 'My account',
    EXPERTS: 'Experts',
    EXPERT_FINDER: 'Expert finder',
    MESSAGE_COMPOSE: 'New message',
    NOTIFICATIONS: 'Notifications',
    FUNCTION_IMPORT: 'Function import',
    DATA_SOURCES: 'Data sources',
    USERS_LIST: 'User list',
    AUDIT_LOG: 'Audit log',
    LOGIN: 'Log in',
    LOGOUT: 'Log out',
  },
  HOME: {
    TITLE: 'Meet the people of Polish science',
    INTRO:
      'Ludzie Nauki is the public portal of researchers working in Poland. Here you will find their profiles, achievements and research interests.',
    SEARCH_CTA: 'Search for scientists',
    FIELDS_TITLE: 'Fields of science',
    FIELDS_INTRO: 'Choose a field to see the people who represent it.',
    NEWS_TITLE: 'News',
    NEWS_EMPTY: 'No news.',
    NEWS_ERROR: 'The news could not be loaded.',
    NEWS_ALL: 'All news',
    NEW_PROFILES_TITLE: 'New profiles',
    NEW_PROFILES_EMPTY: 'No new profiles.',
    NEW_PROFILES_ERROR: 'The new profiles could not be loaded.',
    QA_TITLE: 'Questions and answers',
    QA_WHO_Q: 'Who has a profile on the portal?',
    QA_WHO_A:
      'Profiles are created automatically for researchers reported in the national register of higher education and science, for authors of research works and for doctoral candidates.',
    QA_EDIT_Q: 'How can I complete my profile?',
    QA_EDIT_A:
      'Log in through the national login node or ORCID. Once logged in you can add a photo, a biography, specialties, contact data and links to other portals.',
    QA_DATA_Q: 'Where do the data come from?',
    QA_DATA_A:
      'From national registers: higher education and science, the publications bibliography, the knowledge base of Polish science, and from library catalogues and the DOI registry. Data from state systems cannot be edited.',
    HELP_TITLE: 'Help',
    HELP_TEXT: 'How to use the portal, and answers to the most common questions.',
    HELP_LINK: 'Go to help',
    FEEDBACK_TITLE: 'Your feedback',
    FEEDBACK_TEXT:
      'Have a remark or an idea to improve the portal? Write to us through the helpdesk (Monday to Friday, 8:15–16:15).',
    FEEDBACK_LINK: 'Write to the helpdesk',
  },
  FIELDS: {
    DZ0101N: 'Humanities',
    DZ0102N: 'Engineering and technology',
    DZ0103N: 'Medical and health sciences',
    DZ0104N: 'Agricultural sciences',
    DZ0105N: 'Social sciences',
    DZ0106N: 'Exact and natural sciences',
    DZ0107N: 'Theological sciences',
    DZ0108N: 'Arts',
    DZ0109N: 'Family sciences',
    DZ0110N: 'Veterinary sciences',
  },
  SEARCH: {
    TITLE: 'Search for scientists',
    ADVANCED_TITLE: 'Advanced search',
  },
  PLACEHOLDER: {
    MESSAGE: 'This part of the portal is being prepared.',
  },
  USERS: {
    EMPTY: 'No data',
    LIST_TITLE: 'User list',
    ACCOUNT_TITLE: 'My account',
    ACCOUNT_EDIT_TITLE: 'Edit account data',
    DELETE_ACCOUNT_TITLE: 'Delete account',
    DETAILS_TITLE: 'User details',
  },
  CV_GENERATOR: {
    TITLE: 'CV generator',
  },
  AUTH: {
    REDIRECTING: 'Redirecting to login…',
  },
  LEGACY: {
    LOOKING_UP: 'Looking up the profile from the previous version of the portal…',
  },
  LANGUAGE: {
    SWITCH_LABEL: 'Language selection',
    PL: 'PL',
    EN: 'EN',
    SWITCH_TO_PL: 'PL — switch language to Polish',
    SWITCH_TO_EN: 'EN — switch language to English',
  },
  FOOTER: {
    LINKS_LABEL: 'Information',
    HELP: 'Help',
    TERMS: 'Terms and conditions',
    ACCESSIBILITY: 'Accessibility statement',
    PRIVACY: 'Privacy policy',
    HELPDESK_HOURS: 'The helpdesk is open Monday to Friday, 8:15–16:15.',
    VERSIONS_LABEL: 'Versions',
    USERS_API_VERSION: 'users-api version',
    PROFILES_API_VERSION: 'profiles-api version',
    WEB_VERSION: 'Frontend version',
  },
  COOKIES: {
    LABEL: 'About cookies',
    MESSAGE:
      'The portal uses cookies needed for it to work and for logging in. See the privacy policy for details.',
    CLOSE: 'Close the cookie notice',
  },
  /** The success alert after a save (profiles-area §2: the message SUCCESS). */
  SUCCESS: 'Your changes have been saved.',
  ALERT: {
    REGION: 'Messages',
    CLOSE: 'Close the message',
  },
  DIALOG: {
    ERROR_TITLE: 'Sorry',
    ERROR_MESSAGE: 'An unexpected HTTP connection error occurred.',
    TECHNICAL: 'Technical details: {{message}}',
    CLOSE: 'Close',
    SECURITY_GO_TO_LOGIN: 'Go to the login service',
  },
  STATUS: {
    CODE: 'Error {{code}}',
    GO_HOME: 'Go to the home page',
    BACK_TO_LOGIN: 'Back to the login panel',
    REFRESH: 'Refresh the page',
    REQUEST_ID: 'Request id: {{reqId}}',
    AUTH_WORDING: 'Wrong login or password, or no account or permission.',
    BAD_REQUEST: {
      TITLE: 'Bad request',
      MESSAGE: 'Check that the page address is correct.',
    },
    TERMS: {
      TITLE: 'Terms and conditions',
      MESSAGE: 'To use your account on the portal, accept the terms and conditions.',
      MODIFIED:
        'The terms and conditions have changed. Read the new version and accept it to keep using your account.',
    },
    CLOSED_USER: {
      TITLE: 'Login not possible',
      MESSAGE:
        "You are trying to log in to a deceased person's profile. If this is a mistake, contact the helpdesk.",
    },
    UNAUTHORIZED: {
      TITLE: 'Login failed',
      MESSAGE:
        'Log out of your account at the national login node and log in again: your portal account is created at the first login.',
    },
    UNAUTHORIZED_NATIONAL: {
      TITLE: 'National login node error',
      MESSAGE:
        'The national login node did not confirm the login. Log out of your account there and try again.',
    },
    ACCESS_DENIED: {
      TITLE: 'Access denied',
      MESSAGE:
        "This page is shared only with selected persons. If you need access, contact your institution's administrator.",
    },
    NOT_FOUND: {
      TITLE: 'Page not found',
      MESSAGE: 'The page you are looking for does not exist or has been moved.',
    },
    INTERNAL_SERVER_ERROR: {
      TITLE: 'Server error',
      MESSAGE: 'Something went wrong on our side. Please try again in a moment.',
    },
    BAD_GATEWAY: {
      TITLE: 'Bad gateway',
      MESSAGE: "Clear your browser's cookies and try again.",
    },
    SERVICE_UNAVAILABLE: {
      TITLE: 'Maintenance break',
      MESSAGE: 'Maintenance work is in progress. Please come back soon.',
    },
    GATEWAY_TIMEOUT: {
      TITLE: 'Gateway timeout',
      MESSAGE: 'The server did not answer in time. Refresh the page.',
    },
    HTTP_VERSION_NOT_SUPPORTED: {
      TITLE: 'Browser not supported',
      MESSAGE: 'Your browser uses an unsupported protocol version. Update your browser.',
    },
    HIDDEN_PROFILE: {
      TITLE: 'Hidden profile',
      MESSAGE:
        'This profile is hidden and not shown publicly. If it is your profile, go to edit your profile.',
    },
    LOCKED_ACCOUNT: {
      TITLE: 'Account locked',
      MESSAGE: 'You cannot edit your data right now. Contact the helpdesk.',
    },
  },
} as const satisfies StartCatalogue;
