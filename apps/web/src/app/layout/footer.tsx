import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { APP_VERSION, EXTERNAL_LINKS } from '../../config/app';
import { paths } from '../../config/paths';
import { useBuildInfo } from '../../features/platform/api/get-build-info';
import type { ApiService } from '../../lib/api-client';
import { ExternalLink } from './external-link';
import { HelpdeskLink } from './helpdesk-link';

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
      <div className="container site-footer__inner">
        <nav aria-label={t('FOOTER.LINKS_LABEL')}>
          <ul className="site-footer__links">
            <li>
              <ExternalLink href={EXTERNAL_LINKS.help}>{t('FOOTER.HELP')}</ExternalLink>
            </li>
            <li>
              <Link to={paths.status.termsAndConditions.getHref()}>{t('FOOTER.TERMS')}</Link>
            </li>
            <li>
              <ExternalLink href={EXTERNAL_LINKS.accessibility}>
                {t('FOOTER.ACCESSIBILITY')}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={EXTERNAL_LINKS.privacy}>{t('FOOTER.PRIVACY')}</ExternalLink>
            </li>
            <li>
              <HelpdeskLink />
            </li>
            <li>
              <Link to={paths.developers.getHref()}>{t('DEVELOPERS.FOOTER_LINK')}</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__hours">{t('FOOTER.HELPDESK_HOURS')}</p>
        <dl className="site-footer__versions" aria-label={t('FOOTER.VERSIONS_LABEL')}>
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
