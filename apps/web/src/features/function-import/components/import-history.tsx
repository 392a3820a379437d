import type { FunctionImportJob } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { localeOf } from '../../../lib/display-names';
import { formatDateTime } from '../../../lib/format-date';
import { saveFile } from '../../../lib/save-file';
import { downloadErrorReport } from '../api/download-import-file';
import { useImportJobs } from '../api/get-import-jobs';

const when = (iso: string, language: string) => formatDateTime(iso, localeOf(language));

function ErrorReportButton({ job }: { job: FunctionImportJob }) {
  const { t, i18n } = useTranslation();
  return (
    <button
      type="button"
      className="button button--small"
      aria-label={t('FUNCTION_IMPORT.ERRORS_CSV_LABEL', {
        date: when(job.createdAt, i18n.language),
      })}
      onClick={async () => saveFile(await downloadErrorReport(job.jobId))}
    >
      {t('FUNCTION_IMPORT.ERRORS_CSV')}
    </button>
  );
}

/** The history of imports: who, when, the file, the kind, the result, the counts. */
export function ImportHistory() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const jobs = useImportJobs(page);
  return (
    <section className="detail-section" aria-labelledby="function-import-history">
      <h2 id="function-import-history">{t('FUNCTION_IMPORT.HISTORY_TITLE')}</h2>
      <QueryState query={jobs}>
        {(data) =>
          data.totalElements === 0 ? (
            <p>{t('FUNCTION_IMPORT.HISTORY_EMPTY')}</p>
          ) : (
            <>
              <div
                className="table-scroll"
                role="region"
                aria-label={t('FUNCTION_IMPORT.HISTORY_TABLE')}
                tabIndex={0}
              >
                <table className="data-table function-import__table">
                  <caption className="visually-hidden">
                    {t('FUNCTION_IMPORT.HISTORY_TABLE')}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('FUNCTION_IMPORT.COL_WHEN')}</th>
                      <th scope="col">{t('FUNCTION_IMPORT.COL_WHO')}</th>
                      <th scope="col">{t('FUNCTION_IMPORT.COL_FILE')}</th>
                      <th scope="col">{t('FUNCTION_IMPORT.COL_MODE')}</th>
                      <th scope="col">{t('FUNCTION_IMPORT.COL_STATUS')}</th>
                      <th scope="col">{t('FUNCTION_IMPORT.COL_COUNTS')}</th>
                      <th scope="col">{t('FUNCTION_IMPORT.COL_ERRORS')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.content.map((job) => (
                      <tr key={job.jobId}>
                        <td className="function-import__nowrap">
                          {when(job.createdAt, i18n.language)}
                        </td>
                        <td>{job.createdBy?.name ?? t('FUNCTION_IMPORT.UNKNOWN_USER')}</td>
                        <td className="function-import__file">{job.fileName}</td>
                        <td>{t(`FUNCTION_IMPORT.MODE.${job.mode}`)}</td>
                        <td>{t(`FUNCTION_IMPORT.STATUS.${job.status}`)}</td>
                        <td>
                          {t('FUNCTION_IMPORT.COUNTS', {
                            total: job.rowsTotal,
                            created: job.rowsCreated,
                            updated: job.rowsUpdated,
                            unchanged: job.rowsUnchanged,
                            failed: job.rowsFailed,
                          })}
                        </td>
                        <td>{job.rowsFailed > 0 ? <ErrorReportButton job={job} /> : null}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {data.totalPages > 1 ? (
                <Pager
                  page={page}
                  totalPages={data.totalPages}
                  onPageChange={setPage}
                  label={t('FUNCTION_IMPORT.HISTORY_TABLE')}
                />
              ) : null}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
