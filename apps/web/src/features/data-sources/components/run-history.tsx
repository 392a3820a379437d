import type { Run, DataSourceName } from '@ln/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { localeOf } from '../../../lib/display-names';
import { formatDateTime } from '../../../lib/format-date';
import { useRuns } from '../api/get-runs';
import { RunCounts } from './run-counts';
import { RunChanges, RunErrors } from './run-records';

/** One run of the history opened: its counts, what it changed and each failed record. */
function RunDetails({ run, onClose }: { run: Run; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [run.id]);
  const title = t('DATA_SOURCES.DETAILS_TITLE', {
    date: formatDateTime(run.queuedAt, localeOf(i18n.language)),
    source: t(`DATA_SOURCES.SOURCE.${run.source}`),
    mode: t(`DATA_SOURCES.MODE.${run.mode}`),
  });
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="data-sources__details"
      aria-labelledby={`run-details-${run.id}`}
    >
      <h3 id={`run-details-${run.id}`}>{title}</h3>
      {run.failure ? (
        <p className="notice notice--error">
          {t('DATA_SOURCES.RESULT.FAILED', { reason: run.failure })}
        </p>
      ) : null}
      <RunCounts counts={run.counts} label={title} heading={false} />
      <RunChanges run={run} headingLevel={4} />
      <RunErrors run={run} headingLevel={4} />
      <p>
        <button type="button" className="button" onClick={onClose}>
          {t('DATA_SOURCES.DETAILS_CLOSE')}
        </button>
      </p>
    </section>
  );
}

/**
 * The run history of a source (chosen in a list), newest first, paged: when, scope, how it
 * was started, its state and counts, and a button that opens its details below the table.
 */
export function RunHistory({ sources }: { sources: readonly DataSourceName[] }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const [source, setSource] = useState<DataSourceName>(sources[0] ?? 'RADON');
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<Run | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const runs = useRuns(source, page);
  const sourceName = t(`DATA_SOURCES.SOURCE.${source}`);
  const tableLabel = t('DATA_SOURCES.HISTORY_TABLE', { source: sourceName });
  return (
    <section className="detail-section" aria-labelledby="data-sources-history">
      <h2 id="data-sources-history">{t('DATA_SOURCES.HISTORY_TITLE')}</h2>
      <FormField
        id="data-sources-history-source"
        className="data-sources__history-source"
        label={t('DATA_SOURCES.HISTORY_SOURCE')}
      >
        {(control) => (
          <select
            {...control}
            value={source}
            onChange={(event) => {
              setSource(event.target.value as DataSourceName);
              setPage(0);
              setOpened(null);
            }}
          >
            {sources.map((value) => (
              <option key={value} value={value}>
                {t(`DATA_SOURCES.SOURCE.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <QueryState query={runs}>
        {(data) =>
          data.totalElements === 0 ? (
            <p className="empty-state">{t('DATA_SOURCES.HISTORY_EMPTY')}</p>
          ) : (
            <>
              <div className="table-scroll" role="region" aria-label={tableLabel} tabIndex={0}>
                <table className="data-table data-sources__table data-sources__history">
                  <caption className="visually-hidden">{tableLabel}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('DATA_SOURCES.COL_WHEN')}</th>
                      <th scope="col">{t('DATA_SOURCES.COL_MODE')}</th>
                      <th scope="col">{t('DATA_SOURCES.COL_TRIGGER')}</th>
                      <th scope="col">{t('DATA_SOURCES.COL_STATE')}</th>
                      <th scope="col">{t('DATA_SOURCES.COL_COUNTS')}</th>
                      <th scope="col">{t('DATA_SOURCES.COL_DETAILS')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.content.map((run) => {
                      const date = formatDateTime(run.queuedAt, locale);
                      return (
                        <tr key={run.id}>
                          <td className="data-sources__nowrap">{date}</td>
                          <td>
                            {t(`DATA_SOURCES.MODE.${run.mode}`)}
                            {run.dryRun ? (
                              <>
                                {', '}
                                <span className="data-sources__dry">
                                  {t('DATA_SOURCES.DRY_TAG')}
                                </span>
                              </>
                            ) : null}
                          </td>
                          <td>{t(`DATA_SOURCES.TRIGGER.${run.trigger}`)}</td>
                          <td>
                            <span
                              className={`data-sources__state data-sources__state--${run.state}`}
                            >
                              {t(`DATA_SOURCES.STATE.${run.state}`)}
                            </span>
                          </td>
                          <td>{t('DATA_SOURCES.COUNTS_SHORT', run.counts)}</td>
                          <td>
                            <button
                              type="button"
                              className="button data-sources__small"
                              aria-label={t('DATA_SOURCES.DETAILS_LABEL', { date })}
                              aria-expanded={opened?.id === run.id}
                              onClick={(event) => {
                                openerRef.current = event.currentTarget;
                                setOpened(opened?.id === run.id ? null : run);
                              }}
                            >
                              {t('DATA_SOURCES.DETAILS')}
                            </button>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <Pager
                page={page}
                totalPages={data.totalPages}
                onPageChange={(next) => {
                  setPage(next);
                  setOpened(null);
                }}
                label={tableLabel}
              />
            </>
          )
        }
      </QueryState>
      {opened ? (
        <RunDetails
          key={opened.id}
          run={opened}
          onClose={() => {
            setOpened(null);
            openerRef.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
