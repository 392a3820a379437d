// Polish texts of discovery on the public profile: co-authors, their network, similar
// researchers with the reasons (issue 45, decision 047). en-EN must mirror every key.
export const discoveryPL = {
  DISCOVERY: {
    COAUTHORS: 'Współautorzy',
    COAUTHORS_TOTAL: 'Współautorzy z profilami w portalu: {{total}}',
    SHARED_PUBLICATIONS: 'Wspólne publikacje: {{count}}',
    SHARED_PUBLICATIONS_WITH: 'Wspólne publikacje: {{count}}, z osobą {{name}}',
    YEARS: 'lata {{years}}',
    NETWORK_LINK: 'Sieć współautorów',
    NETWORK_TITLE: 'Sieć współautorów',
    NETWORK_CAPTION:
      'Osoba w środku i jej współautorzy; linie to wspólne publikacje (najsilniejsze powiązania: {{count}}). Te same dane są w tabeli poniżej.',
    NETWORK_TABLE: 'Powiązania w sieci współautorów',
    NETWORK_EMPTY: 'Brak współautorów z profilami w portalu.',
    PERSON: 'Osoba',
    COAUTHOR: 'Współautor',
    SHARED_COLUMN: 'Wspólne publikacje',
    BACK_TO_PROFILE: 'Wróć do profilu',
    SHARED_ONLY: 'Pokazano tylko publikacje wspólne ze współautorem.',
    SHARED_ONLY_CLEAR: 'Pokaż wszystkie publikacje',
    SIMILAR: 'Podobni naukowcy',
    SIMILAR_HINT:
      'Wybrani według wspólnych dyscyplin, specjalności, słów kluczowych publikacji, instytucji i współautorów; poniżej każdej osoby jest powód.',
    SCORE: 'Punkty podobieństwa: {{score}}',
    REASON_DISCIPLINES: 'Wspólna dyscyplina: {{list}}',
    REASON_SPECIALTIES: 'Wspólne specjalności: {{list}}',
    REASON_INSTITUTIONS: 'Ta sama instytucja: {{list}}',
    REASON_COAUTHORS: 'Wspólni współautorzy ({{count}}): {{list}}',
    REASON_TOGETHER: 'Wspólne publikacje tych dwóch osób: {{count}}',
    REASON_KEYWORDS: 'Wspólne słowa kluczowe: {{list}}',
  },
};
