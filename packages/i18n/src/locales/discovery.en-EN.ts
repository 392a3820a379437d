import type { discoveryPL } from './discovery.pl-PL.js';

// English texts of discovery on the public profile (mirrors discovery.pl-PL.ts).
export const discoveryEN: typeof discoveryPL = {
  DISCOVERY: {
    COAUTHORS: 'Co-authors',
    COAUTHORS_TOTAL: 'Co-authors with a profile on the portal: {{total}}',
    SHARED_PUBLICATIONS: 'Shared publications: {{count}}',
    SHARED_PUBLICATIONS_WITH: 'Shared publications: {{count}}, with {{name}}',
    YEARS: 'years {{years}}',
    NETWORK_LINK: 'Co-author network',
    NETWORK_TITLE: 'Co-author network',
    NETWORK_CAPTION:
      'The person in the middle and their co-authors; lines are shared publications (strongest links: {{count}}). The table below holds the same data.',
    NETWORK_TABLE: 'Links of the co-author network',
    NETWORK_EMPTY: 'No co-authors with a profile on the portal.',
    PERSON: 'Person',
    COAUTHOR: 'Co-author',
    SHARED_COLUMN: 'Shared publications',
    BACK_TO_PROFILE: 'Back to the profile',
    SHARED_ONLY: 'Only the publications shared with a co-author are shown.',
    SHARED_ONLY_CLEAR: 'Show all publications',
    SIMILAR: 'Similar researchers',
    SIMILAR_HINT:
      'Chosen by shared disciplines, specialties, publication keywords, institutions and co-authors; the reason is given under each person.',
    SCORE: 'Similarity points: {{score}}',
    REASON_DISCIPLINES: 'Shares the discipline: {{list}}',
    REASON_SPECIALTIES: 'Shares the specialties: {{list}}',
    REASON_INSTITUTIONS: 'Same institution: {{list}}',
    REASON_COAUTHORS: 'Co-authors in common ({{count}}): {{list}}',
    REASON_TOGETHER: 'Publications the two have together: {{count}}',
    REASON_KEYWORDS: 'Shares the keywords: {{list}}',
  },
};
