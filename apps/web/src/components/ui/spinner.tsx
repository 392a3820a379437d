import { useTranslation } from 'react-i18next';

export interface SpinnerProps {
  /** Centres the spinner in a block that fills the content area. */
  block?: boolean;
}

export function Spinner({ block = false }: SpinnerProps) {
  const { t } = useTranslation();
  const spinner = (
    <span className="spinner" role="status" aria-label={t('SPINNER.LABEL')}>
      <span className="spinner__circle" aria-hidden="true" />
    </span>
  );
  return block ? <div className="spinner-block">{spinner}</div> : spinner;
}
