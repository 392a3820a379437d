import type { CatalogueShape } from '../catalogue.js';
import type { ownGremiaPL } from './own-gremia.pl-PL.js';

// The bodies a profile owner adds themselves, in the owner's edit mode (decision 021).
export const ownGremiaEN: CatalogueShape<typeof ownGremiaPL> = {
  OWN_GREMIA: {
    TITLE: 'Bodies I added',
    INTRO:
      'You can enter a body that no registry knows and list yourself as its member or as holding a function in it. Bodies from state systems and those entered by operators are changed by operators only.',
    ADD: 'Add a body',
    EMPTY: 'You have not added any body yet.',
    EDIT: 'Edit',
    COUNTS: 'members: {{members}}, functions: {{functions}}',
    STATUS_CURRENT: 'current',
    STATUS_FORMER: 'former',
    ADD_TITLE: 'Add a body of your own',
    EDIT_TITLE: 'Edit a body of your own',
    BACK: 'Back to editing your profile',
    SELF_ONLY: 'On a body added from your profile you list only yourself.',
  },
};
