import { useTranslation } from 'react-i18next';

import { RequireLogin, RequireRole } from '../../../features/auth/components/guards';
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

/** `/generator-cv/{id}/{idCV}`: only with CV-GENERATOR on (else `/`), then login. */
export function CvGeneratorRoute() {
  const { t } = useTranslation();
  return (
    <RequireFeature flag="CV-GENERATOR">
      <RequireLogin>
        <PlaceholderPage title={t('CV_GENERATOR.TITLE')} />
      </RequireLogin>
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
