import { ROLE_GROUPS } from '@ln/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

import { paths } from '../../config/paths';
import { hasAnyRole, useSession } from '../../features/auth/session';

/** Logged in: a menu showing the user's e-mail. Logged out: the login button (§2 "Shell"). */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (session.status !== 'authenticated' || !session.user) {
    return (
      <button
        type="button"
        className="button button--primary"
        disabled={session.status === 'loading'}
        onClick={() => session.login(`${location.pathname}${location.search}`)}
      >
        {t('HEADER.LOGIN')}
      </button>
    );
  }

  const label = session.user.email ?? t('HEADER.ACCOUNT_FALLBACK');
  return (
    <div
      className="account-menu"
      ref={ref}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open ? (
        <ul id={menuId} className="account-menu__list">
          <li>
            <Link to={paths.users.account.getHref()}>{t('HEADER.SETTINGS')}</Link>
          </li>
          {hasAnyRole(session, ROLE_GROUPS.admins) ? (
            <li>
              <Link to={paths.users.getHref()}>{t('HEADER.USERS')}</Link>
            </li>
          ) : null}
          <li>
            <button type="button" className="link-button" onClick={() => session.logout()}>
              {t('HEADER.LOGOUT')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
