import { useTranslation } from 'react-i18next';

import { PlaceholderPage } from '../../../components/layout/placeholder-page';

// PLACEHOLDER: the people search (accounts-and-platform §2 `/profiles`) is built next session,
// once the search API (issue 4) has landed; that work replaces this module. The URL already
// carries the filters (e.g. `/profiles?domains=DZ0101N` from the home page's tiles).
export function SearchRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('SEARCH.TITLE')} />;
}

export { SearchRoute as Component };
