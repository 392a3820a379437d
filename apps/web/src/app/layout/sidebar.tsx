import { ROLE_GROUPS } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';

import { paths } from '../../config/paths';
import { useFeatureFlag } from '../../features/platform/api/get-app-config';
import { hasAnyRole, useSession } from '../../features/auth/session';
import { MainNav } from './main-nav';

/**
 * The sidebar (§2 "Shell"): profile link when there is one, account and notifications,
 * experts when JSDE is on (with the finder for MEIN_OP and ADMIN), writing a message for
 * MEIN_OP and AGENT, admin items, login/logout. Below 768 px it also holds the main menu.
 */
export function Sidebar({ id }: { id: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const jsde = useFeatureFlag('JSDE_MODULE');
  const loggedIn = session.status === 'authenticated';
  const isAdmin = hasAnyRole(session, ROLE_GROUPS.admins);
  const findsExperts = jsde === true && hasAnyRole(session, ROLE_GROUPS.expertFinders);
  const sendsMessages = hasAnyRole(session, ROLE_GROUPS.messageSenders);

  return (
    <aside id={id} className="sidebar">
      <MainNav className="sidebar__main-nav" label={t('HEADER.MAIN_MENU')} />
      <nav aria-label={t('SIDEBAR.LABEL')}>
        <ul className="sidebar__list">
          {session.profileId ? (
            <li>
              <NavLink to={paths.profile.getHref(session.profileId)}>
                {t('SIDEBAR.PROFILE')}
              </NavLink>
            </li>
          ) : null}
          {loggedIn ? (
            <>
              <li>
                <NavLink to={paths.users.account.getHref()}>{t('SIDEBAR.ACCOUNT')}</NavLink>
              </li>
              <li>
                <NavLink to={paths.notifications.getHref()}>{t('SIDEBAR.NOTIFICATIONS')}</NavLink>
              </li>
            </>
          ) : null}
          {jsde ? (
            <li>
              <NavLink to={paths.experts.getHref()} end>
                {t('SIDEBAR.EXPERTS')}
              </NavLink>
            </li>
          ) : null}
          {findsExperts ? (
            <li>
              <NavLink to={paths.experts.finder.getHref()}>{t('SIDEBAR.EXPERT_FINDER')}</NavLink>
            </li>
          ) : null}
          {sendsMessages ? (
            <li>
              <NavLink to={paths.messageCompose.getHref()}>{t('SIDEBAR.MESSAGE_COMPOSE')}</NavLink>
            </li>
          ) : null}
          {isAdmin ? (
            <>
              <li>
                <NavLink to={paths.functionImport.getHref()}>
                  {t('SIDEBAR.FUNCTION_IMPORT')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.dataSources.getHref()}>{t('SIDEBAR.DATA_SOURCES')}</NavLink>
              </li>
              <li>
                <NavLink to={paths.users.getHref()} end>
                  {t('SIDEBAR.USERS_LIST')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.users.auditLog.getHref()}>{t('SIDEBAR.AUDIT_LOG')}</NavLink>
              </li>
            </>
          ) : null}
          <li>
            {loggedIn ? (
              <button type="button" className="link-button" onClick={() => session.logout()}>
                {t('SIDEBAR.LOGOUT')}
              </button>
            ) : (
              <button
                type="button"
                className="link-button"
                disabled={session.status === 'loading'}
                onClick={() => session.login(`${location.pathname}${location.search}`)}
              >
                {t('SIDEBAR.LOGIN')}
              </button>
            )}
          </li>
        </ul>
      </nav>
    </aside>
  );
}
