import { isUuid, ROLE_GROUPS } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';

import '../../../components/ui/account-screens.css';
import { paths } from '../../../config/paths';
import { RequireRole } from '../../../features/auth/components/guards';
import { GremiumEditor } from '../../../features/gremium/components/gremium-editor';
import { GremiumForm } from '../../../features/gremium/components/gremium-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { withAlert } from '../../../lib/alerts';
import { NotFoundRoute } from '../not-found';

/** accounts-and-platform §2: the add and edit routes need OPI_OP or MEIN_OP. */

function EditGremium({ gremiumId }: { gremiumId: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('GREMIUM_ADMIN.EDIT_TITLE'));
  return (
    <GremiumEditor
      gremiumId={gremiumId}
      title={t('GREMIUM_ADMIN.EDIT_TITLE')}
      back={{ href: paths.gremiums.details.getHref(gremiumId), label: t('GREMIUM_ADMIN.BACK') }}
      afterDelete={paths.gremiums.getHref()}
      notFound={<NotFoundRoute />}
    />
  );
}

/** `/gremiums/{gremiumId}/edit-gremium`: the body's form, its members and functions. */
export function EditGremiumRoute() {
  const { gremiumId = '' } = useParams();
  return (
    <RequireRole roles={ROLE_GROUPS.gremiumOperators}>
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
  useDocumentTitle(t('GREMIUM_ADMIN.ADD_TITLE'));
  return (
    <article className="gremium-admin" aria-labelledby="gremium-admin-title">
      <h1 id="gremium-admin-title">{t('GREMIUM_ADMIN.ADD_TITLE')}</h1>
      <GremiumForm
        gremium={null}
        onSaved={(saved) =>
          // Members and functions are added on the edit page of the new body.
          void navigate(
            paths.gremiums.edit.getHref(saved.gremiumId),
            withAlert({ severity: 'success', message: t('GREMIUM_ADMIN.SAVED') }),
          )
        }
        onCancel={() => void navigate(paths.gremiums.getHref())}
      />
    </article>
  );
}

/** `/gremiums/add-gremium`. */
export function AddGremiumRoute() {
  return (
    <RequireRole roles={ROLE_GROUPS.gremiumOperators}>
      <AddGremium />
    </RequireRole>
  );
}
