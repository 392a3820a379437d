import { useTranslation } from 'react-i18next';

import { APP_VERSION } from '../../config/app';
import { useBuildInfo } from '../../features/platform/api/get-build-info';
import type { ApiService } from '../../lib/api-client';

function ServiceVersion({ service }: { service: ApiService }) {
  const { t } = useTranslation();
  const { data, isPending } = useBuildInfo(service);
  if (isPending) return <>{t('COMMON.LOADING')}</>;
  if (!data) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('COMMON.NOT_AVAILABLE')}</span>
      </>
    );
  }
  return <>{data.build.version}</>;
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <dl className="site-footer__versions">
          <div className="site-footer__version">
            <dt>{t('FOOTER.USERS_API_VERSION')}</dt>
            <dd>
              <ServiceVersion service="users-api" />
            </dd>
          </div>
          <div className="site-footer__version">
            <dt>{t('FOOTER.PROFILES_API_VERSION')}</dt>
            <dd>
              <ServiceVersion service="profiles-api" />
            </dd>
          </div>
          <div className="site-footer__version">
            <dt>{t('FOOTER.WEB_VERSION')}</dt>
            <dd>{APP_VERSION}</dd>
          </div>
        </dl>
      </div>
    </footer>
  );
}
