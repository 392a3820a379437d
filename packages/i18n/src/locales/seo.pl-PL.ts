// Texts of the server-rendered head: descriptions and link previews (decision 024).
export const seoPL = {
  SEO: {
    SITE_NAME: 'Ludzie Nauki',
    DEFAULT_DESCRIPTION:
      'Ludzie Nauki: publiczny portal osób prowadzących badania naukowe w Polsce. Profile, publikacje, projekty, patenty i gremia naukowców.',
    PROFILE_DESCRIPTION:
      '{{summary}}. Profil w portalu Ludzie Nauki: publikacje, projekty, patenty, osiągnięcia i gremia.',
    HOME_DESCRIPTION:
      'Wyszukaj wśród ponad 200 000 osób prowadzących badania naukowe w Polsce: ich stopnie i tytuły, miejsca pracy, publikacje, projekty, patenty i członkostwo w gremiach.',
    SEARCH_TITLE: '„{{query}}” – wyszukiwarka naukowców',
    SEARCH_DESCRIPTION:
      'Naukowcy pasujący do „{{query}}” w portalu Ludzie Nauki: stopnie i tytuły, miejsca pracy, dziedziny i dyscypliny.',
    SEARCH_DESCRIPTION_ALL:
      'Wyszukiwarka osób prowadzących badania naukowe w Polsce: po nazwisku, specjalności, instytucji, dziedzinie i dyscyplinie.',
    GREMIA_DESCRIPTION:
      'Gremia naukowe w Polsce: rady, komitety i zespoły wraz z ich członkami i osobami pełniącymi funkcje.',
    GREMIUM_DESCRIPTION: '{{name}}: członkowie i osoby pełniące funkcje w portalu Ludzie Nauki.',
    PUBLICATION_DESCRIPTION: '{{type}}{{year}}. {{authors}}. Publikacja w portalu Ludzie Nauki.',
    IMAGE_ALT: 'Ludzie Nauki: portal osób prowadzących badania naukowe w Polsce',
    // Open data (issue 44): the titles of the Atom feeds the pages point feed readers to.
    FEED_PUBLICATIONS: '{{name}}: publikacje (Atom)',
    FEED_NEWS: 'Ludzie Nauki: aktualności (Atom)',
  },
  // The widget for university pages (/embed/profiles/{id}, the page server; issue 44).
  EMBED: {
    TITLE: '{{name}} – Ludzie Nauki',
    PUBLICATIONS: 'Najnowsze publikacje',
    NO_PUBLICATIONS: 'Brak publicznych publikacji.',
    PROFILE_LINK: 'Pełny profil w portalu Ludzie Nauki',
    NEW_TAB: '(otwiera się w nowej karcie)',
    NOT_FOUND: 'Nie ma takiego publicznego profilu.',
  },
} as const;
