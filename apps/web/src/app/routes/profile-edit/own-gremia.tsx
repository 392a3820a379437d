import { isUuid } from '@ln/contracts';
import type { PersonDetails } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useOutletContext, useParams } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { GremiumEditor } from '../../../features/gremium/components/gremium-editor';
import { GremiumForm } from '../../../features/gremium/components/gremium-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { withAlert } from '../../../lib/alerts';
import { NotFoundRoute } from '../not-found';

/** What the edit layout gives its children (profile-edit.tsx). */
interface EditContext {
  profileId: string;
  person: PersonDetails;
  name: string;
}

/**
 * `/profiles/{id}/edit/own-gremia/add`: a profile owner adds a body no registry knows
 * (decision 021); saving opens its edit page, where they list themselves on it.
 */
export function AddOwnGremiumRoute() {
  const { t } = useTranslation();
  const { profileId } = useOutletContext<EditContext>();
  const navigate = useNavigate();
  useDocumentTitle(t('OWN_GREMIA.ADD_TITLE'));
  const back = paths.profileEdit.getHref(profileId);
  return (
    <article className="gremium-admin" aria-labelledby="gremium-admin-title">
      <h1 id="gremium-admin-title">{t('OWN_GREMIA.ADD_TITLE')}</h1>
      <p>
        <Link to={back}>{t('OWN_GREMIA.BACK')}</Link>
      </p>
      <GremiumForm
        gremium={null}
        onSaved={(saved) =>
          void navigate(
            paths.profileEdit.ownGremium.getHref(profileId, saved.gremiumId),
            withAlert({ severity: 'success', message: t('GREMIUM_ADMIN.SAVED') }),
          )
        }
        onCancel={() => void navigate(back)}
      />
    </article>
  );
}

/**
 * `/profiles/{id}/edit/own-gremia/{gremiumId}`: the owner's own body: its form, themselves
 * as its member or function holder, and delete (back to the edit page, with the alert).
 * The server answers any other body as an unknown one (404, decision 029).
 */
export function EditOwnGremiumRoute() {
  const { t } = useTranslation();
  const { profileId, name } = useOutletContext<EditContext>();
  const { gremiumId = '' } = useParams();
  useDocumentTitle(t('OWN_GREMIA.EDIT_TITLE'));
  const back = paths.profileEdit.getHref(profileId);
  if (!isUuid(gremiumId)) return <NotFoundRoute />;
  return (
    <GremiumEditor
      key={gremiumId}
      gremiumId={gremiumId}
      title={t('OWN_GREMIA.EDIT_TITLE')}
      back={{ href: back, label: t('OWN_GREMIA.BACK') }}
      afterDelete={back}
      self={{ profileId, name }}
      notFound={<NotFoundRoute />}
    />
  );
}
