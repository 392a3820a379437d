import type { FunctionImportJob } from '@ln/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { downloadErrorReport, downloadTemplate } from '../api/download-import-file';
import { isRunning, useImportJob } from '../api/get-import-job';
import { importKeys } from '../api/keys';
import { useUploadImportFile } from '../api/upload-import-file';
import { ImportProgress } from './import-progress';
import { ImportCounts, ImportReport } from './import-report';

/** The template downloads (CSV and XLSX) with what the columns mean. */
function TemplateSection() {
  const { t } = useTranslation();
  return (
    <section className="detail-section" aria-labelledby="function-import-template">
      <h2 id="function-import-template">{t('FUNCTION_IMPORT.TEMPLATE_TITLE')}</h2>
      <p>{t('FUNCTION_IMPORT.TEMPLATE_TEXT')}</p>
      <p className="function-import__actions">
        <button
          type="button"
          className="button"
          onClick={async () => saveFile(await downloadTemplate('csv'))}
        >
          {t('FUNCTION_IMPORT.TEMPLATE_CSV')}
        </button>
        <button
          type="button"
          className="button"
          onClick={async () => saveFile(await downloadTemplate('xlsx'))}
        >
          {t('FUNCTION_IMPORT.TEMPLATE_XLSX')}
        </button>
      </p>
    </section>
  );
}

/** A 400 on `file` names why the file was refused; anything else is a failed upload. */
function refusedReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.fieldErrors.find((e) => e.key === 'file')?.content ?? null;
}

/** The outcome of the dry run: counts, the per-row report, then the apply when it is clean. */
function DryRunResult({
  job,
  onApply,
  applying,
}: {
  job: FunctionImportJob;
  onApply: () => void;
  applying: boolean;
}) {
  const { t } = useTranslation();
  if (job.status === 'FAILED')
    return (
      <p className="notice notice--error" role="alert">
        {t('FUNCTION_IMPORT.CHECK_FAILED')}
      </p>
    );
  const changes = job.rowsCreated + job.rowsUpdated;
  return (
    <section className="detail-section" aria-labelledby="function-import-report">
      <h2 id="function-import-report">{t('FUNCTION_IMPORT.REPORT_TITLE')}</h2>
      <ImportCounts job={job} />
      {job.rowsFailed > 0 ? (
        <>
          <p className="notice notice--error" role="alert">
            {t('FUNCTION_IMPORT.HAS_ERRORS')}
          </p>
          <p>
            <button
              type="button"
              className="button"
              onClick={async () => saveFile(await downloadErrorReport(job.jobId))}
            >
              {t('FUNCTION_IMPORT.DOWNLOAD_ERRORS')}
            </button>
          </p>
        </>
      ) : (
        <div className="function-import__apply">
          <p className="notice notice--success" role="status">
            {t(changes > 0 ? 'FUNCTION_IMPORT.READY' : 'FUNCTION_IMPORT.NOTHING_TO_CHANGE')}
          </p>
          {changes > 0 ? (
            <button
              type="button"
              className="button button--primary"
              disabled={applying}
              onClick={onApply}
            >
              {t('FUNCTION_IMPORT.APPLY')}
            </button>
          ) : null}
        </div>
      )}
      <ImportReport key={job.jobId} job={job} />
    </section>
  );
}

/**
 * The import's flow (decision 026): choose a file, check it (a dry run, its report polled
 * while it runs), then apply the same file as checked; the result joins the history.
 */
export function FunctionImportPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useUploadImportFile();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [dryRunJobId, setDryRunJobId] = useState<string | null>(null);
  const [applyJobId, setApplyJobId] = useState<string | null>(null);
  const dryRun = useImportJob(dryRunJobId);
  const applied = useImportJob(applyJobId);
  const resultRef = useRef<HTMLDivElement>(null);

  // A job that has just ended refreshes the history and takes the focus to its result.
  const ended = [dryRun.data, applied.data].filter((j) => j && !isRunning(j)).length;
  useEffect(() => {
    if (ended === 0) return;
    void queryClient.invalidateQueries({ queryKey: importKeys.jobs(0).slice(0, 2) });
    resultRef.current?.focus();
  }, [ended, queryClient]);

  const check = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('FUNCTION_IMPORT.FILE_REQUIRED'));
      return;
    }
    setApplyJobId(null);
    setDryRunJobId(null);
    upload.mutate(
      { file, mode: 'DRY_RUN' },
      {
        onSuccess: (job) => setDryRunJobId(job.jobId),
        onError: onUploadError,
      },
    );
  };

  const onUploadError = (error: unknown) => {
    const reason = refusedReason(error);
    setFileError(
      reason ? t('FUNCTION_IMPORT.FILE_REFUSED', { reason }) : t('FUNCTION_IMPORT.UPLOAD_FAILED'),
    );
  };

  const apply = () => {
    if (!file || !dryRunJobId) return;
    upload.mutate(
      { file, mode: 'APPLY', dryRunJobId },
      {
        onSuccess: (job) => setApplyJobId(job.jobId),
        onError: onUploadError,
      },
    );
  };

  const dry = dryRun.data;
  const done = applied.data;
  return (
    <>
      <TemplateSection />
      <section className="detail-section" aria-labelledby="function-import-upload">
        <h2 id="function-import-upload">{t('FUNCTION_IMPORT.UPLOAD_TITLE')}</h2>
        <form className="function-import__form" onSubmit={check} noValidate>
          <FormField
            label={t('FUNCTION_IMPORT.FILE')}
            hint={t('FUNCTION_IMPORT.FILE_HINT')}
            error={fileError}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                name="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => {
                  // An upload still on its way is for the old file: its answer must not make
                  // the new one look checked (reset drops the answer's callbacks).
                  upload.reset();
                  setFile(event.target.files?.[0] ?? null);
                  setFileError(undefined);
                  // Another file needs its own check before it can be applied.
                  setDryRunJobId(null);
                  setApplyJobId(null);
                }}
              />
            )}
          </FormField>
          <button
            type="submit"
            className="button button--primary"
            disabled={upload.isPending || isRunning(dry) || isRunning(done)}
          >
            {t('FUNCTION_IMPORT.CHECK')}
          </button>
        </form>
      </section>
      <div ref={resultRef} tabIndex={-1} className="function-import__result">
        {dry && isRunning(dry) ? (
          <ImportProgress job={dry} label={t('FUNCTION_IMPORT.PROGRESS_CHECK')} />
        ) : null}
        {done && isRunning(done) ? (
          <ImportProgress job={done} label={t('FUNCTION_IMPORT.PROGRESS_APPLY')} />
        ) : null}
        {done && done.status === 'DONE' ? (
          <p className="notice notice--success" role="status">
            {t('FUNCTION_IMPORT.APPLIED', {
              created: done.rowsCreated,
              updated: done.rowsUpdated,
              unchanged: done.rowsUnchanged,
            })}
          </p>
        ) : null}
        {done && done.status === 'FAILED' ? (
          <p className="notice notice--error" role="alert">
            {t('FUNCTION_IMPORT.APPLY_FAILED')}
          </p>
        ) : null}
        {dry && !isRunning(dry) && !done ? (
          <DryRunResult job={dry} onApply={apply} applying={upload.isPending} />
        ) : null}
      </div>
    </>
  );
}
