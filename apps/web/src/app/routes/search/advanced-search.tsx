import { useTranslation } from 'react-i18next';

import { PlaceholderPage } from '../../../components/layout/placeholder-page';

// PLACEHOLDER: advanced search (§2 `/advanced-search`) comes with the search page next
// session; that work replaces this module.
export function AdvancedSearchRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('SEARCH.ADVANCED_TITLE')} />;
}

export { AdvancedSearchRoute as Component };
