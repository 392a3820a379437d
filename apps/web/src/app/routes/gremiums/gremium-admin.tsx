import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';

import '../../../components/ui/account-screens.css';
import { Dialog } from '../../../components/ui/dialog';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { RequireRole } from '../../../features/auth/components/guards';
import { useDeleteGremium } from '../../../features/gremium/api/delete-gremium';
import { useGremiumAdmin } from '../../../features/gremium/api/get-gremium-admin';
import { GremiumEntriesEditor } from '../../../features/gremium/components/gremium-entries-editor';
import { GremiumForm } from '../../../features/gremium/components/gremium-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAlerts, withAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-client';
import { isUuid } from '../../../lib/ids';
import { NotFoundRoute } from '../not-found';
import './gremium-admin.css';

/** accounts-and-platform §2: the add and edit routes need OPI_OP or MEIN_OP. */
const OPERATORS = ['OPI_OP', 'MEIN_OP'] as const;

/** The delete button and its confirmation; a body with members is refused (§4, §8). */
function DeleteGremium({ gremiumId, name }: { gremiumId: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const remove = useDeleteGremium();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onConfirm = () =>
    remove.mutate(gremiumId, {
      onSuccess: () => {
        setConfirming(false);
        // Carried to the page it leads to: a navigation closes the alerts shown before it.
        void navigate(afterDelete, withAlert({ severity: 'success', message: t('GREMIUM_ADMIN.DELETED') }));
      },
      onError: (failure) => {
        setConfirming(false);
        setRefusal(
          failure instanceof ApiError && failure.code === 'GREMIUM_HAS_MEMBERS_ERROR'
            ? t('GREMIUM_ADMIN.DELETE_HAS_MEMBERS')
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

function EditGremium({ gremiumId }: { gremiumId: string }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const gremium = useGremiumAdmin(gremiumId);
  useDocumentTitle(t('GREMIUM_ADMIN.EDIT_TITLE'));
  const publicPage = paths.gremiums.details.getHref(gremiumId);
  return (
    <QueryState query={gremium} notFound={<NotFoundRoute />}>
      {(data) => (
        <article className="gremium-admin" aria-labelledby="gremium-admin-title">
          <h1 id="gremium-admin-title">
            {t(data.editable ? 'GREMIUM_ADMIN.EDIT_TITLE' : 'GREMIUM_ADMIN.VIEW_TITLE')}
          </h1>
          <p className="gremium-admin__name">{data.name}</p>
          <p>
            <Link to={publicPage}>{t('GREMIUM_ADMIN.BACK')}</Link>
          </p>
          {data.editable ? (
            <GremiumForm
              key={data.gremiumId}
              gremium={data}
              onSaved={() =>
                alerts.show({ severity: 'success', message: t('GREMIUM_ADMIN.SAVED') })
              }
              onCancel={() => void navigate(publicPage)}
            />
          ) : (
            <p className="notice">{t('GREMIUM_ADMIN.READ_ONLY', { source: data.source })}</p>
          )}
          <GremiumEntriesEditor kind="memberships" gremiumId={gremiumId} editable={data.editable} />
          <GremiumEntriesEditor kind="functions" gremiumId={gremiumId} editable={data.editable} />
          {data.editable ? <DeleteGremium gremiumId={gremiumId} name={data.name} /> : null}
        </article>
      )}
    </QueryState>
  );
}

/** `/gremiums/{gremiumId}/edit-gremium`: the body's form, its members and functions. */
export function EditGremiumRoute() {
  const { gremiumId = '' } = useParams();
  return (
    <RequireRole roles={OPERATORS}>
      {isUuid(gremiumId) ? (
        <EditGremium key={gremiumId} gremiumId={gremiumId} />
      ) : (
        <NotFoundRoute />
      )}
    </RequireRole>
  );
}

function AddGremium() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alerts = useAlerts();
  useDocumentTitle(t('GREMIUM_ADMIN.ADD_TITLE'));
  return (
    <article className="gremium-admin" aria-labelledby="gremium-admin-title">
      <h1 id="gremium-admin-title">{t('GREMIUM_ADMIN.ADD_TITLE')}</h1>
      <GremiumForm
        gremium={null}
        onSaved={(saved) => {
          // Members and functions are added on the edit page of the new body.
          void navigate(
            paths.gremiums.edit.getHref(saved.gremiumId),
            withAlert({ severity: 'success', message: t('GREMIUM_ADMIN.SAVED') }),
          );
        }}
        onCancel={() => void navigate(paths.gremiums.getHref())}
      />
    </article>
  );
}

/** `/gremiums/add-gremium`. */
export function AddGremiumRoute() {
  return (
    <RequireRole roles={OPERATORS}>
      <AddGremium />
    </RequireRole>
  );
}
