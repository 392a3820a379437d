import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

import { Footer } from './footer';
import { Header } from './header';

export const MAIN_CONTENT_ID = 'main-content';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="app-layout">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('APP.SKIP_TO_CONTENT')}
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} className="site-main container" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
