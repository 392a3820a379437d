// Polish texts of the login errors (accounts-and-platform §8: the seven authentication error
// types and the login errors), named by the failure pages from their `?reason=`.
// Merged into the Polish catalogue (pl-PL.ts); en-EN must mirror every key.
export const loginErrorsPL = {
  LOGIN_ERRORS: {
    AUTH_SERVICE_CONNECTION_ERROR: 'Błąd połączenia z serwisem uwierzytelniania.',
    AUTH_SERVICE_SERVER_ERROR: 'Błąd serwera serwisu uwierzytelniania.',
    OAUTH_CONNECTION_ERROR: 'Błąd połączenia z serwerem OAuth.',
    OAUTH_SERVER_ERROR: 'Błąd serwera OAuth.',
    OAUTH_TOKEN_EXPIRED: 'Token OAuth wygasł: logowanie trwało zbyt długo. Zaloguj się ponownie.',
    OAUTH_TOKEN_REFRESH_ERROR: 'Błąd odświeżania tokenu OAuth. Zaloguj się ponownie.',
    OAUTH_INIT_ERROR: 'Błąd inicjalizacji OAuth: nie udało się rozpocząć logowania.',
    ACCESS_DENIED: 'Aby korzystać z konta, musisz zaakceptować regulamin portalu.',
    UNEXPECTED: 'Wystąpił nieoczekiwany błąd logowania.',
    STATE_MISMATCH_TITLE: 'Nie udało się zweryfikować logowania',
    STATE_MISMATCH:
      'Nie udało się zweryfikować stanu sesji, ponieważ logowanie rozpoczęto w innym oknie lub karcie. Zawsze zaczynaj logowanie przyciskiem na stronie głównej portalu.',
    START_AGAIN: 'Zaloguj się od nowa',
    CLOSE: 'Zamknij',
  },
} as const;
