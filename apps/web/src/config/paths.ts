import { LOGIN_FAILURE_PAGES } from '@ln/contracts';

/** A page without parameters. */
const page = <P extends string>(path: P) => ({ path, getHref: () => path });

/**
 * Every route of the portal (accounts-and-platform §2, profiles-area §2). `path` is the
 * react-router pattern; `getHref` builds a link. Child paths of the profile are relative to
 * `/profiles/:id` (public) or `/profiles/:id/edit` (edit mode).
 */
const profileBase = (id: string) => `/profiles/${encodeURIComponent(id)}`;
const enc = encodeURIComponent;

export const paths = {
  /** The public check of a CV document's verification code (issue 49). */
  verify: {
    path: '/verify/:code?',
    getHref: (code?: string) => (code ? `/verify/${enc(code)}` : '/verify'),
  },
  developers: {
    path: '/developers',
    getHref: () => '/developers',
  },
  home: {
    path: '/',
    getHref: (options: { redirectAfterLogin?: boolean } = {}) =>
      options.redirectAfterLogin ? '/?redirectAfterLogin=true' : '/',
  },

  /** People search; the query lives in the URL so a search can be shared and reloaded. */
  search: {
    path: '/profiles',
    getHref: (query?: URLSearchParams | Record<string, string | readonly string[]>) => {
      const params =
        query instanceof URLSearchParams
          ? query
          : new URLSearchParams(
              Object.entries(query ?? {}).flatMap(([key, value]) =>
                (typeof value === 'string' ? [value] : value).map((v) => [key, v]),
              ),
            );
      const search = params.toString();
      return search === '' ? '/profiles' : `/profiles?${search}`;
    },
  },
  /** The advanced form, filled from a search's parameters when given (`?surname=…`). */
  advancedSearch: {
    path: '/advanced-search',
    getHref: (query?: URLSearchParams) =>
      query && query.toString() !== ''
        ? `/advanced-search?${query.toString()}`
        : '/advanced-search',
  },

  /** The login choice (national node or ORCID), then back to `returnTo` (a path of this app). */
  login: {
    path: '/login',
    getHref: (returnTo?: string) =>
      returnTo ? `/login?${new URLSearchParams({ returnTo }).toString()}` : '/login',
  },

  /** The public profile and its children (profiles-area §2). */
  profile: {
    path: '/profiles/:id',
    getHref: (id: string) => profileBase(id),
    publications: {
      path: 'publications',
      getHref: (id: string) => `${profileBase(id)}/publications`,
    },
    /** The co-author network and its table (decision 047). */
    coauthors: {
      path: 'coauthors',
      getHref: (id: string) => `${profileBase(id)}/coauthors`,
    },
    publication: {
      path: 'publications/:publicationId',
      getHref: (id: string, publicationId: string) =>
        `${profileBase(id)}/publications/${enc(publicationId)}`,
    },
    achievements: {
      path: 'achievement',
      getHref: (id: string) => `${profileBase(id)}/achievement`,
    },
    achievement: {
      path: 'achievement/:artisticAchievementId',
      getHref: (id: string, achievementId: string) =>
        `${profileBase(id)}/achievement/${enc(achievementId)}`,
    },
    patents: { path: 'patents', getHref: (id: string) => `${profileBase(id)}/patents` },
    patent: {
      path: 'patents/:patentId',
      getHref: (id: string, patentId: string) => `${profileBase(id)}/patents/${enc(patentId)}`,
    },
    projects: { path: 'projects', getHref: (id: string) => `${profileBase(id)}/projects` },
    project: {
      path: 'projects/:projectId',
      getHref: (id: string, projectId: string) => `${profileBase(id)}/projects/${enc(projectId)}`,
    },
    /** Both spellings exist in the spec's shared children (gremiums/{id} and gremium/{id}). */
    gremiums: {
      path: 'gremiums/:gremiumId',
      getHref: (id: string, gremiumId: string) => `${profileBase(id)}/gremiums/${enc(gremiumId)}`,
    },
    gremium: {
      path: 'gremium/:gremiumId',
      getHref: (id: string, gremiumId: string) => `${profileBase(id)}/gremium/${enc(gremiumId)}`,
    },
    researchWorks: {
      path: 'research-work',
      getHref: (id: string) => `${profileBase(id)}/research-work`,
    },
    researchWork: {
      path: 'research-work/:researchWorkId',
      getHref: (id: string, researchWorkId: string) =>
        `${profileBase(id)}/research-work/${enc(researchWorkId)}`,
    },
  },

  /** The owner's edit mode: `/edit` inserted after the id; same children. */
  profileEdit: {
    path: '/profiles/:id/edit',
    getHref: (id: string) => `${profileBase(id)}/edit`,
    /** Edit children (accounts-and-platform §2): the owner's publications. */
    publications: {
      path: '/profiles/:id/edit/publications',
      getHref: (id: string) => `${profileBase(id)}/edit/publications`,
    },
    publication: {
      path: '/profiles/:id/edit/publications/:publicationId',
      getHref: (id: string, publicationId: string) =>
        `${profileBase(id)}/edit/publications/${enc(publicationId)}`,
    },
    publicationEdit: {
      path: '/profiles/:id/edit/publications/:publicationId/edit',
      getHref: (id: string, publicationId: string) =>
        `${profileBase(id)}/edit/publications/${enc(publicationId)}/edit`,
    },
    /** The works of the owner's ORCID record and their review queue (issue 43). */
    orcid: {
      path: '/profiles/:id/edit/orcid',
      getHref: (id: string) => `${profileBase(id)}/edit/orcid`,
    },
    /** The bodies the owner added themselves (decision 021): add one, edit one. */
    ownGremiumAdd: {
      path: 'own-gremia/add',
      getHref: (id: string) => `${profileBase(id)}/edit/own-gremia/add`,
    },
    ownGremium: {
      path: 'own-gremia/:gremiumId',
      getHref: (id: string, gremiumId: string) =>
        `${profileBase(id)}/edit/own-gremia/${enc(gremiumId)}`,
    },
  },

  /** Account and administration (login required). */
  users: {
    path: '/users',
    getHref: () => '/users',
    /** The logged-in user's own account. */
    account: { path: 'user', getHref: () => '/users/user' },
    accountEdit: { path: 'user/edit', getHref: () => '/users/user/edit' },
    accountDelete: { path: 'user/delete-account', getHref: () => '/users/user/delete-account' },
    details: { path: ':userId', getHref: (userId: string) => `/users/${enc(userId)}` },
    /** The administrator's audit log (beside the spec). */
    auditLog: { path: 'audit-log', getHref: () => '/users/audit-log' },
  },

  gremiums: {
    path: '/gremiums',
    getHref: () => '/gremiums',
    add: { path: '/gremiums/add-gremium', getHref: () => '/gremiums/add-gremium' },
    edit: {
      path: '/gremiums/:gremiumId/edit-gremium',
      getHref: (gremiumId: string) => `/gremiums/${enc(gremiumId)}/edit-gremium`,
    },
    details: {
      path: '/gremiums/:gremiumId',
      getHref: (gremiumId: string) => `/gremiums/${enc(gremiumId)}`,
    },
  },

  /** Calls for proposals and election notices (beside the spec, decision 049). */
  announcements: {
    path: '/announcements',
    getHref: () => '/announcements',
    details: {
      path: '/announcements/:announcementId',
      getHref: (id: string) => `/announcements/${enc(id)}`,
    },
  },

  cvGenerator: {
    path: '/generator-cv/:id/:idCV',
    getHref: (profileId: string, cvId: string) => `/generator-cv/${enc(profileId)}/${enc(cvId)}`,
  },
  experts: {
    path: '/eksperci',
    getHref: () => '/eksperci',
    /** The expert finder (MEIN_OP, ADMIN), under the JSDE route it belongs to. */
    finder: { path: '/eksperci/wyszukiwarka', getHref: () => '/eksperci/wyszukiwarka' },
  },
  /** Writing a message to scientists (MEIN_OP, AGENT). */
  messageCompose: { path: '/messages/new', getHref: () => '/messages/new' },
  /** The signed-in user's notifications (the messages sent to them). */
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  functionImport: { path: '/function-import', getHref: () => '/function-import' },
  /** The registry sync's operator screen (ADMIN, issue 42), beside the function import. */
  dataSources: { path: '/data-sources', getHref: () => '/data-sources' },

  /** Old Nauka Polska links: `/{product}-polska/scientist/{bwnpId}`. */
  legacyScientist: {
    path: '/:product/scientist/:legacyId',
    getHref: (product: string, legacyId: string | number) =>
      `/${enc(product)}-polska/scientist/${enc(String(legacyId))}`,
  },

  /** Status pages (accounts-and-platform §2 "Status pages"). */
  status: {
    badRequest: { path: '/bad-request', getHref: () => '/bad-request' },
    termsAndConditions: {
      path: '/terms-and-conditions',
      getHref: (options: { modified?: boolean } = {}) =>
        options.modified ? '/terms-and-conditions?modified=1' : '/terms-and-conditions',
    },
    // The login failure pages are the ones users-api redirects to (one list, in contracts).
    closedUser: page(LOGIN_FAILURE_PAGES.CLOSED_USER_ERROR),
    unauthorized: page(LOGIN_FAILURE_PAGES.UNAUTHORIZED),
    unauthorizedNational: page(LOGIN_FAILURE_PAGES.NATIONAL_NODE_ERROR),
    accessDenied: { path: '/access-denied', getHref: () => '/access-denied' },
    notFound: { path: '/not-found', getHref: () => '/not-found' },
    internalServerError: {
      path: '/internal-server-error',
      getHref: () => '/internal-server-error',
    },
    badGateway: { path: '/bad-gateway', getHref: () => '/bad-gateway' },
    serviceUnavailable: { path: '/service-unavailable', getHref: () => '/service-unavailable' },
    gatewayTimeout: { path: '/gateway-timeout', getHref: () => '/gateway-timeout' },
    httpVersionNotSupported: {
      path: '/http-version-not-supported',
      getHref: () => '/http-version-not-supported',
    },
    hiddenProfile: { path: '/hidden-profile', getHref: () => '/hidden-profile' },
    lockedAccount: page(LOGIN_FAILURE_PAGES.ACCOUNT_LOCKED),
  },
} as const;
