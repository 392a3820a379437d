import type { GremiumAdminFunction, GremiumAdminMembership } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../../components/ui/dialog';
import { QueryState } from '../../../components/ui/query-state';
import { isEnglish } from '../../../lib/display-names';
import { useGremiumEntries, type GremiumEntryKind } from '../api/get-gremium-entries';
import { useRemoveGremiumEntry } from '../api/remove-gremium-entry';
import { fullName, type EntryPerson } from './gremium-entry-dialog';
import { FunctionDialog } from './gremium-function-dialog';
import { MembershipDialog } from './gremium-membership-dialog';

export type { EntryPerson } from './gremium-entry-dialog';

type Entry = GremiumAdminMembership | GremiumAdminFunction;

const entryId = (entry: Entry) => ('membershipId' in entry ? entry.membershipId : entry.functionId);

function RemoveDialog({
  kind,
  gremiumId,
  entry,
  onClose,
}: {
  kind: GremiumEntryKind;
  gremiumId: string;
  entry: Entry;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveGremiumEntry();
  return (
    <Dialog
      title={t(
        kind === 'memberships'
          ? 'GREMIUM_ADMIN.REMOVE_MEMBER_TITLE'
          : 'GREMIUM_ADMIN.REMOVE_FUNCTION_TITLE',
      )}
      onDismiss={onClose}
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate({ kind, gremiumId, entryId: entryId(entry) }, { onSuccess: onClose })
            }
          >
            {t('GREMIUM_ADMIN.REMOVE')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('GREMIUM_ADMIN.CANCEL')}
          </button>
        </>
      }
    >
      <p>{t('GREMIUM_ADMIN.REMOVE_TEXT', { name: fullName(entry.names) })}</p>
    </Dialog>
  );
}

function periodText(entry: Entry): string {
  if ('membershipId' in entry)
    return entry.terms.map((term) => `${term.fromYear ?? '?'}–${term.toYear ?? ''}`).join(', ');
  return entry.periods.map((p) => `${p.dateFrom ?? '?'} – ${p.dateTo ?? ''}`).join(', ');
}

/**
 * The members or the functions of a body as a table, each row with edit and remove in dialogs;
 * entries from state systems are shown without them (accounts §5). `editable` false: the
 * whole body is a state system's.
 */
export function GremiumEntriesEditor({
  kind,
  gremiumId,
  editable,
  self,
}: {
  kind: GremiumEntryKind;
  gremiumId: string;
  editable: boolean;
  /** A profile owner's own body: every new entry is about them (decision 021). */
  self?: EntryPerson | undefined;
}) {
  const { t, i18n } = useTranslation();
  const english = isEnglish(i18n.language);
  const entries = useGremiumEntries(gremiumId, kind);
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const [removing, setRemoving] = useState<Entry | null>(null);
  const members = kind === 'memberships';
  const headingId = `gremium-${kind}-heading`;
  return (
    <section className="detail-section gremium-entries" aria-labelledby={headingId}>
      <div className="gremium-entries__header">
        <h2 id={headingId}>{t(members ? 'GREMIUM_ADMIN.MEMBERS' : 'GREMIUM_ADMIN.FUNCTIONS')}</h2>
        {editable ? (
          <button type="button" className="button" onClick={() => setEditing('new')}>
            {t(members ? 'GREMIUM_ADMIN.ADD_MEMBER' : 'GREMIUM_ADMIN.ADD_FUNCTION')}
          </button>
        ) : null}
      </div>
      <QueryState query={entries}>
        {(rows: Entry[]) =>
          rows.length === 0 ? (
            <p className="empty-state">
              {t(members ? 'GREMIUM_ADMIN.NO_MEMBERS' : 'GREMIUM_ADMIN.NO_FUNCTIONS')}
            </p>
          ) : (
            <div className="table-scroll">
              <table className="data-table gremium-entries__table">
                <thead>
                  <tr>
                    <th scope="col">{t('GREMIUM_ADMIN.PERSON')}</th>
                    <th scope="col">
                      {t(members ? 'GREMIUM_ADMIN.KIND' : 'GREMIUM_ADMIN.FUNCTION')}
                    </th>
                    <th scope="col">
                      {t(members ? 'GREMIUM_ADMIN.TERMS' : 'GREMIUM_ADMIN.PERIODS')}
                    </th>
                    <th scope="col">{t('GREMIUM_ADMIN.STATUS')}</th>
                    <th scope="col">{t('GREMIUM_ADMIN.ACTIONS')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((entry) => {
                    const name = fullName(entry.names);
                    return (
                      <tr key={entryId(entry)}>
                        <th scope="row">
                          {name}
                          {entry.profileHidden ? (
                            <span className="badge">{t('GREMIUM_ADMIN.HIDDEN_PROFILE')}</span>
                          ) : null}
                        </th>
                        <td>
                          {'membershipId' in entry
                            ? entry.memberKind.label
                            : english
                              ? (entry.functionEn ?? entry.functionPl)
                              : entry.functionPl}
                        </td>
                        <td>{periodText(entry)}</td>
                        <td>
                          {t(
                            entry.status === 'CURRENT'
                              ? 'GREMIUM_ADMIN.STATUS_CURRENT'
                              : 'GREMIUM_ADMIN.STATUS_INACTIVE',
                          )}
                        </td>
                        <td>
                          {editable && entry.editable ? (
                            <div className="gremium-entries__actions">
                              <button
                                type="button"
                                className="link-button"
                                onClick={() => setEditing(entry)}
                              >
                                {t('GREMIUM_ADMIN.EDIT')}
                                <span className="visually-hidden"> {name}</span>
                              </button>
                              <button
                                type="button"
                                className="link-button"
                                onClick={() => setRemoving(entry)}
                              >
                                {t('GREMIUM_ADMIN.REMOVE')}
                                <span className="visually-hidden"> {name}</span>
                              </button>
                            </div>
                          ) : !entry.editable ? (
                            <span className="gremium-entries__source">
                              {t('GREMIUM_ADMIN.STATE_ENTRY', { source: entry.source })}
                            </span>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      {editing !== null && members ? (
        <MembershipDialog
          gremiumId={gremiumId}
          entry={editing === 'new' || !('membershipId' in editing) ? null : editing}
          self={self}
          onClose={() => setEditing(null)}
        />
      ) : editing !== null ? (
        <FunctionDialog
          gremiumId={gremiumId}
          entry={editing === 'new' || !('functionId' in editing) ? null : editing}
          self={self}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing !== null ? (
        <RemoveDialog
          kind={kind}
          gremiumId={gremiumId}
          entry={removing}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
