import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';

import { AlertsProvider } from '../../lib/alerts';
import { DialogProvider } from '../../lib/dialogs';
import { useSession } from '../../features/auth/session';
import { AlertBar } from './alert-bar';
import { CookieNotice } from './cookie-notice';
import { Footer } from './footer';
import { HashLinkRedirect } from './hash-link-redirect';
import { Header } from './header';
import { HttpErrorBridge } from './http-error-bridge';
import { ProgressBar } from './progress-bar';
import { Sidebar } from './sidebar';
import './layout.css';
import { IconSprite } from '../../components/ui/icon';

export const MAIN_CONTENT_ID = 'main-content';

export function AppLayout() {
  const { t } = useTranslation();
  const sidebarId = useId();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const { key } = useLocation();
  const { logout } = useSession();
  useEffect(() => setSidebarOpen(false), [key]);

  return (
    <DialogProvider onSecurityLogout={logout}>
      <AlertsProvider>
        <HttpErrorBridge />
        <HashLinkRedirect />
        <div className="app-layout">
          <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
            {t('APP.SKIP_TO_CONTENT')}
          </a>
          <IconSprite />
          <ProgressBar />
          <Header
            sidebarId={sidebarId}
            sidebarOpen={sidebarOpen}
            onToggleSidebar={() => setSidebarOpen((open) => !open)}
          />
          {sidebarOpen ? <Sidebar id={sidebarId} /> : null}
          <AlertBar />
          <main id={MAIN_CONTENT_ID} className="site-main container" tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
          <CookieNotice />
          {/* A new page starts at its top (a detail opened from far down a list); back and
              forward return to where the visitor was. */}
          <ScrollRestoration />
        </div>
      </AlertsProvider>
    </DialogProvider>
  );
}
