// The "for developers" page (docs/decisions/023-api-for-consumers.md).
export const developersPL = {
  DEVELOPERS: {
    FOOTER_LINK: 'Dla programistów',
    TITLE: 'Dla programistów',
    LEAD: 'Dane publicznych profili naukowców można czytać programowo przez REST API portalu: bez logowania, z dowolnej domeny, w formacie JSON.',
    DOCS_TITLE: 'Dokumentacja OpenAPI',
    DOCS_TEXT:
      'Oba serwisy opisują wszystkie operacje w dokumentach OpenAPI 3.1. Każda operacja ma operationId, znaczniki i opis odpowiedzi, a schematy mają nazwy, więc generator klienta (np. openapi-typescript) tworzy gotowe typy i metody.',
    DOCS_PROFILES: 'profiles-api: profile, wyszukiwanie, gremia (przeglądarka dokumentacji)',
    DOCS_USERS: 'users-api: konta, logowanie, sesje (przeglądarka dokumentacji)',
    DOCS_JSON: 'dokument JSON',
    CALL_TITLE: 'Jak wywołać API',
    CALL_TEXT:
      'Odczyty publiczne mają w ścieżce segment public/ i nie wymagają tokenu. Nagłówek Accept-Language (pl-PL lub en-EN) wybiera język etykiet. Przykład do skopiowania:',
    VERSIONS_TITLE: 'Wersje i prefiksy',
    VERSIONS_TEXT:
      'Każda ścieżka zaczyna się od prefiksu serwisu (/api/profiles-api lub /api/users-api) i wersji operacji: v1.0, v1.1 albo v1.3. Nowa wersja operacji pojawia się obok starej, nie zamiast niej.',
    PAGING_TITLE: 'Stronicowanie',
    PAGING_TEXT:
      'Listy przyjmują page (od 0) i size (od 1 do 100, domyślnie 20). Odpowiedź podaje content, page, size, totalElements i totalPages. Wyszukiwanie zwraca najwyżej 1000 pierwszych wyników; totalHits podaje ich pełną liczbę.',
    ERRORS_TITLE: 'Błędy',
    ERRORS_TEXT:
      'Każdy błąd ma tę samą postać: code, message, opcjonalnie errors (key, content, invalidValue dla każdego pola) i reqId, który warto podać w zgłoszeniu. Najczęstsze kody:',
    ERROR_VALIDATION: 'VALIDATION_ERROR (400): niepoprawne parametry, lista problemów w errors',
    ERROR_HIDDEN: 'HIDDEN_PROFILE_ERROR (400): profil jest ukryty',
    ERROR_NOT_FOUND: 'NOT_FOUND (404): nie ma takiego zasobu',
    ERROR_UNAUTHORIZED: 'UNAUTHORIZED (401): operacja wymaga zalogowania',
    ERROR_RATE_LIMITED: 'RATE_LIMITED (429): przekroczony limit zapytań',
    CACHE_TITLE: 'Pamięć podręczna i ETag',
    CACHE_TEXT:
      'Odczyty publiczne mają Cache-Control: public, max-age=60 i nagłówek ETag. Wyślij go ponownie w If-None-Match, a niezmieniona odpowiedź przyjdzie jako 304 bez treści.',
    LIMITS_TITLE: 'Limity zapytań',
    LIMITS_TEXT:
      'Każdy adres klienta ma budżet zapytań na minutę, osobny dla wyszukiwania, dla odczytów jednego profilu i dla pozostałych odczytów publicznych. Nagłówki RateLimit-Limit, RateLimit-Remaining i RateLimit-Reset pokazują stan budżetu; po jego wyczerpaniu przychodzi 429 z nagłówkiem Retry-After (liczba sekund do odnowienia).',
    AUTH_TITLE: 'Operacje wymagające logowania',
    AUTH_TEXT:
      'Operacje na własnym profilu i koncie wymagają tokenu dostępu (Authorization: Bearer) z logowania w portalu i działają tylko z domeny portalu. W dokumentacji mają oznaczenie bearerAuth.',
    // Open data (issue 44): OAI-PMH, feeds, links by identifier, the widget.
    OAI_TITLE: 'OAI-PMH i CERIF',
    OAI_TEXT:
      'Systemy informacji o badaniach (np. OpenAIRE) mogą zbierać dane przez OAI-PMH 2.0 pod adresem /oai: wszystkie sześć poleceń, formaty oai_dc i oai_cerif_openaire (CERIF według wytycznych OpenAIRE dla systemów CRIS 1.2), zbiory openaire_cris_persons, …_orgunits, …_publications (także według dyscypliny), …_projects i …_patents. Ukryte i usunięte rekordy mają nagłówki ze statusem deleted.',
    FEEDS_TITLE: 'Kanały Atom i odnośniki',
    FEEDS_TEXT:
      'Każdy profil ma kanał Atom nowych i zmienionych publikacji (/profiles/{id}/publications.atom), a aktualności kanał /news.atom; ?lang=en daje tytuły po angielsku. Adres /orcid/{ORCID iD} prowadzi do profilu osoby o tym identyfikatorze.',
    WIDGET_TITLE: 'Widżet na stronę uczelni',
    WIDGET_TEXT:
      'Wizytówkę naukowca z jego najnowszymi publikacjami można osadzić na dowolnej stronie w ramce iframe. Widżet nie używa skryptów ani ciasteczek; lang=en wybiera angielski, count (0–10) liczbę publikacji. Przykład do skopiowania:',
  },
};
