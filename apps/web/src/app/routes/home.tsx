import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../hooks/use-document-title';

export function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('HOME.TITLE'));
  return (
    <section className="page page--home" aria-labelledby="home-title">
      <h1 id="home-title">{t('HOME.TITLE')}</h1>
      <p className="lead">{t('HOME.INTRO')}</p>
    </section>
  );
}

// React Router's lazy routes pick up the `Component` export.
export { HomeRoute as Component };
