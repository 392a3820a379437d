import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';

import { Spinner } from '../../components/ui/spinner';
import { legacyArchiveHref } from '../../config/app';
import { paths } from '../../config/paths';
import { useProfileIdByBwnpId } from '../../features/legacy/api/get-profile-id-by-bwnp-id';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { StatusPage } from './status/status';

const LEGACY_PRODUCT = /^[a-z0-9-]+-polska$/i;

/**
 * `/{product}-polska/scientist/{id}` (§2): the profile behind the legacy id, or the external
 * archive when there is none or the look-up fails.
 */
export function LegacyScientistRoute() {
  const { product = '', legacyId = '' } = useParams();
  if (!LEGACY_PRODUCT.test(product)) return <StatusPage name="notFound" />;
  return <LegacyLookup product={product} legacyId={legacyId} />;
}

function LegacyLookup({ product, legacyId }: { product: string; legacyId: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('LEGACY.LOOKING_UP'));
  const { data: profileId, isSuccess } = useProfileIdByBwnpId(legacyId);
  const leave = isSuccess && profileId === null;

  useEffect(() => {
    if (leave) window.location.replace(legacyArchiveHref(product, legacyId));
  }, [leave, product, legacyId]);

  if (isSuccess && profileId) return <Navigate to={paths.profile.getHref(profileId)} replace />;
  return (
    <section className="page" aria-busy="true">
      <h1 className="visually-hidden">{t('LEGACY.LOOKING_UP')}</h1>
      <Spinner block />
    </section>
  );
}

export { LegacyScientistRoute as Component };
