import type { GremiumPositionStatus } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

/** CURRENT or INACTIVE, as words. */
export function PositionStatus({ status }: { status: GremiumPositionStatus }) {
  const { t } = useTranslation();
  return <>{status === 'CURRENT' ? t('GREMIUM.STATUS_CURRENT') : t('GREMIUM.STATUS_INACTIVE')}</>;
}
