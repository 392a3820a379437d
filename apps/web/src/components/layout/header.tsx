import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../config/paths';
import { LanguageSwitch } from './language-switch';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={paths.home.getHref()} className="site-header__brand">
          {t('APP.NAME')}
        </Link>
        <LanguageSwitch />
      </div>
    </header>
  );
}
