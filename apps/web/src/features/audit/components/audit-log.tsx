import { AUDIT_ACTIONS, isUuid } from '@ln/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { localeOf } from '../../../lib/display-names';
import { formatDateTime } from '../../../lib/format-date';
import type { AuditEntry, AuditLogParams } from '../api/get-audit-log';
import { useAuditLog } from '../api/get-audit-log';
import { LoadError } from '../../../components/ui/query-state';

const ACTIONS = Object.values(AUDIT_ACTIONS);
type AuditAction = (typeof ACTIONS)[number];

/** The entries as a table: when, who, what, on which target, why. */
export function AuditEntries({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table audit-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('AUDIT.COLUMNS.AT')}</th>
            <th scope="col">{t('AUDIT.COLUMNS.ACTION')}</th>
            <th scope="col">{t('AUDIT.COLUMNS.TARGET')}</th>
            <th scope="col">{t('AUDIT.COLUMNS.ACTOR')}</th>
            <th scope="col">{t('AUDIT.COLUMNS.REASON')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>
                  {formatDateTime(entry.at, locale, { seconds: true })}
                </time>
              </td>
              <td>
                {ACTIONS.includes(entry.action as AuditAction)
                  ? t(`AUDIT.ACTION.${entry.action as AuditAction}`)
                  : entry.action}
              </td>
              <td>
                <span className="audit-table__type">{entry.targetType}</span>{' '}
                <code>{entry.targetId}</code>
              </td>
              <td>{entry.actorUserId ? <code>{entry.actorUserId}</code> : t('AUDIT.SYSTEM')}</td>
              <td>{entry.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One page of the log with its states: loading, error with retry, empty, entries. */
function AuditPage({ params, onPage }: { params: AuditLogParams; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const query = useAuditLog(params);
  if (query.isPending) return <Spinner block />;
  if (query.isError) {
    return <LoadError message={t('AUDIT.LOAD_ERROR')} onRetry={() => void query.refetch()} />;
  }
  if (query.data.content.length === 0) return <p className="empty-state">{t('AUDIT.EMPTY')}</p>;
  return (
    <>
      <p className="result-count" aria-live="polite">
        {t('AUDIT.COUNT', { count: query.data.totalElements })}
      </p>
      <AuditEntries entries={query.data.content} caption={t('AUDIT.TABLE_CAPTION')} />
      <Pager
        page={query.data.page}
        totalPages={query.data.totalPages}
        onPageChange={onPage}
        label={t('AUDIT.PAGER')}
      />
    </>
  );
}

export interface AuditFilters {
  actorUserId?: string | undefined;
  targetId?: string | undefined;
  action?: string | undefined;
}

/**
 * The audit log (beside the spec, ADMIN): filters by actor, target and action, paged. The
 * filters live in the route's address (`filters`, `page`), so a view can be shared.
 */
export function AuditLog({
  filters,
  page,
  onChange,
}: {
  filters: AuditFilters;
  page: number;
  onChange: (filters: AuditFilters, page: number) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    actorUserId: filters.actorUserId ?? '',
    targetId: filters.targetId ?? '',
    action: filters.action ?? '',
  });
  const [actorError, setActorError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const actor = draft.actorUserId.trim();
    if (actor !== '' && !isUuid(actor)) {
      setActorError(t('AUDIT.ACTOR_INVALID'));
      return;
    }
    setActorError(undefined);
    onChange(
      {
        actorUserId: actor || undefined,
        targetId: draft.targetId.trim() || undefined,
        action: draft.action || undefined,
      },
      0,
    );
  };

  return (
    <>
      <form className="filters" role="search" aria-label={t('AUDIT.FILTERS')} onSubmit={onSubmit}>
        <FormField
          label={t('AUDIT.FILTER_ACTOR')}
          hint={t('AUDIT.FILTER_ID_HINT')}
          error={actorError}
        >
          {(control) => (
            <input
              {...control}
              value={draft.actorUserId}
              onChange={(event) => setDraft((d) => ({ ...d, actorUserId: event.target.value }))}
            />
          )}
        </FormField>
        <FormField label={t('AUDIT.FILTER_TARGET')} hint={t('AUDIT.FILTER_ID_HINT')}>
          {(control) => (
            <input
              {...control}
              value={draft.targetId}
              onChange={(event) => setDraft((d) => ({ ...d, targetId: event.target.value }))}
            />
          )}
        </FormField>
        <FormField label={t('AUDIT.FILTER_ACTION')}>
          {(control) => (
            <select
              {...control}
              value={draft.action}
              onChange={(event) => setDraft((d) => ({ ...d, action: event.target.value }))}
            >
              <option value="">{t('AUDIT.ANY_ACTION')}</option>
              {ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`AUDIT.ACTION.${action}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('AUDIT.APPLY')}
          </button>
        </div>
      </form>
      <AuditPage params={{ ...filters, page, size: 20 }} onPage={(p) => onChange(filters, p)} />
    </>
  );
}

/**
 * An account's trail in the user details: the entries about the account and about its
 * profile (hide/show, deceased are recorded on the profile), newest first.
 */
export function AccountAuditTrail({ targetIds }: { targetIds: string[] }) {
  const { t } = useTranslation();
  const [first, second] = targetIds;
  const a = useAuditLog({ page: 0, size: 50, targetId: first }, first !== undefined);
  const b = useAuditLog({ page: 0, size: 50, targetId: second }, second !== undefined);
  const queries = second === undefined ? [a] : [a, b];
  if (queries.some((q) => q.isPending)) return <Spinner block />;
  if (queries.some((q) => q.isError)) {
    return (
      <LoadError
        message={t('AUDIT.LOAD_ERROR')}
        onRetry={() => queries.forEach((q) => void q.refetch())}
      />
    );
  }
  const entries = queries
    .flatMap((q) => q.data?.content ?? [])
    .sort((x, y) => (x.at < y.at ? 1 : x.at > y.at ? -1 : 0));
  if (entries.length === 0) return <p className="empty-state">{t('AUDIT.EMPTY')}</p>;
  return <AuditEntries entries={entries} caption={t('AUDIT.TRAIL_CAPTION')} />;
}
