// English texts of the login errors; mirrors login-errors.pl-PL.ts.
import type { CatalogueShape } from '../catalogue.js';
import type { loginErrorsPL } from './login-errors.pl-PL.js';

export const loginErrorsEN = {
  LOGIN_ERRORS: {
    AUTH_SERVICE_CONNECTION_ERROR: 'Could not connect to the authentication service.',
    AUTH_SERVICE_SERVER_ERROR: 'The authentication service had a server error.',
    OAUTH_CONNECTION_ERROR: 'Could not connect to the OAuth server.',
    OAUTH_SERVER_ERROR: 'The OAuth server had a server error.',
    OAUTH_TOKEN_EXPIRED:
      'The OAuth token has expired: the login took too long. Please log in again.',
    OAUTH_TOKEN_REFRESH_ERROR: 'The OAuth token could not be refreshed. Please log in again.',
    OAUTH_INIT_ERROR: 'OAuth initialisation failed: the login could not be started.',
    ACCESS_DENIED: 'To use your account, you must accept the portal’s terms and conditions.',
    UNEXPECTED: 'An unexpected login error occurred.',
    STATE_MISMATCH_TITLE: 'The login could not be verified',
    STATE_MISMATCH:
      'The session state could not be verified because the login was started in another window or tab. Always start the login with the button on the portal’s main page.',
    START_AGAIN: 'Start the login again',
    CLOSE: 'Close',
  },
} as const satisfies CatalogueShape<typeof loginErrorsPL>;
