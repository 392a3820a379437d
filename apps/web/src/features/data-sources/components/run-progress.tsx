import type { Run } from '@ln/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A queued or running run's progress (polled, see api/get-run.ts): records read of those
 * expected, a native progress bar (role progressbar; without a known total it shows no value).
 */
export function RunProgress({ run, sourceName }: { run: Run; sourceName: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { done, total } = run.progress;
  const text =
    total === null
      ? t('DATA_SOURCES.PROGRESS_UNKNOWN', { done })
      : t('DATA_SOURCES.PROGRESS', { done, total });
  return (
    <div className="data-sources__progress">
      <span id={labelId} className="data-sources__progress-label">
        {t('DATA_SOURCES.PROGRESS_LABEL', { source: sourceName })}
      </span>
      {total === null ? (
        <progress aria-labelledby={labelId} aria-valuetext={text} />
      ) : (
        <progress
          aria-labelledby={labelId}
          aria-valuetext={text}
          max={Math.max(total, 1)}
          value={Math.min(done, Math.max(total, 1))}
        />
      )}
      <p className="data-sources__progress-text">{text}</p>
    </div>
  );
}
