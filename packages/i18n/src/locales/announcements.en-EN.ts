// English texts of the public calls for proposals and election notices; mirrors the Polish.
import type { CatalogueShape } from '../catalogue.js';
import type { announcementsPL } from './announcements.pl-PL.js';

export const announcementsEN = {
  ANNOUNCEMENTS: {
    TITLE: 'Calls and elections',
    EMPTY: 'There are no calls for proposals or elections announced now.',
    KIND: { CALL: 'Call for proposals', ELECTION: 'Election' },
    FROM_TO: 'from {{from}} to {{to}}',
    FROM: 'from {{from}}',
    GREMIUM: 'Body:',
    BACK: 'All announcements',
  },
} as const satisfies CatalogueShape<typeof announcementsPL>;
