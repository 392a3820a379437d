// Polish texts of login and the session (the login choice page).
// Merged into the Polish catalogue (pl-PL.ts); en-EN must mirror every key.
export const authPL = {
  LOGIN: {
    TITLE: 'Logowanie',
    INTRO:
      'Wybierz sposób logowania. Konto w portalu powstaje automatycznie przy pierwszym logowaniu.',
    NATIONAL: {
      TITLE: 'Węzeł krajowy',
      DESCRIPTION: 'Profil zaufany, e-dowód, bankowość elektroniczna lub aplikacja mObywatel.',
      ACTION: 'Zaloguj się przez węzeł krajowy',
    },
    ORCID: {
      TITLE: 'ORCID',
      DESCRIPTION: 'Jeśli masz identyfikator ORCID iD.',
      ACTION: 'Zaloguj się przez ORCID',
    },
  },
  SESSION: {
    ENDED_TITLE: 'Sesja wygasła',
    NOT_ACTIVE_MESSAGE:
      'Sesja nie jest już aktywna. Prawdopodobnie wylogowano Cię w innym oknie lub na innym urządzeniu. Zaloguj się ponownie.',
    INVALID_TOKEN_MESSAGE:
      'Nie udało się przedłużyć sesji: jej klucz jest nieaktualny lub nieprawidłowy. Zaloguj się ponownie.',
  },
} as const;
