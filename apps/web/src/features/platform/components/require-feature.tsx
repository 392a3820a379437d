import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import type { FeatureFlag } from '../api/get-app-config';
import { useFeatureFlag } from '../api/get-app-config';

/**
 * Route guard of accounts-and-platform §2: only when the feature flag is on; otherwise go to
 * `/` (CV generator, experts).
 */
export function RequireFeature({ flag, children }: { flag: FeatureFlag; children: ReactNode }) {
  const on = useFeatureFlag(flag);
  if (on === undefined) return <Spinner block />;
  if (!on) return <Navigate to={paths.home.getHref()} replace />;
  return <>{children}</>;
}
