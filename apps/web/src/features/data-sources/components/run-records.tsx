import type { Run } from '@ln/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { localeOf } from '../../../lib/display-names';
import { formatDateTime } from '../../../lib/format-date';
import { useRunChanges } from '../api/get-run-changes';
import { useRunErrors } from '../api/get-run-errors';

/** A run's name in its tables' labels: its source and when it was queued. */
function useRunName(run: Run): string {
  const { t, i18n } = useTranslation();
  return t('DATA_SOURCES.RUN_NAME', {
    source: t(`DATA_SOURCES.SOURCE.${run.source}`),
    date: formatDateTime(run.queuedAt, localeOf(i18n.language)),
  });
}

/**
 * One page of a run's records: the heading, an empty text or the scrolling table (its region
 * named for screen readers, reachable by Tab), and the pager.
 */
function RecordsPage<T>({
  heading,
  title,
  tableLabel,
  empty,
  columns,
  query,
  page,
  onPageChange,
  row,
}: {
  heading: 'h3' | 'h4';
  title: string;
  tableLabel: string;
  empty: string;
  columns: string[];
  query: UseQueryResult<{ content: T[]; totalElements: number; totalPages: number }>;
  page: number;
  onPageChange: (page: number) => void;
  row: (item: T, index: number) => ReactNode;
}) {
  const Heading = heading;
  return (
    <div className="data-sources__records">
      <Heading>{title}</Heading>
      <QueryState query={query}>
        {(data) =>
          data.totalElements === 0 ? (
            <p className="empty-state">{empty}</p>
          ) : (
            <>
              <div className="table-scroll" role="region" aria-label={tableLabel} tabIndex={0}>
                <table className="data-table data-sources__table">
                  <caption className="visually-hidden">{title}</caption>
                  <thead>
                    <tr>
                      {columns.map((column) => (
                        <th key={column} scope="col">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>{data.content.map(row)}</tbody>
                </table>
              </div>
              <Pager
                page={page}
                totalPages={data.totalPages}
                onPageChange={onPageChange}
                label={tableLabel}
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

/**
 * What a run changed, or for a dry run what it would change: one row per record with its kind,
 * source id and name; a person still on the portal links to the public profile.
 */
export function RunChanges({ run, headingLevel = 3 }: { run: Run; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const changes = useRunChanges(run.id, page);
  return (
    <RecordsPage
      heading={`h${headingLevel}`}
      title={run.dryRun ? t('DATA_SOURCES.DRY_TITLE') : t('DATA_SOURCES.CHANGES_TITLE')}
      tableLabel={t('DATA_SOURCES.CHANGES_TABLE', { run: useRunName(run) })}
      empty={t(run.dryRun ? 'DATA_SOURCES.CHANGES_EMPTY_DRY' : 'DATA_SOURCES.CHANGES_EMPTY')}
      columns={[
        t('DATA_SOURCES.COL_LABEL'),
        t('DATA_SOURCES.COL_CHANGE'),
        t('DATA_SOURCES.COL_ENTITY'),
        t('DATA_SOURCES.COL_SOURCE_ID'),
      ]}
      query={changes}
      page={page}
      onPageChange={setPage}
      row={(change, index) => (
        // One record can change in two phases of a run (its names, its jobs).
        <tr key={`${change.entity}-${change.sourceId}-${index}`}>
          <td>
            {change.profileId && change.change !== 'WITHDRAWN' ? (
              <Link to={paths.profile.getHref(change.profileId)}>{change.label}</Link>
            ) : (
              change.label
            )}
          </td>
          <td>
            <span className={`data-sources__change data-sources__change--${change.change}`}>
              {t(`DATA_SOURCES.CHANGE.${change.change}`)}
            </span>
          </td>
          <td>{t(`DATA_SOURCES.ENTITY.${change.entity}`)}</td>
          <td>
            <code>{change.sourceId}</code>
          </td>
        </tr>
      )}
    />
  );
}

/** Each record the run could not take: its kind, source id, the reason and when. */
export function RunErrors({ run, headingLevel = 3 }: { run: Run; headingLevel?: 3 | 4 }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const [page, setPage] = useState(0);
  const errors = useRunErrors(run.id, page);
  return (
    <RecordsPage
      heading={`h${headingLevel}`}
      title={t('DATA_SOURCES.ERRORS_TITLE')}
      tableLabel={t('DATA_SOURCES.ERRORS_TABLE', { run: useRunName(run) })}
      empty={t('DATA_SOURCES.ERRORS_EMPTY')}
      columns={[
        t('DATA_SOURCES.COL_SOURCE_ID'),
        t('DATA_SOURCES.COL_ENTITY'),
        t('DATA_SOURCES.COL_REASON'),
        t('DATA_SOURCES.COL_AT'),
      ]}
      query={errors}
      page={page}
      onPageChange={setPage}
      row={(error, index) => (
        <tr key={`${error.entity}-${error.sourceId}-${index}`}>
          <td>
            <code>{error.sourceId}</code>
          </td>
          <td>{t(`DATA_SOURCES.ENTITY.${error.entity}`)}</td>
          <td className="data-sources__reason">{error.reason}</td>
          <td className="data-sources__nowrap">{formatDateTime(error.at, locale)}</td>
        </tr>
      )}
    />
  );
}
