// Polish texts of the terms page, the own account and the administrator's user screens.
// Merged into the Polish catalogue (pl-PL.ts); en-EN must mirror every key.
export const accountsPL = {
  TERMS_PAGE: {
    VERSION: 'Wersja {{version}} z {{date}}',
    TEXT_LABEL: 'Treść regulaminu',
    EMPTY: 'Treść regulaminu jest niedostępna.',
    LOAD_ERROR: 'Nie udało się wczytać regulaminu.',
    RETRY: 'Spróbuj ponownie',
    ACCEPT: 'Akceptuję regulamin',
    ACCEPT_FAILED: 'Nie udało się zapisać akceptacji. Odśwież stronę i spróbuj ponownie.',
    ACCEPTED: 'Dziękujemy, regulamin został zaakceptowany.',
    ACCEPTED_ON: 'Zaakceptowano wersję {{version}} dnia {{date}}.',
    DECLINE: 'Nie akceptuję',
    WITHDRAW: 'Wycofaj akceptację regulaminu',
    DECLINE_TITLE: 'Rezygnacja z regulaminu oznacza usunięcie konta',
    DECLINE_EXPLANATION:
      'Bez akceptacji regulaminu nie można korzystać z konta w portalu. Wycofanie akceptacji usuwa konto.',
  },
  ACCOUNT: {
    CANCEL: 'Anuluj',
    LOAD_ERROR: 'Nie udało się wczytać danych konta.',
    NONE: 'brak',
    NO_ROLES: 'brak ról dodatkowych',
    EDIT_LINK: 'Edytuj dane',
    PROFILE_LINK: 'Edytuj profil naukowca',
    TERMS_LINK: 'Regulamin',
    DELETE_LINK: 'Usuń konto',
    FIELDS: {
      NAME: 'Imię i nazwisko',
      EMAIL: 'Adres e-mail',
      PHONE: 'Telefon',
      ORCID: 'ORCID iD',
      STATUS: 'Status konta',
      ROLES: 'Role',
      MAIL_VISIBILITY: 'Kto widzi adres e-mail',
      PHONE_VISIBILITY: 'Kto widzi telefon',
      CREATED: 'Data utworzenia',
      UPDATED: 'Data modyfikacji',
    },
    STATUS: {
      ACTIVE: 'aktywne',
      BLOCKED: 'zablokowane',
      CLOSED: 'zamknięte',
    },
    ROLE: {
      BASIC: 'Podstawowa',
      ADMIN: 'Administrator',
      AGENT: 'Informator',
      MEIN_OP: 'Specjalista',
      OPI_OP: 'Operator OPI',
    },
    VISIBILITY: {
      ADMINS_ONLY: 'tylko administratorzy',
      LOGGED_IN: 'zalogowani użytkownicy',
      EVERYONE: 'wszyscy',
    },
    CONSENT: {
      LABEL: 'Zgoda na powiadomienia',
      HINT: 'Wiadomości o konkursach, wyborach i zmianach w portalu wysyłane na Twój adres e-mail. Zmiana zapisuje się od razu.',
      SAVED: 'Zapisano zgodę na powiadomienia.',
      FAILED: 'Nie udało się zapisać zgody. Spróbuj ponownie.',
    },
    EDIT: {
      FIRSTNAME: 'Imię',
      SURNAME: 'Nazwisko',
      EMAIL: 'Adres e-mail',
      EMAIL_HINT: 'Na ten adres wysyłamy powiadomienia.',
      REQUIRED: 'To pole jest wymagane.',
      FAILED: 'Nie udało się zapisać zmian. Spróbuj ponownie.',
      SAVE: 'Zapisz',
      SAVED: 'Zapisano dane konta.',
    },
    NO_PROFILE: {
      TITLE: 'Nie masz jeszcze profilu naukowca',
      INTRO: 'Twoje konto działa, ale nie jest połączone z żadnym profilem w portalu.',
      CAN_TITLE: 'Co możesz zrobić teraz',
      CAN_SEARCH: 'Wyszukiwać i przeglądać profile naukowców, ich publikacje i osiągnięcia.',
      CAN_ACCOUNT: 'Zarządzać swoim kontem: danymi, zgodą na powiadomienia i regulaminem.',
      CAN_EXPORT: 'Pobrać wszystkie dane, które portal o Tobie przechowuje.',
      HOW_TITLE: 'Skąd bierze się profil',
      HOW_REGISTRY:
        'Profile tworzą się automatycznie z krajowego rejestru osób prowadzących działalność naukową.',
      HOW_STATEMENTS:
        'Profil dostają także osoby, które złożyły oświadczenia o dziedzinach i dyscyplinach.',
      HOW_DOCTORAL: 'Oraz doktoranci zgłoszeni przez swoje uczelnie i instytuty.',
      HELPDESK:
        'Jeśli Twój profil powinien istnieć, a go nie widzisz, skontaktuj się z helpdeskiem (pon.–pt. 8:15–16:15).',
    },
    DELETE: {
      EXPLANATION: 'Usunięcie konta jest nieodwracalne.',
      CONSEQUENCE_LOGOUT: 'Zostaniesz wylogowany, a wszystkie Twoje sesje zostaną zakończone.',
      CONSEQUENCE_PROFILE:
        'Twój profil naukowca pozostanie widoczny dla wszystkich, ale nie będzie można go edytować.',
      CONSEQUENCE_DATA:
        'Dane dodane przez Ciebie zostaną usunięte; dane z systemów nauki pozostaną i będą aktualizowane.',
      CONFIRM_LABEL: 'Potwierdzam, że chcę usunąć swoje konto',
      CONFIRM_REQUIRED: 'Zaznacz pole, aby potwierdzić, że chcesz usunąć swoje konto',
      FAILED: 'Nie udało się usunąć konta. Spróbuj ponownie później.',
      SUBMIT: 'Usuń konto',
      SUBMIT_WITHDRAW: 'Wycofaj akceptację i usuń konto',
    },
  },
} as const;
