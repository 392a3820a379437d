import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../config/paths';
import { SessionEndedDialog } from '../../features/auth/components/session-ended-dialog';
import { useSession } from '../../features/auth/session';
import { UnreadNotificationsLink } from '../../features/messages/components/unread-notifications-link';
import { AccountMenu } from './account-menu';
import { HelpdeskLink } from './helpdesk-link';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';

export interface HeaderProps {
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function Header({ sidebarId, sidebarOpen, onToggleSidebar }: HeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <button
          type="button"
          className="site-header__menu-toggle"
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={onToggleSidebar}
        >
          <span aria-hidden="true" className="site-header__menu-icon" />
          {t('HEADER.MENU_TOGGLE')}
        </button>
        <Link to={paths.home.getHref()} className="site-header__brand">
          {t('APP.NAME')}
        </Link>
        <MainNav className="main-nav" label={t('HEADER.MAIN_MENU')} />
        <div className="site-header__tools">
          <LanguageSwitch />
          <HelpdeskLink className="site-header__helpdesk" />
          {session.status === 'authenticated' ? (
            <UnreadNotificationsLink
              to={paths.notifications.getHref()}
              className="site-header__notifications"
            />
          ) : null}
          <AccountMenu />
        </div>
        <SessionEndedDialog />
      </div>
    </header>
  );
}
