import { useTranslation } from 'react-i18next';

import { RequireRole } from '../../../features/auth/components/guards';
import { PlaceholderPage } from '../../layout/placeholder-page';

// Guarded routes whose screens come in later issues: the guard of §2 and an empty shell each.

/** `/function-import`: login and ADMIN. */
export function FunctionImportRoute() {
  const { t } = useTranslation();
  return (
    <RequireRole roles={['ADMIN']}>
      <PlaceholderPage title={t('FUNCTION_IMPORT.TITLE')} />
    </RequireRole>
  );
}
