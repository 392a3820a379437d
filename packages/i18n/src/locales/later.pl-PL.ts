// The texts of the screens behind a login or a role (account, administration, the owner's edit
// mode and bodies, CV, experts, function import). The browser loads them with the first of those
// screens (apps/web/src/app/router.tsx), never on a public page; public pages read only
// ./pl-PL.ts. A new area of signed-in screens is listed here with one line.
import { accountsPL } from './accounts.pl-PL.js';
import { profileEditPL } from './profile-edit.pl-PL.js';
import { ownGremiaPL } from './own-gremia.pl-PL.js';
import { functionImportPL } from './function-import.pl-PL.js';
import { dataSourcesPL } from './data-sources.pl-PL.js';
import { cvPL } from './cv.pl-PL.js';
import { expertsPL } from './experts.pl-PL.js';
import { expertFinderPL } from './expert-finder.pl-PL.js';
import { orcidQueuePL } from './orcid-queue.pl-PL.js';

export const laterPL = {
  ...accountsPL,
  ...profileEditPL,
  ...ownGremiaPL,
  ...functionImportPL,
  ...dataSourcesPL,
  ...cvPL,
  ...expertsPL,
  ...expertFinderPL,
  ...orcidQueuePL,
};
