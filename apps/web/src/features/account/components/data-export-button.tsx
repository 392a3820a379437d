import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../lib/api-client';
import { useDownloadDataExport } from '../api/get-data-export';

/** Downloads one's own data as JSON (GDPR art. 15 and 20), with what it holds. */
export function DataExportButton() {
  const { t } = useTranslation();
  const download = useDownloadDataExport();
  const limited = download.error instanceof ApiError && download.error.status === 429;
  return (
    <section className="data-export" aria-labelledby="data-export-title">
      <h2 id="data-export-title">{t('ACCOUNT.EXPORT.TITLE')}</h2>
      <p>{t('ACCOUNT.EXPORT.TEXT')}</p>
      <button
        type="button"
        className="button"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('ACCOUNT.EXPORT.BUTTON')}
      </button>
      <p role="status" className="form-field__hint">
        {download.isPending ? t('ACCOUNT.EXPORT.PREPARING') : ''}
      </p>
      {download.isError ? (
        <p className="form__error" role="alert">
          {limited ? t('ACCOUNT.EXPORT.RATE_LIMITED') : t('ACCOUNT.EXPORT.FAILED')}
        </p>
      ) : null}
    </section>
  );
}
