import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import '../../../components/ui/account-screens.css';
import { Dialog } from '../../../components/ui/dialog';
import { QueryState } from '../../../components/ui/query-state';
import { useAlerts, withAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-client';
import { useDeleteGremium } from '../api/delete-gremium';
import { useGremiumAdmin } from '../api/get-gremium-admin';
import { GremiumEntriesEditor, type EntryPerson } from './gremium-entries-editor';
import { GremiumForm } from './gremium-form';
import './gremium-editor.css';

const envelopeMessage = (body: unknown) =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : null;

/** The delete button and its confirmation; a body with members is refused (§4, §8). */
function DeleteGremium({
  gremiumId,
  name,
  afterDelete,
}: {
  gremiumId: string;
  name: string;
  afterDelete: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteGremium();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onConfirm = () =>
    remove.mutate(gremiumId, {
      onSuccess: () => {
        setConfirming(false);
        // Carried to the page it leads to: a navigation closes the alerts shown before it.
        void navigate(
          afterDelete,
          withAlert({ severity: 'success', message: t('GREMIUM_ADMIN.DELETED') }),
        );
      },
      onError: (failure) => {
        setConfirming(false);
        setRefusal(
          failure instanceof ApiError && failure.code === 'GREMIUM_HAS_MEMBERS_ERROR'
            ? // Then what the service says this caller can do (remove their own members, or
              // ask an operator), in the page's language (Accept-Language).
              [t('GREMIUM_ADMIN.DELETE_HAS_MEMBERS'), envelopeMessage(failure.body)]
                .filter(Boolean)
                .join(' ')
            : t('GREMIUM_ADMIN.DELETE_FAILED'),
        );
      },
    });
  return (
    <section className="detail-section gremium-admin__delete">
      <button
        type="button"
        className="button"
        onClick={() => {
          setRefusal(null);
          setConfirming(true);
        }}
      >
        {t('GREMIUM_ADMIN.DELETE')}
      </button>
      {refusal ? (
        <p className="notice notice--error" role="alert">
          {refusal}
        </p>
      ) : null}
      {confirming ? (
        <Dialog
          title={t('GREMIUM_ADMIN.DELETE_TITLE')}
          onDismiss={() => setConfirming(false)}
          actions={
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={remove.isPending}
                onClick={onConfirm}
              >
                {t('GREMIUM_ADMIN.DELETE_CONFIRM')}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('GREMIUM_ADMIN.CANCEL')}
              </button>
            </>
          }
        >
          <p>{t('GREMIUM_ADMIN.DELETE_TEXT', { name })}</p>
        </Dialog>
      ) : null}
    </section>
  );
}

/**
 * The edit page of a body: its form, the members and functions tables, and delete. Operators
 * use it from the public gremium page; a profile owner from their edit mode, for a body they
 * added (`self`: they list only themselves on it, decision 021). A state-system body opens
 * read-only.
 */
export function GremiumEditor({
  gremiumId,
  title,
  back,
  afterDelete,
  self,
  notFound,
}: {
  gremiumId: string;
  title: string;
  back: { href: string; label: string };
  afterDelete: string;
  self?: EntryPerson;
  notFound: ReactNode;
}) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const gremium = useGremiumAdmin(gremiumId);
  return (
    <QueryState query={gremium} notFound={notFound}>
      {(data) => (
        <article className="gremium-admin" aria-labelledby="gremium-admin-title">
          <h1 id="gremium-admin-title">{data.editable ? title : t('GREMIUM_ADMIN.VIEW_TITLE')}</h1>
          <p className="gremium-admin__name">{data.name}</p>
          <p>
            <Link to={back.href}>{back.label}</Link>
          </p>
          {data.editable ? (
            <GremiumForm
              key={data.gremiumId}
              gremium={data}
              onSaved={() =>
                alerts.show({ severity: 'success', message: t('GREMIUM_ADMIN.SAVED') })
              }
              onCancel={() => void navigate(back.href)}
            />
          ) : (
            <p className="notice">{t('GREMIUM_ADMIN.READ_ONLY', { source: data.source })}</p>
          )}
          {self ? <p className="notice">{t('OWN_GREMIA.SELF_ONLY')}</p> : null}
          <GremiumEntriesEditor
            kind="memberships"
            gremiumId={gremiumId}
            editable={data.editable}
            self={self}
          />
          <GremiumEntriesEditor
            kind="functions"
            gremiumId={gremiumId}
            editable={data.editable}
            self={self}
          />
          {data.editable ? (
            <DeleteGremium gremiumId={gremiumId} name={data.name} afterDelete={afterDelete} />
          ) : null}
        </article>
      )}
    </QueryState>
  );
}
