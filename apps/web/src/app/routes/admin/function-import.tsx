import { ROLE_GROUPS } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

import '../../../components/ui/account-screens.css';
import { RequireRole } from '../../../features/auth/components/guards';
import { FunctionImportPanel } from '../../../features/function-import/components/function-import-panel';
import { ImportHistory } from '../../../features/function-import/components/import-history';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import './function-import.css';

function FunctionImport() {
  const { t } = useTranslation();
  useDocumentTitle(t('FUNCTION_IMPORT.TITLE'));
  return (
    <article className="function-import" aria-labelledby="function-import-title">
      <h1 id="function-import-title">{t('FUNCTION_IMPORT.TITLE')}</h1>
      <p>{t('FUNCTION_IMPORT.INTRO')}</p>
      <FunctionImportPanel />
      <ImportHistory />
    </article>
  );
}

/** `/function-import`: login and ADMIN (accounts-and-platform §2, §6). */
export function FunctionImportRoute() {
  return (
    <RequireRole roles={ROLE_GROUPS.admins}>
      <FunctionImport />
    </RequireRole>
  );
}
