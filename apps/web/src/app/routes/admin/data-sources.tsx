import { ROLE_GROUPS } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

import '../../../components/ui/account-screens.css';
import { RequireRole } from '../../../features/auth/components/guards';
import { DataSourcesPanel } from '../../../features/data-sources/components/data-sources-panel';
import { useDocumentTitle } from '../../../hooks/use-document-title';

function DataSources() {
  const { t } = useTranslation();
  useDocumentTitle(t('DATA_SOURCES.TITLE'));
  return (
    <article className="data-sources" aria-labelledby="data-sources-title">
      <h1 id="data-sources-title">{t('DATA_SOURCES.TITLE')}</h1>
      <p>{t('DATA_SOURCES.INTRO')}</p>
      <DataSourcesPanel />
    </article>
  );
}

/** `/data-sources`: login and ADMIN, beside the function import (issue 42). */
export function DataSourcesRoute() {
  return (
    <RequireRole roles={ROLE_GROUPS.admins}>
      <DataSources />
    </RequireRole>
  );
}
