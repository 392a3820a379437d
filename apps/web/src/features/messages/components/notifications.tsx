import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Pager } from '../../../components/ui/pager';
import { LoadError } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { localeOf } from '../../../lib/display-names';
import { formatDate } from '../../../lib/format-date';
import type { Notification } from '../api/get-notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';

import './messages.css';

/**
 * The signed-in user's notifications: the messages about calls and elections sent to them,
 * newest first, unread ones marked, each read with one button (the header's count follows).
 */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useNotifications(page);
  if (query.isPending) return <Spinner block />;
  if (query.isError) {
    return (
      <LoadError
        message={t('MESSAGES.NOTIFICATIONS_LOAD_ERROR')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { content, totalPages, totalElements } = query.data;
  if (totalElements === 0) {
    return <p className="empty-state">{t('MESSAGES.NOTIFICATIONS_EMPTY')}</p>;
  }
  return (
    <div className="notifications">
      <ul className="notifications__list">
        {content.map((notification) => (
          <li key={notification.messageId}>
            <NotificationItem notification={notification} />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        label={t('MESSAGES.NOTIFICATIONS_PAGES')}
      />
    </div>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const markRead = useMarkNotificationRead();
  const unread = notification.readAt === null;
  const titleId = `notification-${notification.messageId}`;
  return (
    <article
      className={`notification${unread ? ' notification--unread' : ''}`}
      aria-labelledby={titleId}
    >
      <header className="notification__head">
        <span className="badge notification__kind">{t(`MESSAGES.KIND.${notification.kind}`)}</span>
        {unread ? <span className="badge notification__new">{t('MESSAGES.UNREAD')}</span> : null}
        <time className="notification__date" dateTime={notification.sentAt}>
          {formatDate(notification.sentAt, locale)}
        </time>
      </header>
      <h2 id={titleId} className="notification__subject">
        {notification.subject}
      </h2>
      <p className="notification__body">{notification.body}</p>
      {unread ? (
        <button
          type="button"
          className="button"
          aria-describedby={titleId}
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(notification.messageId)}
        >
          {t('MESSAGES.MARK_READ')}
        </button>
      ) : (
        <p className="notification__read">
          {t('MESSAGES.READ_ON', { date: formatDate(notification.readAt ?? '', locale) })}
        </p>
      )}
    </article>
  );
}
