import { ROLE_GROUPS } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

import { LoadError } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { RequireLogin, RequireRole } from '../../../features/auth/components/guards';
import { MessageCompose } from '../../../features/messages/components/message-compose';
import { NotificationsScreen } from '../../../features/messages/components/notifications';
import { useScienceClassification } from '../../../features/search/api/get-science-classification';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/ui/account-screens.css';

/** accounts-and-platform §6: MEIN_OP and AGENT send messages about calls and elections. */

/** `/messages/new`: writing a message to scientists. */
export function MessageComposeRoute() {
  return (
    <RequireRole roles={ROLE_GROUPS.messageSenders}>
      <MessageComposePage />
    </RequireRole>
  );
}

function MessageComposePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('MESSAGES.COMPOSE_TITLE'));
  const classification = useScienceClassification();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('MESSAGES.COMPOSE_TITLE')}</h1>
      <p>{t('MESSAGES.COMPOSE_INTRO')}</p>
      {classification.isPending ? (
        <Spinner block />
      ) : classification.isError ? (
        <LoadError
          message={t('MESSAGES.CLASSIFICATION_LOAD_ERROR')}
          onRetry={() => void classification.refetch()}
        />
      ) : (
        <MessageCompose classification={classification.data} />
      )}
    </section>
  );
}

/** `/notifications`: the signed-in user's messages. */
export function NotificationsRoute() {
  return (
    <RequireLogin>
      <NotificationsPage />
    </RequireLogin>
  );
}

function NotificationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('MESSAGES.NOTIFICATIONS_TITLE'));
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('MESSAGES.NOTIFICATIONS_TITLE')}</h1>
      <p>{t('MESSAGES.NOTIFICATIONS_INTRO')}</p>
      <NotificationsScreen />
    </section>
  );
}
