import type { FunctionImportJob } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

/** The progress of a running job: rows checked of the file's rows (polled, see get-import-job). */
export function ImportProgress({ job, label }: { job: FunctionImportJob; label: string }) {
  const { t } = useTranslation();
  const total = Math.max(job.rowsTotal, 1);
  return (
    <div className="function-import__progress">
      <label htmlFor={`progress-${job.jobId}`}>{label}</label>
      <progress id={`progress-${job.jobId}`} max={total} value={job.rowsProcessed} />
      <p aria-live="polite">
        {t('FUNCTION_IMPORT.PROGRESS', { done: job.rowsProcessed, total: job.rowsTotal })}
      </p>
    </div>
  );
}
