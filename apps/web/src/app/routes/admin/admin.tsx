import { useTranslation } from 'react-i18next';

import { RequireRole } from '../../../features/auth/components/guards';
import { RequireFeature } from '../../../features/platform/components/require-feature';
import { PlaceholderPage } from '../../layout/placeholder-page';

// Guarded routes whose screens come in later issues: the guard of §2 and an empty shell each.

/** `/eksperci`: only with JSDE_MODULE on, else `/`. */
export function ExpertsRoute() {
  const { t } = useTranslation();
  return (
    <RequireFeature flag="JSDE_MODULE">
      <PlaceholderPage title={t('EXPERTS.TITLE')} />
    </RequireFeature>
  );
}

/** `/function-import`: login and ADMIN. */
export function FunctionImportRoute() {
  const { t } = useTranslation();
  return (
    <RequireRole roles={['ADMIN']}>
      <PlaceholderPage title={t('FUNCTION_IMPORT.TITLE')} />
    </RequireRole>
  );
}
