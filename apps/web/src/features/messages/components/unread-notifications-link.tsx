import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

import { useUnreadCount } from '../api/get-unread-count';

import './messages.css';

/**
 * The header's link to the notifications with the unread count. Its accessible name says the
 * count in words ("Powiadomienia, nieprzeczytane: 2"); the visible badge is the number alone.
 */
export function UnreadNotificationsLink({ to, className }: { to: string; className?: string }) {
  const { t } = useTranslation();
  const query = useUnreadCount(true);
  const unread = query.data?.unread ?? 0;
  return (
    <NavLink
      to={to}
      className={className ? `unread-link ${className}` : 'unread-link'}
      aria-label={unread > 0 ? t('MESSAGES.HEADER_UNREAD', { unread }) : t('MESSAGES.HEADER_NONE')}
    >
      <span className="unread-link__text" aria-hidden="true">
        {t('MESSAGES.HEADER_LINK')}
      </span>
      {unread > 0 ? (
        <span className="unread-link__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </NavLink>
  );
}
