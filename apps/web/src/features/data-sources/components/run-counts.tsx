import type { RunCounts } from '@ln/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const COUNTS = [
  ['new', 'DATA_SOURCES.COUNT.NEW'],
  ['changed', 'DATA_SOURCES.COUNT.CHANGED'],
  ['unchanged', 'DATA_SOURCES.COUNT.UNCHANGED'],
  ['withdrawn', 'DATA_SOURCES.COUNT.WITHDRAWN'],
  ['errors', 'DATA_SOURCES.COUNT.ERRORS'],
] as const;

/**
 * A run's counts (new, changed, unchanged, withdrawn, errors) as a description list, named by
 * `label`: a heading above it, or (`heading: false`, where a heading already says whose they
 * are) its accessible name only.
 */
export function RunCounts({
  counts,
  label,
  heading = true,
}: {
  counts: RunCounts;
  label: string;
  heading?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = (
    <dl
      className="data-sources__counts"
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': label })}
    >
      {COUNTS.map(([field, key]) => (
        <div
          key={field}
          className={field === 'errors' && counts.errors > 0 ? 'is-failed' : undefined}
        >
          <dt>{t(key)}</dt>
          <dd>{counts[field]}</dd>
        </div>
      ))}
    </dl>
  );
  if (!heading) return list;
  return (
    <>
      <h3 id={headingId} className="data-sources__counts-title">
        {label}
      </h3>
      {list}
    </>
  );
}
