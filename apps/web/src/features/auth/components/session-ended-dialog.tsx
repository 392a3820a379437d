import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useDialogs } from '../../../lib/dialogs';
import { useSession } from '../session';

/**
 * §8 refresh errors: when a running session cannot be extended (the user was probably logged
 * out elsewhere, or the session expired), the security dialog says so; its one button leads
 * to the login service.
 */
export function SessionEndedDialog() {
  const { t } = useTranslation();
  const { ended } = useSession();
  const { showSecurityDialog } = useDialogs();
  useEffect(() => {
    if (ended) {
      showSecurityDialog({ title: t('SESSION.ENDED_TITLE'), message: t('SESSION.ENDED_MESSAGE') });
    }
  }, [ended, showSecurityDialog, t]);
  return null;
}
