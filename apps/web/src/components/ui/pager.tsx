import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** Zero-based page shown. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Strony listy publikacji". */
  label: string;
}

/** Previous/next paging with the page position; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPageChange, label }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const isFirst = page <= 0;
  const isLast = page >= totalPages - 1;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="pager__button"
        disabled={isFirst}
        onClick={() => onPageChange(page - 1)}
      >
        {t('PAGER.PREVIOUS')}
      </button>
      <span className="pager__position" aria-live="polite">
        {t('PAGER.POSITION', { page: page + 1, total: totalPages })}
      </span>
      <button
        type="button"
        className="pager__button"
        disabled={isLast}
        onClick={() => onPageChange(page + 1)}
      >
        {t('PAGER.NEXT')}
      </button>
    </nav>
  );
}
