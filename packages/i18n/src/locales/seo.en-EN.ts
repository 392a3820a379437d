import type { CatalogueShape } from '../catalogue.js';
import type { seoPL } from './seo.pl-PL.js';

// English texts of the server-rendered head.
export const seoEN = {
  SEO: {
    SITE_NAME: 'Ludzie Nauki',
    DEFAULT_DESCRIPTION:
      'Ludzie Nauki: the public portal of researchers in Poland. Profiles, publications, projects, patents and scientific bodies.',
    PROFILE_DESCRIPTION:
      '{{summary}}. Profile on the Ludzie Nauki portal: publications, projects, patents, achievements and scientific bodies.',
    HOME_DESCRIPTION:
      'Search over 200,000 researchers working in Poland: their degrees and titles, employers, publications, projects, patents and memberships of scientific bodies.',
    SEARCH_TITLE: '“{{query}}” – researcher search',
    SEARCH_DESCRIPTION:
      'Researchers matching “{{query}}” on the Ludzie Nauki portal: degrees and titles, employers, fields and disciplines.',
    SEARCH_DESCRIPTION_ALL:
      'Search researchers working in Poland by name, specialty, institution, field and discipline.',
    GREMIA_DESCRIPTION:
      'Scientific bodies in Poland: councils, committees and teams with their members and office holders.',
    GREMIUM_DESCRIPTION: '{{name}}: members and office holders on the Ludzie Nauki portal.',
    PUBLICATION_DESCRIPTION:
      '{{type}}{{year}}. {{authors}}. Publication on the Ludzie Nauki portal.',
    IMAGE_ALT: 'Ludzie Nauki: the portal of researchers in Poland',
    // Open data (issue 44): the titles of the Atom feeds the pages point feed readers to.
    FEED_PUBLICATIONS: '{{name}}: publications (Atom)',
    FEED_NEWS: 'Ludzie Nauki: news (Atom)',
  },
  // The widget for university pages (/embed/profiles/{id}, the page server; issue 44).
  EMBED: {
    TITLE: '{{name}} – Ludzie Nauki',
    PUBLICATIONS: 'Newest publications',
    NO_PUBLICATIONS: 'No public publications.',
    PROFILE_LINK: 'Full profile on the Ludzie Nauki portal',
    NEW_TAB: '(opens in a new tab)',
    NOT_FOUND: 'There is no such public profile.',
  },
} as const satisfies CatalogueShape<typeof seoPL>;
