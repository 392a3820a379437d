import type { FunctionImportJob, FunctionImportRow } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Pager } from '../../../components/ui/pager';
import { localeOf } from '../../../lib/display-names';
import { formatDate } from '../../../lib/format-date';
import { useImportRows } from '../api/get-import-rows';

/** The counts of a finished check, as a description list. */
export function ImportCounts({ job }: { job: FunctionImportJob }) {
  const { t } = useTranslation();
  const items = [
    ['FUNCTION_IMPORT.COUNT_TOTAL', job.rowsTotal],
    ['FUNCTION_IMPORT.COUNT_CREATED', job.rowsCreated],
    ['FUNCTION_IMPORT.COUNT_UPDATED', job.rowsUpdated],
    ['FUNCTION_IMPORT.COUNT_UNCHANGED', job.rowsUnchanged],
    ['FUNCTION_IMPORT.COUNT_FAILED', job.rowsFailed],
  ] as const;
  return (
    <dl className="function-import__counts">
      {items.map(([key, value]) => (
        <div key={key} className={key.endsWith('FAILED') && value > 0 ? 'is-failed' : undefined}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RowErrors({ row }: { row: FunctionImportRow }) {
  const { t } = useTranslation();
  if (row.errors.length === 0) return null;
  return (
    <ul className="function-import__errors">
      {row.errors.map((error, i) => (
        <li key={`${error.column}-${i}`}>
          <strong>
            {error.column === 'row'
              ? t('FUNCTION_IMPORT.ERROR_WHOLE_ROW')
              : t('FUNCTION_IMPORT.ERROR_COLUMN', { column: error.column })}
          </strong>
          : {t(`FUNCTION_IMPORT.ERRORS.${error.code}`)}
          {error.invalidValue ? (
            <>
              {' '}
              (<code>{error.invalidValue}</code>)
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The per-row report of a job: what each row does, and every error with its row and column. */
export function ImportReport({ job }: { job: FunctionImportJob }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const [page, setPage] = useState(0);
  const [errorsOnly, setErrorsOnly] = useState(job.rowsFailed > 0);
  const rows = useImportRows(job.jobId, page, errorsOnly);
  const data = rows.data;
  const period = (row: FunctionImportRow) =>
    row.dateFrom === null
      ? ''
      : row.dateTo === null
        ? t('FUNCTION_IMPORT.PERIOD_OPEN', { from: formatDate(row.dateFrom, locale) })
        : t('FUNCTION_IMPORT.PERIOD', {
            from: formatDate(row.dateFrom, locale),
            to: formatDate(row.dateTo, locale),
          });
  return (
    <div className="function-import__report">
      <label className="function-import__filter">
        <input
          type="checkbox"
          checked={errorsOnly}
          onChange={(event) => {
            setErrorsOnly(event.target.checked);
            setPage(0);
          }}
        />{' '}
        {t('FUNCTION_IMPORT.ERRORS_ONLY')}
      </label>
      <div
        className="table-scroll"
        role="region"
        aria-label={t('FUNCTION_IMPORT.REPORT_TABLE')}
        tabIndex={0}
      >
        <table className="data-table function-import__table">
          <caption className="visually-hidden">{t('FUNCTION_IMPORT.REPORT_TABLE')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('FUNCTION_IMPORT.COL_ROW')}</th>
              <th scope="col">{t('FUNCTION_IMPORT.COL_ACTION')}</th>
              <th scope="col">{t('FUNCTION_IMPORT.COL_GREMIUM')}</th>
              <th scope="col">{t('FUNCTION_IMPORT.COL_PERSON')}</th>
              <th scope="col">{t('FUNCTION_IMPORT.COL_FUNCTION')}</th>
              <th scope="col">{t('FUNCTION_IMPORT.COL_PERIOD')}</th>
              <th scope="col">{t('FUNCTION_IMPORT.COL_ERRORS')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.content ?? []).map((row) => (
              <tr key={row.rowNumber} className={`function-import__row--${row.action}`}>
                <td>{row.rowNumber}</td>
                <td>
                  <span
                    className={`function-import__action function-import__action--${row.action}`}
                  >
                    {t(`FUNCTION_IMPORT.ACTION.${row.action}`)}
                  </span>
                </td>
                <td>{row.gremium?.name ?? ''}</td>
                <td>{row.person?.name ?? ''}</td>
                <td>
                  {row.functionPl}
                  {row.functionEn ? (
                    <>
                      <br />
                      <span lang="en">{row.functionEn}</span>
                    </>
                  ) : null}
                </td>
                <td className="function-import__nowrap">{period(row)}</td>
                <td>
                  <RowErrors row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && data.totalPages > 1 ? (
        <Pager
          page={page}
          totalPages={data.totalPages}
          onPageChange={setPage}
          label={t('FUNCTION_IMPORT.REPORT_TABLE')}
        />
      ) : null}
    </div>
  );
}
