import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * The empty shell of a screen whose content a later issue builds: its title (document title
 * too) and a note. Nested routes render below it.
 */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className="page page--placeholder" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{t('PLACEHOLDER.MESSAGE')}</p>
      <Outlet />
    </section>
  );
}
