import { useTranslation } from 'react-i18next';

import { RequireOwnProfile } from '../../../features/auth/components/guards';
import { PlaceholderPage } from '../../layout/placeholder-page';

// `/profiles/{id}/edit` and its children: own profile only, login required (§2). The edit
// screens come in a later issue; this is the guard and an empty shell.
export function ProfileEditRoute() {
  const { t } = useTranslation();
  return (
    <RequireOwnProfile>
      <PlaceholderPage title={t('PROFILE_EDIT.TITLE')} />
    </RequireOwnProfile>
  );
}

export { ProfileEditRoute as Component };
