// Polish catalogue: the source of truth for every translation key.
// Other catalogues are typed against its shape (see `Catalogue` in ../catalogue.ts). What
// public pages show; the signed-in screens' texts are in ./later.pl-PL.ts.
import { authPL } from './auth.pl-PL.js';
import { announcementsPL } from './announcements.pl-PL.js';
import { loginErrorsPL } from './login-errors.pl-PL.js';
import { pagesPL } from './pages.pl-PL.js';
import { searchPL } from './search.pl-PL.js';
import { ownerPublicationsPL } from './owner-publications.pl-PL.js';
import { gremiumAdminPL } from './gremium-admin.pl-PL.js';
import { developersPL } from './developers.pl-PL.js';
import { messagesPL } from './messages.pl-PL.js';
import { seoPL } from './seo.pl-PL.js';
import { discoveryPL } from './discovery.pl-PL.js';

export const plPL = {
  ...pagesPL,
  ...authPL,
  ...announcementsPL,
  ...loginErrorsPL,
  ...searchPL,
  ...ownerPublicationsPL,
  ...gremiumAdminPL,
  ...developersPL,
  ...messagesPL,
  ...seoPL,
  ...discoveryPL,
  APP: {
    NAME: 'Ludzie Nauki',
    SKIP_TO_CONTENT: 'Przejdź do treści',
  },
  COMMON: {
    LOADING: 'Ładowanie…',
    MORE: 'Więcej',
    LESS: 'Mniej',
    NOT_AVAILABLE: 'Niedostępne',
    NEW_TAB: '(otwiera się w nowej karcie)',
  },
  SPINNER: {
    LABEL: 'Trwa ładowanie',
  },
  PROGRESS: {
    LABEL: 'Wczytywanie strony',
  },
  HEADER: {
    MAIN_MENU: 'Menu główne',
    MENU_TOGGLE: 'Menu',
    HOME: 'Strona główna',
    SEARCH: 'Wyszukiwarka',
    GREMIUMS: 'Gremia naukowców',
    ERC: 'Granty ERC',
    ABOUT: 'O portalu',
    NEWS: 'Aktualności',
    HELP: 'Pomoc',
    HELPDESK: 'Helpdesk',
    LOGIN: 'Zaloguj się',
    ACCOUNT_FALLBACK: 'Moje konto',
    SETTINGS: 'Ustawienia konta',
    USERS: 'Użytkownicy',
    LOGOUT: 'Wyloguj się',
  },
  SIDEBAR: {
    LABEL: 'Menu użytkownika',
    PROFILE: 'Mój profil',
    ACCOUNT: 'Moje konto',
    EXPERTS: 'Eksperci',
    EXPERT_FINDER: 'Wyszukiwarka ekspertów',
    MESSAGE_COMPOSE: 'Nowa wiadomość',
    NOTIFICATIONS: 'Powiadomienia',
    FUNCTION_IMPORT: 'Import funkcji',
    DATA_SOURCES: 'Źródła danych',
    USERS_LIST: 'Lista użytkowników',
    AUDIT_LOG: 'Dziennik zdarzeń',
    LOGIN: 'Zaloguj się',
    LOGOUT: 'Wyloguj się',
  },
  HOME: {
    TITLE: 'Poznaj ludzi polskiej nauki',
    INTRO:
      'Ludzie Nauki to publiczny portal osób prowadzących badania naukowe w Polsce. Znajdziesz tu ich profile, dorobek i obszary zainteresowań badawczych.',
    SEARCH_CTA: 'Szukaj naukowców',
    FIELDS_TITLE: 'Dziedziny nauki',
    FIELDS_INTRO: 'Wybierz dziedzinę, aby zobaczyć osoby, które ją reprezentują.',
    NEWS_TITLE: 'Aktualności',
    NEWS_EMPTY: 'Brak aktualności.',
    NEWS_ERROR: 'Nie udało się wczytać aktualności.',
    NEWS_ALL: 'Wszystkie aktualności',
    NEW_PROFILES_TITLE: 'Nowe profile',
    NEW_PROFILES_EMPTY: 'Brak nowych profili.',
    NEW_PROFILES_ERROR: 'Nie udało się wczytać nowych profili.',
    QA_TITLE: 'Pytania i odpowiedzi',
    QA_WHO_Q: 'Kto ma profil w portalu?',
    QA_WHO_A:
      'Profile tworzą się automatycznie dla osób prowadzących działalność naukową, zgłoszonych w krajowym rejestrze szkolnictwa wyższego i nauki, autorów prac badawczych oraz doktorantów.',
    QA_EDIT_Q: 'Jak mogę uzupełnić swój profil?',
    QA_EDIT_A:
      'Zaloguj się przez węzeł krajowy lub ORCID. Po zalogowaniu możesz dodać zdjęcie, opis, specjalności, dane kontaktowe i odnośniki do innych portali.',
    QA_DATA_Q: 'Skąd pochodzą dane?',
    QA_DATA_A:
      'Z krajowych rejestrów: szkolnictwa wyższego i nauki, bibliografii publikacji, bazy wiedzy o polskiej nauce oraz z katalogów bibliotecznych i rejestru DOI. Danych z systemów państwowych nie można edytować.',
    HELP_TITLE: 'Pomoc',
    HELP_TEXT: 'Instrukcje korzystania z portalu i odpowiedzi na najczęstsze pytania.',
    HELP_LINK: 'Przejdź do pomocy',
    FEEDBACK_TITLE: 'Twoja opinia',
    FEEDBACK_TEXT:
      'Masz uwagi lub pomysł, jak ulepszyć portal? Napisz do nas przez helpdesk (poniedziałek–piątek, 8:15–16:15).',
    FEEDBACK_LINK: 'Napisz do helpdesku',
  },
  FIELDS: {
    DZ0101N: 'Nauki humanistyczne',
    DZ0102N: 'Nauki inżynieryjno-techniczne',
    DZ0103N: 'Nauki medyczne i nauki o zdrowiu',
    DZ0104N: 'Nauki rolnicze',
    DZ0105N: 'Nauki społeczne',
    DZ0106N: 'Nauki ścisłe i przyrodnicze',
    DZ0107N: 'Nauki teologiczne',
    DZ0108N: 'Sztuka',
    DZ0109N: 'Nauki o rodzinie',
    DZ0110N: 'Nauki weterynaryjne',
  },
  SEARCH: {
    TITLE: 'Wyszukiwarka naukowców',
    ADVANCED_TITLE: 'Wyszukiwanie zaawansowane',
  },
  PLACEHOLDER: {
    MESSAGE: 'Ta część portalu jest w przygotowaniu.',
  },
  USERS: {
    EMPTY: 'Brak danych',
    LIST_TITLE: 'Lista użytkowników',
    ACCOUNT_TITLE: 'Moje konto',
    ACCOUNT_EDIT_TITLE: 'Edycja danych konta',
    DELETE_ACCOUNT_TITLE: 'Usuwanie konta',
    DETAILS_TITLE: 'Szczegóły użytkownika',
  },
  CV_GENERATOR: {
    TITLE: 'Generator CV',
  },
  AUTH: {
    REDIRECTING: 'Przekierowujemy do logowania…',
  },
  LEGACY: {
    LOOKING_UP: 'Szukamy profilu z poprzedniej wersji portalu…',
  },
  LANGUAGE: {
    SWITCH_LABEL: 'Wybór języka',
    PL: 'PL',
    EN: 'EN',
    SWITCH_TO_PL: 'PL — zmień język na polski',
    SWITCH_TO_EN: 'EN — zmień język na angielski',
  },
  FOOTER: {
    LINKS_LABEL: 'Informacje',
    HELP: 'Pomoc',
    TERMS: 'Regulamin',
    ACCESSIBILITY: 'Deklaracja dostępności',
    PRIVACY: 'Polityka prywatności',
    HELPDESK_HOURS: 'Helpdesk działa od poniedziałku do piątku w godz. 8:15–16:15.',
    VERSIONS_LABEL: 'Wersje',
    USERS_API_VERSION: 'Wersja users-api',
    PROFILES_API_VERSION: 'Wersja profiles-api',
    WEB_VERSION: 'Wersja frontendu',
  },
  COOKIES: {
    LABEL: 'Informacja o plikach cookie',
    MESSAGE:
      'Portal używa plików cookie niezbędnych do jego działania i logowania. Szczegóły znajdziesz w polityce prywatności.',
    CLOSE: 'Zamknij informację o plikach cookie',
  },
  /** The success alert after a save (profiles-area §2: the message SUCCESS). */
  SUCCESS: 'Zmiany zostały zapisane.',
  ALERT: {
    REGION: 'Komunikaty',
    CLOSE: 'Zamknij komunikat',
  },
  DIALOG: {
    ERROR_TITLE: 'Przepraszamy',
    ERROR_MESSAGE: 'Wystąpił niespodziewany błąd połączenia HTTP.',
    TECHNICAL: 'Szczegóły techniczne: {{message}}',
    CLOSE: 'Zamknij',
    SECURITY_GO_TO_LOGIN: 'Przejdź do serwisu logowania',
  },
  STATUS: {
    CODE: 'Błąd {{code}}',
    GO_HOME: 'Przejdź na stronę główną',
    BACK_TO_LOGIN: 'Wróć do panelu logowania',
    REFRESH: 'Odśwież stronę',
    REQUEST_ID: 'Identyfikator zgłoszenia: {{reqId}}',
    AUTH_WORDING: 'Błędny login lub hasło albo brak konta lub uprawnień.',
    BAD_REQUEST: {
      TITLE: 'Nieprawidłowe żądanie',
      MESSAGE: 'Sprawdź, czy adres strony jest poprawny.',
    },
    TERMS: {
      TITLE: 'Regulamin portalu',
      MESSAGE: 'Aby korzystać z konta w portalu, zaakceptuj regulamin.',
      MODIFIED:
        'Regulamin portalu został zmieniony. Zapoznaj się z nową wersją i zaakceptuj ją, aby dalej korzystać z konta.',
    },
    CLOSED_USER: {
      TITLE: 'Logowanie niemożliwe',
      MESSAGE:
        'Próbujesz zalogować się do profilu osoby zmarłej. Jeśli to pomyłka, skontaktuj się z helpdeskiem.',
    },
    UNAUTHORIZED: {
      TITLE: 'Logowanie nie powiodło się',
      MESSAGE:
        'Wyloguj się z konta w węźle krajowym i zaloguj ponownie: przy pierwszym logowaniu konto w portalu zostanie utworzone.',
    },
    UNAUTHORIZED_NATIONAL: {
      TITLE: 'Błąd logowania w węźle krajowym',
      MESSAGE:
        'Węzeł krajowy nie potwierdził logowania. Wyloguj się z konta w węźle krajowym i spróbuj ponownie.',
    },
    ACCESS_DENIED: {
      TITLE: 'Brak dostępu',
      MESSAGE:
        'Ta strona jest udostępniona tylko wybranym osobom. Jeśli potrzebujesz dostępu, skontaktuj się z administratorem swojej instytucji.',
    },
    NOT_FOUND: {
      TITLE: 'Nie znaleziono strony',
      MESSAGE: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
    },
    INTERNAL_SERVER_ERROR: {
      TITLE: 'Błąd serwera',
      MESSAGE: 'Wystąpił błąd po naszej stronie. Spróbuj ponownie za chwilę.',
    },
    BAD_GATEWAY: {
      TITLE: 'Błąd bramy',
      MESSAGE: 'Wyczyść pliki cookie w przeglądarce i spróbuj ponownie.',
    },
    SERVICE_UNAVAILABLE: {
      TITLE: 'Przerwa techniczna',
      MESSAGE: 'Trwają prace serwisowe. Zapraszamy ponownie wkrótce.',
    },
    GATEWAY_TIMEOUT: {
      TITLE: 'Przekroczono czas odpowiedzi',
      MESSAGE: 'Serwer nie odpowiedział na czas. Odśwież stronę.',
    },
    HTTP_VERSION_NOT_SUPPORTED: {
      TITLE: 'Nieobsługiwana przeglądarka',
      MESSAGE:
        'Twoja przeglądarka używa nieobsługiwanej wersji protokołu. Zaktualizuj przeglądarkę.',
    },
    HIDDEN_PROFILE: {
      TITLE: 'Profil ukryty',
      MESSAGE:
        'Ten profil jest ukryty i nie jest widoczny publicznie. Jeśli to Twój profil, przejdź do edycji profilu.',
    },
    LOCKED_ACCOUNT: {
      TITLE: 'Konto zablokowane',
      MESSAGE: 'Nie możesz teraz edytować danych. Skontaktuj się z helpdeskiem.',
    },
  },
} as const;
