import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link that opens in a new tab and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t('COMMON.NEW_TAB')}</span>
    </a>
  );
}
