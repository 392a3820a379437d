// Polish texts of the messages to scientists (MEIN_OP, AGENT) and of the notifications.
// Merged into the Polish catalogue (pl-PL.ts); en-EN must mirror every key.
export const messagesPL = {
  MESSAGES: {
    COMPOSE_TITLE: 'Nowa wiadomość do naukowców',
    COMPOSE_INTRO:
      'Wiadomość o naborze wniosków lub o wyborach trafia do naukowców wybranych dziedzin i dyscyplin, którzy zgodzili się na powiadomienia. Otrzymają ją w portalu i pocztą e-mail.',
    CLASSIFICATION_LOAD_ERROR: 'Nie udało się wczytać listy dziedzin i dyscyplin.',
    KIND_LABEL: 'Rodzaj wiadomości',
    KIND: {
      CALL: 'Nabór wniosków',
      ELECTION: 'Wybory',
    },
    KIND_REQUIRED: 'Wybierz rodzaj wiadomości.',
    REQUIRED: 'To pole jest wymagane.',
    SUBJECT: 'Temat',
    BODY: 'Treść',
    AUDIENCE: 'Odbiorcy',
    AUDIENCE_HINT:
      'Wybierz całe dziedziny lub pojedyncze dyscypliny. Wiadomość otrzymają tylko osoby, które zgodziły się na powiadomienia.',
    AUDIENCE_REQUIRED: 'Wybierz co najmniej jedną dziedzinę lub dyscyplinę.',
    WHOLE_FIELD: 'Cała dziedzina: {{field}}',
    WHOLE_FIELD_CHOSEN: '(wybrana cała dziedzina)',
    CHOSEN: '(wybrane dyscypliny: {{chosen}})',
    EXPERTS_ONLY: 'Tylko zarejestrowani eksperci',
    COUNT_NONE: 'Wybierz odbiorców, aby zobaczyć ich liczbę.',
    COUNTING: 'Liczenie odbiorców…',
    COUNT: 'Liczba odbiorców: {{recipients}}',
    SEND: 'Wyślij wiadomość',
    CONFIRM_TITLE: 'Wysłać wiadomość?',
    CONFIRM_TEXT:
      'Wiadomość „{{subject}}” trafi do odbiorców w liczbie: {{recipients}}. Wysłanej wiadomości nie można wycofać.',
    CONFIRM_NOBODY: 'Nikt z wybranych odbiorców nie zgodził się na powiadomienia. Zmień odbiorców.',
    CONFIRM_CANCEL: 'Anuluj',
    CONFIRM_SEND: 'Wyślij',
    SENT: 'Wiadomość wysłana. Liczba odbiorców: {{recipients}}.',
    SEND_FAILED: 'Nie wysłano wiadomości. Popraw zaznaczone pola.',
    RATE_LIMITED:
      'Wysłano już najwięcej wiadomości dozwolonych w ciągu godziny. Spróbuj ponownie później.',
    NOTIFICATIONS_TITLE: 'Powiadomienia',
    NOTIFICATIONS_INTRO: 'Wiadomości o naborach wniosków i wyborach wysłane do Ciebie.',
    NOTIFICATIONS_LOAD_ERROR: 'Nie udało się wczytać powiadomień.',
    NOTIFICATIONS_EMPTY: 'Nie masz żadnych powiadomień.',
    NOTIFICATIONS_PAGES: 'Strony listy powiadomień',
    UNREAD: 'Nieprzeczytane',
    MARK_READ: 'Oznacz jako przeczytane',
    READ_ON: 'Przeczytano {{date}}',
    HEADER_LINK: 'Powiadomienia',
    HEADER_UNREAD: '(nieprzeczytane: {{unread}})',
    HEADER_NONE: '(brak nieprzeczytanych)',
  },
} as const;
