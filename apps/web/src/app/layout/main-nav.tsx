import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

import { EXTERNAL_LINKS } from '../../config/app';
import { paths } from '../../config/paths';
import { ExternalLink } from './external-link';

/** Home, search, gremia and the external CMS pages (§2 "Shell"). */
export function MainNav({ className, label }: { className: string; label: string }) {
  const { t } = useTranslation();
  return (
    <nav className={className} aria-label={label}>
      <ul>
        <li>
          <NavLink to={paths.home.getHref()} end>
            {t('HEADER.HOME')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.search.getHref()}>{t('HEADER.SEARCH')}</NavLink>
        </li>
        <li>
          <NavLink to={paths.gremiums.getHref()}>{t('HEADER.GREMIUMS')}</NavLink>
        </li>
        <li>
          <ExternalLink href={EXTERNAL_LINKS.erc}>{t('HEADER.ERC')}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={EXTERNAL_LINKS.about}>{t('HEADER.ABOUT')}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={EXTERNAL_LINKS.news}>{t('HEADER.NEWS')}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={EXTERNAL_LINKS.help}>{t('HEADER.HELP')}</ExternalLink>
        </li>
      </ul>
    </nav>
  );
}
