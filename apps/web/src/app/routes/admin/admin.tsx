import { useTranslation } from 'react-i18next';

import { RequireRole } from '../../../features/auth/components/guards';
import { RequireFeature } from '../../../features/platform/components/require-feature';
import { PlaceholderPage } from '../../layout/placeholder-page';

// Guarded routes whose screens come in later issues: the guard of §2 and an empty shell each.

/** `/gremiums/add-gremium`: login and OPI_OP or MEIN_OP. */
export function AddGremiumRoute() {
  const { t } = useTranslation();
  return (
    <RequireRole roles={['OPI_OP', 'MEIN_OP']}>
      <PlaceholderPage title={t('GREMIUM_ADMIN.ADD_TITLE')} />
    </RequireRole>
  );
}

/** `/gremiums/{gremiumId}/edit-gremium`: login and OPI_OP or MEIN_OP. */
export function EditGremiumRoute() {
  const { t } = useTranslation();
  return (
    <RequireRole roles={['OPI_OP', 'MEIN_OP']}>
      <PlaceholderPage title={t('GREMIUM_ADMIN.EDIT_TITLE')} />
    </RequireRole>
  );
}

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
