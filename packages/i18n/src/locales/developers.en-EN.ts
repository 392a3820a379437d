import type { developersPL } from './developers.pl-PL.js';

export const developersEN: typeof developersPL = {
  DEVELOPERS: {
    FOOTER_LINK: 'For developers',
    TITLE: 'For developers',
    LEAD: 'The data of public researcher profiles can be read by programs through the portal’s REST API: no login, from any origin, as JSON.',
    DOCS_TITLE: 'OpenAPI documentation',
    DOCS_TEXT:
      'Both services describe every operation in OpenAPI 3.1 documents. Each operation has an operationId, tags and described responses, and the schemas are named, so a client generator (openapi-typescript, for example) gives ready types and methods.',
    DOCS_PROFILES: 'profiles-api: profiles, search, gremia (documentation browser)',
    DOCS_USERS: 'users-api: accounts, login, sessions (documentation browser)',
    DOCS_JSON: 'JSON document',
    CALL_TITLE: 'How to call the API',
    CALL_TEXT:
      'Public reads have public/ in their path and need no token. The Accept-Language header (pl-PL or en-EN) chooses the language of labels. An example to copy:',
    VERSIONS_TITLE: 'Versions and prefixes',
    VERSIONS_TEXT:
      'Every path starts with the service prefix (/api/profiles-api or /api/users-api) and the operation’s version: v1.0, v1.1 or v1.3. A new version of an operation comes beside the old one, never instead of it.',
    PAGING_TITLE: 'Paging',
    PAGING_TEXT:
      'Lists take page (from 0) and size (1 to 100, 20 by default). The answer gives content, page, size, totalElements and totalPages. Search returns at most the first 1,000 matches; totalHits gives their full number.',
    ERRORS_TITLE: 'Errors',
    ERRORS_TEXT:
      'Every error has the same shape: code, message, optionally errors (key, content, invalidValue for each field) and reqId, worth quoting when you report a problem. The most common codes:',
    ERROR_VALIDATION: 'VALIDATION_ERROR (400): bad parameters, each problem listed in errors',
    ERROR_HIDDEN: 'HIDDEN_PROFILE_ERROR (400): the profile is hidden',
    ERROR_NOT_FOUND: 'NOT_FOUND (404): no such resource',
    ERROR_UNAUTHORIZED: 'UNAUTHORIZED (401): the operation needs a login',
    ERROR_RATE_LIMITED: 'RATE_LIMITED (429): too many requests',
    CACHE_TITLE: 'Caching and ETags',
    CACHE_TEXT:
      'Public reads carry Cache-Control: public, max-age=60 and an ETag. Send it back in If-None-Match and an unchanged answer comes as a 304 without a body.',
    LIMITS_TITLE: 'Rate limits',
    LIMITS_TEXT:
      'Each client address has a budget of requests per minute, one for search, one for reads about one profile and one for the other public reads. The RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers show the budget; once it is spent the answer is 429 with a Retry-After header (seconds until it is renewed).',
    AUTH_TITLE: 'Operations that need a login',
    AUTH_TEXT:
      'Operations on the own profile and account need an access token (Authorization: Bearer) from a login on the portal and work only from the portal’s own origin. The documentation marks them bearerAuth.',
    // Open data (issue 44): OAI-PMH, feeds, links by identifier, the widget.
    OAI_TITLE: 'OAI-PMH and CERIF',
    OAI_TEXT:
      'Research information systems (OpenAIRE, for one) can harvest the data over OAI-PMH 2.0 at /oai: all six verbs, the oai_dc and oai_cerif_openaire formats (CERIF after the OpenAIRE Guidelines for CRIS Managers 1.2), and the sets openaire_cris_persons, …_orgunits, …_publications (also by discipline), …_projects and …_patents. Hidden and deleted records come as headers with the status deleted.',
    FEEDS_TITLE: 'Atom feeds and links',
    FEEDS_TEXT:
      'Every profile has an Atom feed of its new and changed publications (/profiles/{id}/publications.atom), and the news a feed at /news.atom; ?lang=en gives English titles. /orcid/{ORCID iD} leads to the profile of the person with that iD.',
    WIDGET_TITLE: 'A widget for university pages',
    WIDGET_TEXT:
      "A researcher's card with their newest publications can be embedded in any page in an iframe. The widget uses no script and no cookies; lang=en chooses English, count (0–10) the number of publications. An example to copy:",
  },
};
