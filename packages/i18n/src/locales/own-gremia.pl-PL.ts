// The bodies a profile owner adds themselves, in the owner's edit mode (decision 021).
export const ownGremiaPL = {
  OWN_GREMIA: {
    TITLE: 'Gremia dodane przeze mnie',
    INTRO:
      'Możesz wpisać gremium, którego nie zna żaden rejestr, i wpisać się jako jego członek lub osoba pełniąca w nim funkcję. Gremia z systemów państwowych i wpisane przez operatorów zmieniają tylko operatorzy.',
    ADD: 'Dodaj gremium',
    EMPTY: 'Nie dodano jeszcze żadnego gremium.',
    EDIT: 'Edytuj',
    COUNTS: 'członkowie: {{members}}, funkcje: {{functions}}',
    STATUS_CURRENT: 'aktualne',
    STATUS_FORMER: 'byłe',
    ADD_TITLE: 'Dodaj własne gremium',
    EDIT_TITLE: 'Edytuj własne gremium',
    BACK: 'Wróć do edycji profilu',
    SELF_ONLY: 'Na gremium, które dodano z Twojego profilu, wpisujesz tylko siebie.',
  },
} as const;
