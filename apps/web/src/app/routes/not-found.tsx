import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('NOT_FOUND.TITLE'));
  return (
    <section className="page page--not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('NOT_FOUND.TITLE')}</h1>
      <p>{t('NOT_FOUND.MESSAGE')}</p>
      <p>
        <Link to={paths.home.getHref()}>{t('NOT_FOUND.GO_HOME')}</Link>
      </p>
    </section>
  );
}

export { NotFoundRoute as Component };
