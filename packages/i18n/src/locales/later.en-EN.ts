import type { CatalogueShape } from '../catalogue.js';
import { accountsEN } from './accounts.en-EN.js';
import { profileEditEN } from './profile-edit.en-EN.js';
import { ownGremiaEN } from './own-gremia.en-EN.js';
import { functionImportEN } from './function-import.en-EN.js';
import { dataSourcesEN } from './data-sources.en-EN.js';
import { cvEN } from './cv.en-EN.js';
import { expertsEN } from './experts.en-EN.js';
import { expertFinderEN } from './expert-finder.en-EN.js';
import { orcidQueueEN } from './orcid-queue.en-EN.js';
import type { laterPL } from './later.pl-PL.js';

// English texts of the screens behind a login or a role (see ./later.pl-PL.ts).
export const laterEN = {
  ...accountsEN,
  ...profileEditEN,
  ...ownGremiaEN,
  ...functionImportEN,
  ...dataSourcesEN,
  ...cvEN,
  ...expertsEN,
  ...expertFinderEN,
  ...orcidQueueEN,
} as const satisfies CatalogueShape<typeof laterPL>;
