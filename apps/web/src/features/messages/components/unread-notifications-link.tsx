import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

import { useUnreadCount } from '../api/get-unread-count';

import './messages.css';

/**
 * The header's link to the notifications with the unread count. A screen reader hears the
 * count in words ("Powiadomienia, nieprzeczytane: 2"); the eye sees the number in a badge. The
 * name is the link's own text (no aria-label), so what is seen is what is said.
 */
export function UnreadNotificationsLink({ to, className }: { to: string; className?: string }) {
  const { t } = useTranslation();
  const query = useUnreadCount(true);
  const unread = query.data?.unread ?? 0;
  return (
    <NavLink to={to} className={className ? `unread-link ${className}` : 'unread-link'}>
      {t('MESSAGES.HEADER_LINK')}
      {unread > 0 ? (
        <span className="unread-link__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
      <span className="visually-hidden">
        {unread > 0 ? t('MESSAGES.HEADER_UNREAD', { unread }) : t('MESSAGES.HEADER_NONE')}
      </span>
    </NavLink>
  );
}
