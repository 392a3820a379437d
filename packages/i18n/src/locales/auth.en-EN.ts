import type { CatalogueShape } from '../catalogue.js';
import type { authPL } from './auth.pl-PL.js';

// English texts of login and the session (the login choice page).
export const authEN = {
  LOGIN: {
    TITLE: 'Log in',
    INTRO:
      'Choose how to log in. Your portal account is created automatically at your first login.',
    NATIONAL: {
      TITLE: 'National login node',
      DESCRIPTION: 'Trusted profile, e-ID card, online banking or the mObywatel app.',
      ACTION: 'Log in with the national node',
    },
    ORCID: {
      TITLE: 'ORCID',
      DESCRIPTION: 'If you have an ORCID iD.',
      ACTION: 'Log in with ORCID',
    },
  },
  SESSION: {
    ENDED_TITLE: 'Your session has ended',
    NOT_ACTIVE_MESSAGE:
      'Your session is no longer active. You were probably logged out in another window or on another device. Please log in again.',
    INVALID_TOKEN_MESSAGE:
      'The session could not be extended: its key is stale or invalid. Please log in again.',
  },
} as const satisfies CatalogueShape<typeof authPL>;
