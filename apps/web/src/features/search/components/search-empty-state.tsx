import { useTranslation } from 'react-i18next';
import './search.css';

/** No one found (accounts-and-platform §2): a hint and a famous scientist's words. */
export function SearchEmptyState() {
  const { t } = useTranslation();
  return (
    <div className="search-empty">
      <h3 className="search-empty__title">{t('SEARCH_PAGE.EMPTY_TITLE')}</h3>
      <p>{t('SEARCH_PAGE.EMPTY_HINT')}</p>
      <figure className="search-empty__quote">
        <blockquote>
          <p>{t('SEARCH_PAGE.EMPTY_QUOTE')}</p>
        </blockquote>
        <figcaption>— {t('SEARCH_PAGE.EMPTY_QUOTE_AUTHOR')}</figcaption>
      </figure>
    </div>
  );
}
