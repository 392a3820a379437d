import type { OrcidWork, OrcidWorks } from '@ln/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { localeOf } from '../../../lib/display-names';
import { formatDateTime } from '../../../lib/format-date';
import type { OrcidDecision } from '../api/orcid-works';
import { useOrcidAcceptAll, useOrcidDecision, useOrcidRefresh } from '../api/orcid-works';
import './orcid-queue.css';

const RUNNING = new Set(['created', 'retry', 'active']);
const KNOWN_MATCH_KEYS = ['SOURCE_ID', 'DOI', 'TITLE_YEAR_FIRST_AUTHOR'] as const;
const KNOWN_REASONS = [
  'NO_KEYS',
  'NOT_FOUND',
  'CLAIMED',
  'MISSING_TITLE',
  'NOT_ON_PROFILE',
] as const;

const canAccept = (work: OrcidWork) =>
  work.status === 'PENDING' && Boolean(work.title?.trim()) && work.reason !== 'MISSING_TITLE';

/**
 * The owner's ORCID page (issue 43): the record's state with a refresh, then every work the
 * last refresh read, each with what it matched or why not, and the decisions the queue takes.
 * Results are told in one polite live region; a refused decision (409: the work's state
 * changed meanwhile) in an alert; any other failure goes the app's way (an error dialog).
 */
export function OrcidQueue({ profileId, data }: { profileId: string; data: OrcidWorks }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const decision = useOrcidDecision(profileId);
  const acceptAll = useOrcidAcceptAll(profileId);
  const refresh = useOrcidRefresh(profileId);
  const [result, setResult] = useState('');
  const [refusal, setRefusal] = useState('');
  const [focusOn, setFocusOn] = useState<{ putCode: string; from: string } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const titleOf = (work: OrcidWork | undefined) => work?.title?.trim() || t('ORCID_QUEUE.UNTITLED');
  const byPutCode = new Map(data.items.map((work) => [work.putCode, work]));
  const pending = data.counts.PENDING ?? 0;
  const running = data.refresh !== null && RUNNING.has(data.refresh.state);
  const busy = decision.isPending || acceptAll.isPending;

  // A decision replaces the item's buttons: the keyboard stays on the item (its new button).
  useEffect(() => {
    // Once the list shows the decision (the query's update may come a render later).
    if (focusOn === null || busy) return;
    if (data.items.find((work) => work.putCode === focusOn.putCode)?.status === focusOn.from)
      return;
    const item = listRef.current?.querySelector<HTMLElement>(
      `[data-put-code="${focusOn.putCode}"]`,
    );
    (item?.querySelector<HTMLElement>('button') ?? item?.querySelector<HTMLElement>('h3'))?.focus();
    setFocusOn(null);
  }, [focusOn, busy, data]);

  const decide = (work: OrcidWork, action: OrcidDecision) => {
    setRefusal('');
    setResult('');
    decision.mutate(
      { putCode: work.putCode, action },
      {
        onSuccess: () => {
          const title = titleOf(work);
          setResult(
            t(
              action === 'accept'
                ? 'ORCID_QUEUE.ACCEPTED_DONE'
                : action === 'reject'
                  ? 'ORCID_QUEUE.REJECTED_DONE'
                  : 'ORCID_QUEUE.UNDONE',
              { title },
            ),
          );
          setFocusOn({ putCode: work.putCode, from: work.status });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409)
            setRefusal(t('ORCID_QUEUE.CONFLICT', { title: titleOf(work) }));
        },
      },
    );
  };

  return (
    <div className="orcid-queue">
      <section className="orcid-queue__record" aria-labelledby="orcid-record-title">
        <h2 id="orcid-record-title">{t('ORCID_QUEUE.RECORD_TITLE')}</h2>
        <p>
          {data.orcid
            ? t('ORCID_QUEUE.ORCID_ID', { orcid: data.orcid })
            : t('ORCID_QUEUE.NO_ORCID')}
        </p>
        {data.record === null ? (
          <p>{t('ORCID_QUEUE.NEVER_REFRESHED')}</p>
        ) : (
          <>
            {data.record.fetchedAt ? (
              <p>
                {t('ORCID_QUEUE.LAST_REFRESH', {
                  date: formatDateTime(data.record.fetchedAt, locale),
                  count: data.record.worksCount,
                })}
              </p>
            ) : null}
            <p className={data.record.state === 'OK' ? undefined : 'orcid-queue__warning'}>
              {t(`ORCID_QUEUE.RECORD_STATE.${data.record.state}`)}
            </p>
          </>
        )}
        {running ? <p>{t('ORCID_QUEUE.REFRESH_RUNNING')}</p> : null}
        {data.refresh?.state === 'failed' ? (
          <p className="orcid-queue__warning">{t('ORCID_QUEUE.REFRESH_FAILED')}</p>
        ) : null}
        {data.orcid ? (
          <button
            type="button"
            className="button"
            disabled={refresh.isPending || running}
            onClick={() => {
              setRefusal('');
              setResult('');
              refresh.mutate(undefined, {
                onSuccess: ({ queued }) =>
                  setResult(
                    t(queued ? 'ORCID_QUEUE.REFRESH_QUEUED' : 'ORCID_QUEUE.REFRESH_WAITING'),
                  ),
              });
            }}
          >
            {t('ORCID_QUEUE.REFRESH')}
          </button>
        ) : null}
      </section>

      <p className="orcid-queue__live" role="status" aria-live="polite">
        {result}
      </p>
      {refusal ? (
        <p className="orcid-queue__refusal" role="alert">
          {refusal}
        </p>
      ) : null}

      {pending > 0 ? (
        <p className="orcid-queue__bulk">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => {
              setRefusal('');
              setResult('');
              acceptAll.mutate(undefined, {
                onSuccess: ({ accepted, skipped }) =>
                  setResult(
                    [
                      t('ORCID_QUEUE.ACCEPT_ALL_DONE', { count: accepted }),
                      skipped > 0 ? t('ORCID_QUEUE.ACCEPT_ALL_SKIPPED', { count: skipped }) : '',
                    ]
                      .filter(Boolean)
                      .join(' '),
                  ),
              });
            }}
          >
            {t('ORCID_QUEUE.ACCEPT_ALL')} ({pending})
          </button>
        </p>
      ) : null}

      <h2>{t('ORCID_QUEUE.WORKS_TITLE')}</h2>
      {data.items.length === 0 ? (
        <p className="empty-state">{t('ORCID_QUEUE.EMPTY')}</p>
      ) : (
        <ul className="item-list orcid-queue__list" ref={listRef}>
          {data.items.map((work) => {
            const title = titleOf(work);
            return (
              <li
                key={work.putCode}
                data-put-code={work.putCode}
                className={`item-list__item orcid-queue__item orcid-queue__item--${work.status.toLowerCase()}`}
              >
                <div className="orcid-queue__text">
                  <h3 className="item-list__title" tabIndex={-1}>
                    {title}
                  </h3>
                  <span className="item-list__meta">
                    {[work.year, work.journal, work.type, work.doi ? `DOI ${work.doi}` : null]
                      .filter((part) => part !== null && part !== '')
                      .join(' · ')}
                  </span>
                  <span>
                    <span className={`badge orcid-queue__status--${work.status.toLowerCase()}`}>
                      {t(`ORCID_QUEUE.STATUS.${work.status}`)}
                    </span>{' '}
                    <Explanation
                      work={work}
                      duplicateTitle={titleOf(byPutCode.get(work.duplicateOf ?? ''))}
                    />
                  </span>
                  {(work.status === 'MATCHED' || work.status === 'ACCEPTED') &&
                  work.publicationId ? (
                    <Link to={paths.profileEdit.publication.getHref(profileId, work.publicationId)}>
                      {t('ORCID_QUEUE.SEE_PUBLICATION')}
                    </Link>
                  ) : null}
                  {work.decidedAt ? (
                    <span className="item-list__meta">
                      {t('ORCID_QUEUE.DECIDED_AT', {
                        date: formatDateTime(work.decidedAt, locale),
                      })}
                    </span>
                  ) : null}
                  {work.problems.length > 0 ? (
                    <span className="item-list__meta">
                      {t('ORCID_QUEUE.PROBLEMS', { problems: work.problems.join(', ') })}
                    </span>
                  ) : null}
                </div>
                <div className="orcid-queue__actions">
                  {work.status === 'PENDING' ? (
                    <>
                      {canAccept(work) ? (
                        <button
                          type="button"
                          className="button button--primary"
                          aria-label={t('ORCID_QUEUE.ACCEPT_LABEL', { title })}
                          disabled={busy}
                          onClick={() => decide(work, 'accept')}
                        >
                          {t('ORCID_QUEUE.ACCEPT')}
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className="button"
                        aria-label={t('ORCID_QUEUE.REJECT_LABEL', { title })}
                        disabled={busy}
                        onClick={() => decide(work, 'reject')}
                      >
                        {t('ORCID_QUEUE.REJECT')}
                      </button>
                    </>
                  ) : null}
                  {work.status === 'ACCEPTED' || work.status === 'REJECTED' ? (
                    <button
                      type="button"
                      className="button"
                      aria-label={t('ORCID_QUEUE.UNDO_LABEL', { title })}
                      disabled={busy}
                      onClick={() => decide(work, 'undo')}
                    >
                      {t('ORCID_QUEUE.UNDO')}
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** What a work matched, or why it matched nothing. */
function Explanation({ work, duplicateTitle }: { work: OrcidWork; duplicateTitle: string }) {
  const { t } = useTranslation();
  if (work.status === 'DUPLICATE')
    return <>{t('ORCID_QUEUE.DUPLICATE_OF', { title: duplicateTitle })}</>;
  if (work.status === 'MATCHED') {
    const key = (KNOWN_MATCH_KEYS as readonly string[]).includes(work.matchKey ?? '')
      ? (work.matchKey as (typeof KNOWN_MATCH_KEYS)[number])
      : 'OTHER';
    return <>{t(`ORCID_QUEUE.MATCH.${key}`)}</>;
  }
  if (work.status === 'PENDING' && work.reason) {
    return (KNOWN_REASONS as readonly string[]).includes(work.reason) ? (
      <>{t(`ORCID_QUEUE.REASON.${work.reason as (typeof KNOWN_REASONS)[number]}`)}</>
    ) : (
      <>{t('ORCID_QUEUE.REASON.OTHER', { reason: work.reason })}</>
    );
  }
  return null;
}
