// Polish texts of the public calls for proposals and election notices (decision 049).
// Merged into the Polish catalogue (pl-PL.ts); en-EN must mirror every key.
export const announcementsPL = {
  ANNOUNCEMENTS: {
    TITLE: 'Konkursy i wybory',
    EMPTY: 'Nie ma teraz ogłoszonych konkursów ani wyborów.',
    KIND: { CALL: 'Nabór wniosków', ELECTION: 'Wybory' },
    FROM_TO: 'od {{from}} do {{to}}',
    FROM: 'od {{from}}',
    GREMIUM: 'Gremium:',
    BACK: 'Wszystkie ogłoszenia',
  },
} as const;
