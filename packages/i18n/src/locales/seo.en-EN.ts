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
  },
} as const satisfies CatalogueShape<typeof seoPL>;
