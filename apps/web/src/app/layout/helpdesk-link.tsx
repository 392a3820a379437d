import { useTranslation } from 'react-i18next';

import { useHelpdeskLink } from '../../features/platform/api/get-helpdesk-link';
import { ExternalLink } from './external-link';

/** The helpdesk button: users-api's `helpdesk` link, opened in a new tab (§7). */
export function HelpdeskLink({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  const href = useHelpdeskLink();
  return (
    <ExternalLink href={href} className={className}>
      {label ?? t('HEADER.HELPDESK')}
    </ExternalLink>
  );
}
