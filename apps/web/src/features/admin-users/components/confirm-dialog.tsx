import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';

/**
 * The confirmation of an administrative action: what it does, an optional reason for the
 * audit log, Cancel (focused first: the safe choice) and the action. A real modal: focus stays
 * inside, Escape cancels, focus returns to the button that opened it.
 */
export function ConfirmActionDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  pending,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Dialog
      title={title}
      onDismiss={onCancel}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            {t('ADMIN_USERS.CANCEL')}
          </button>
          <button
            type="button"
            className={danger ? 'button button--danger' : 'button button--primary'}
            disabled={pending}
            onClick={() => onConfirm(reason.trim() || undefined)}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
      <FormField label={t('ADMIN_USERS.REASON')} hint={t('ADMIN_USERS.REASON_HINT')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
    </Dialog>
  );
}
