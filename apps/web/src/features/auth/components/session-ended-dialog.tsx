import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useDialogs } from '../../../lib/dialogs';
import { useSession } from '../session';

/**
 * §8 refresh errors: when a running session cannot be extended, the security dialog says
 * why — "session not active" (probably logged out elsewhere, or expired), a stale or invalid
 * refresh token (the session could not be extended), or another refusal (the OAuth token
 * refresh error); its one button leads to the login service.
 */
export function SessionEndedDialog() {
  const { t } = useTranslation();
  const { ended, endedBy } = useSession();
  const { showSecurityDialog } = useDialogs();
  useEffect(() => {
    if (!ended) return;
    const message =
      endedBy === 'session_not_active'
        ? t('SESSION.NOT_ACTIVE_MESSAGE')
        : endedBy === 'invalid_refresh_token'
          ? t('SESSION.INVALID_TOKEN_MESSAGE')
          : t('LOGIN_ERRORS.OAUTH_TOKEN_REFRESH_ERROR');
    showSecurityDialog({ title: t('SESSION.ENDED_TITLE'), message });
  }, [ended, endedBy, showSecurityDialog, t]);
  return null;
}
