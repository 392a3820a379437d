import type { DataSourceStatus, Run, RunMode } from '@ln/contracts';
import { RunModeSchema } from '@ln/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DescriptionList } from '../../../components/ui/description-list';
import { FormField } from '../../../components/ui/form-field';
import { localeOf } from '../../../lib/display-names';
import { formatDateTime } from '../../../lib/format-date';
import { useCancelRun } from '../api/cancel-run';
import { useConfirmRun } from '../api/confirm-run';
import { isMoving, isOpen, useRun } from '../api/get-run';
import { dataSourceKeys } from '../api/keys';
import { useStartRun } from '../api/start-run';
import { refusalKey } from './refusal';
import { RunCounts } from './run-counts';
import { RunProgress } from './run-progress';
import { RunChanges, RunErrors } from './run-records';
import { DryRunGuardNotice, GuardConfirmation } from './guard-confirmation';

const MODES = RunModeSchema.options;

/** "Run now": full or incremental, optionally a dry run that saves nothing. */
function RunForm({
  source,
  sourceName,
  disabled,
  onStart,
}: {
  source: DataSourceStatus['source'];
  sourceName: string;
  disabled: boolean;
  onStart: (mode: RunMode, dryRun: boolean) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<RunMode>('INCREMENTAL');
  const [dryRun, setDryRun] = useState(false);
  return (
    <form
      className="data-sources__form"
      aria-label={t('DATA_SOURCES.RUN_FORM', { source: sourceName })}
      onSubmit={(event) => {
        event.preventDefault();
        onStart(mode, dryRun);
      }}
    >
      <fieldset className="form-row data-sources__modes">
        <legend>{t('DATA_SOURCES.MODE_LABEL')}</legend>
        {MODES.map((value) => (
          <FormField
            key={value}
            id={`${source}-mode-${value}`}
            kind="checkbox"
            label={t(`DATA_SOURCES.MODE.${value}`)}
            hint={t(`DATA_SOURCES.MODE_HINT.${value}`)}
          >
            {(control) => (
              <input
                {...control}
                type="radio"
                name={`${source}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
            )}
          </FormField>
        ))}
      </fieldset>
      <FormField id={`${source}-dry-run`} kind="checkbox" label={t('DATA_SOURCES.DRY_RUN')}>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={dryRun}
            onChange={(event) => setDryRun(event.target.checked)}
          />
        )}
      </FormField>
      <p>
        <button type="submit" className="button button--primary" disabled={disabled}>
          {t(dryRun ? 'DATA_SOURCES.RUN_NOW_DRY' : 'DATA_SOURCES.RUN_NOW')}
        </button>
      </p>
    </form>
  );
}

/** How a finished run ended, in words. */
function RunResult({ run }: { run: Run }) {
  const { t } = useTranslation();
  if (run.state === 'SUCCEEDED')
    return (
      <p className="notice notice--success">
        {t(run.dryRun ? 'DATA_SOURCES.RESULT.SUCCEEDED_DRY' : 'DATA_SOURCES.RESULT.SUCCEEDED')}
      </p>
    );
  if (run.state === 'FAILED')
    return (
      <p className="notice notice--error">
        {run.failure
          ? t('DATA_SOURCES.RESULT.FAILED', { reason: run.failure })
          : t('DATA_SOURCES.RESULT.FAILED_NO_REASON')}
      </p>
    );
  if (run.state === 'CANCELLED')
    return <p className="notice">{t('DATA_SOURCES.RESULT.CANCELLED')}</p>;
  return null;
}

/**
 * One source (issue 42 "The operator's screen"): its state, configuration, last and next run,
 * the counts; the run it watches (its progress, polled while it moves; the removal guard's
 * question; how it ended, and what it changed or would change); "Run now". State changes are
 * announced in the card's live region.
 */
export function SourceCard({ source }: { source: DataSourceStatus }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const queryClient = useQueryClient();
  const sourceName = t(`DATA_SOURCES.SOURCE.${source.source}`);
  const start = useStartRun();
  const confirm = useConfirmRun();
  const cancel = useCancelRun();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const runRef = useRef<HTMLDivElement>(null);

  // The run shown: the one started here, or the source's current one (started by the schedule
  // or in another tab) once the list names it; kept when it ends, to show how it ended.
  const [watchedId, setWatchedId] = useState<string | null>(source.currentRun?.id ?? null);
  const currentId = source.currentRun?.id ?? null;
  if (currentId !== null && currentId !== watchedId) setWatchedId(currentId);
  const watched = useRun(watchedId);
  const run = watched.data ?? (source.currentRun?.id === watchedId ? source.currentRun : null);

  // A change of the run's state after the card was shown is announced and refreshes the
  // history (the run's row); one that stops its movement refreshes the source (state, last run).
  const runState = run ? `${run.id}:${run.state}` : null;
  const seen = useRef(runState);
  useEffect(() => {
    if (!run || runState === seen.current) return;
    seen.current = runState;
    setAnnouncement(
      t('DATA_SOURCES.ANNOUNCE', {
        source: sourceName,
        state: t(`DATA_SOURCES.STATE.${run.state}`),
      }),
    );
    void queryClient.invalidateQueries({ queryKey: dataSourceKeys.runs(source.source) });
    if (!isMoving(run)) void queryClient.invalidateQueries({ queryKey: dataSourceKeys.sources() });
  }, [run, runState, queryClient, sourceName, source.source, t]);

  const onRefused = (error: unknown) => {
    const key = refusalKey(error);
    setRefusal(key ? t(key) : null);
  };
  const focusRun = () => runRef.current?.focus();

  const onStart = (mode: RunMode, dryRun: boolean) => {
    setRefusal(null);
    start.mutate(
      { source: source.source, mode, dryRun },
      {
        onSuccess: (started) => {
          setWatchedId(started.id);
          focusRun();
        },
        onError: onRefused,
      },
    );
  };
  const answer = (mutation: typeof confirm | typeof cancel, runId: string) => {
    setRefusal(null);
    mutation.mutate(runId, { onSuccess: focusRun, onError: onRefused });
  };

  const open = isOpen(run);
  const state = open && run ? run.state : source.state;
  const shownCounts = run ?? source.lastRun;
  const summary = (last: Run) =>
    t(last.dryRun ? 'DATA_SOURCES.RUN_SUMMARY_DRY' : 'DATA_SOURCES.RUN_SUMMARY', {
      date: formatDateTime(last.finishedAt ?? last.queuedAt, locale),
      mode: t(`DATA_SOURCES.MODE.${last.mode}`),
      state: t(`DATA_SOURCES.STATE.${last.state}`),
    });
  const titleId = `data-source-${source.source}`;
  const answering = confirm.isPending || cancel.isPending;

  return (
    <section className="detail-section data-sources__source" aria-labelledby={titleId}>
      <h2 id={titleId}>{sourceName}</h2>
      <p>{t(`DATA_SOURCES.SOURCE_TEXT.${source.source}`)}</p>
      <DescriptionList
        items={[
          {
            key: 'state',
            label: t('DATA_SOURCES.STATE_LABEL'),
            value: (
              <span className={`data-sources__state data-sources__state--${state}`}>
                {t(`DATA_SOURCES.STATE.${state}`)}
              </span>
            ),
          },
          {
            key: 'configured',
            label: t('DATA_SOURCES.CONFIGURATION'),
            value: t(source.configured ? 'DATA_SOURCES.CONFIGURED' : 'DATA_SOURCES.NOT_CONFIGURED'),
          },
          {
            key: 'last',
            label: t('DATA_SOURCES.LAST_RUN'),
            value: source.lastRun ? summary(source.lastRun) : t('DATA_SOURCES.NEVER'),
          },
          {
            key: 'next',
            label: t('DATA_SOURCES.NEXT_RUN'),
            value: source.nextRunAt
              ? formatDateTime(source.nextRunAt, locale)
              : t('DATA_SOURCES.NOT_SCHEDULED'),
          },
          {
            key: 'full',
            label: t('DATA_SOURCES.SCHEDULE_FULL'),
            value: source.schedule.full ? <code>{source.schedule.full}</code> : null,
          },
          {
            key: 'incremental',
            label: t('DATA_SOURCES.SCHEDULE_INCREMENTAL'),
            value: source.schedule.incremental ? <code>{source.schedule.incremental}</code> : null,
          },
        ]}
      />
      {source.configured ? null : (
        <p className="notice notice--error">{t('DATA_SOURCES.NOT_CONFIGURED_TEXT')}</p>
      )}
      {shownCounts ? (
        <RunCounts
          counts={shownCounts.counts}
          label={t(open ? 'DATA_SOURCES.COUNTS_CURRENT' : 'DATA_SOURCES.COUNTS_LAST')}
        />
      ) : null}

      <div ref={runRef} tabIndex={-1} className="data-sources__run">
        {run && isMoving(run) ? (
          <>
            {run.state === 'QUEUED' ? <p>{t('DATA_SOURCES.QUEUED_TEXT')}</p> : null}
            <RunProgress run={run} sourceName={sourceName} />
            <p>
              <button
                type="button"
                className="button"
                disabled={answering}
                onClick={() => answer(cancel, run.id)}
              >
                {t('DATA_SOURCES.CANCEL_RUN')}
              </button>
            </p>
          </>
        ) : null}
        {run && run.state === 'AWAITING_CONFIRMATION' && run.guard ? (
          <GuardConfirmation
            run={run}
            guard={run.guard}
            sourceName={sourceName}
            pending={answering}
            onConfirm={() => answer(confirm, run.id)}
            onCancel={() => answer(cancel, run.id)}
          />
        ) : null}
        {run && !open ? <RunResult run={run} /> : null}
        {run && !open && run.dryRun && run.guard ? <DryRunGuardNotice guard={run.guard} /> : null}
        {run && (run.state === 'SUCCEEDED' || run.state === 'AWAITING_CONFIRMATION') ? (
          <RunChanges key={`changes-${run.id}`} run={run} />
        ) : null}
        {run && !open && run.counts.errors > 0 ? (
          <RunErrors key={`errors-${run.id}`} run={run} />
        ) : null}
      </div>

      {refusal ? (
        <p className="notice notice--error" role="alert">
          {refusal}
        </p>
      ) : null}
      <RunForm
        source={source.source}
        sourceName={sourceName}
        disabled={!source.configured || open || start.isPending}
        onStart={onStart}
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
