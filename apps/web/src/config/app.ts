/** Version of this frontend, from apps/web/package.json (injected at build time). */
export const APP_VERSION: string = __APP_VERSION__;

/**
 * How long a type-ahead waits after the last keystroke before it asks for suggestions
 * (institutions, specialties, people, bodies): every type-ahead of the app, one value.
 */
export const TYPEAHEAD_DEBOUNCE_MS = 250;

/** Appended to every page's document title (accounts-and-platform §2 "Shell"). */
export const DOCUMENT_TITLE_SUFFIX = ' | LN';

/**
 * Where the login button leads: users-api's login start route, `/{provider}` appended
 * (national or orcid); it redirects to the identity provider and, after the login, back to
 * `returnTo`. The one place that names it (docs/identity.md).
 */
export const LOGIN_START_PATH = '/api/users-api/v1.0/auth/login';
/** users-api's logout call (POST, answers `{ logoutUrl }`, the provider's end-session page). */
export const LOGOUT_API_PATH = '/v1.0/auth/session/logout';

/** The home page's redirect-after-login query flag (accounts-and-platform §2, route `/`). */
export const REDIRECT_AFTER_LOGIN_PARAM = 'redirectAfterLogin';

const env = import.meta.env as Record<string, string | undefined>;

/** The CMS pages linked from the header and the footer (external to this app). */
const CMS_URL = (env.VITE_CMS_URL ?? 'https://ludzie.nauka.gov.pl/cms').replace(/\/$/, '');
export const EXTERNAL_LINKS = {
  erc: `${CMS_URL}/granty-erc`,
  about: `${CMS_URL}/o-portalu`,
  news: `${CMS_URL}/aktualnosci`,
  help: `${CMS_URL}/pomoc`,
  accessibility: `${CMS_URL}/deklaracja-dostepnosci`,
  privacy: `${CMS_URL}/polityka-prywatnosci`,
  /** Used when users-api's `helpdesk` link cannot be fetched. */
  helpdesk: env.VITE_HELPDESK_URL ?? `${CMS_URL}/helpdesk`,
} as const;

/** The archive of the old Nauka Polska portal, for legacy links whose profile is not found. */
const LEGACY_ARCHIVE_URL = (env.VITE_LEGACY_ARCHIVE_URL ?? 'https://nauka-polska.pl').replace(
  /\/$/,
  '',
);
export function legacyArchiveHref(product: string, legacyId: string): string {
  return `${LEGACY_ARCHIVE_URL}/${encodeURIComponent(product)}/scientist/${encodeURIComponent(legacyId)}`;
}

/** accounts-and-platform §9. */
export const ALERT_AUTO_CLOSE_MS = 3000;
export const COOKIE_NOTICE_NAME = 'ln_cookie_notice';
export const COOKIE_NOTICE_MAX_AGE_DAYS = 365;
export const SMALL_SCREEN_MAX_WIDTH_PX = 767;
