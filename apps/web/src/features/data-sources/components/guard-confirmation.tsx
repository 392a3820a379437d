import type { RunGuard, Run } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../../components/ui/dialog';

const percent = (value: number, language: string) =>
  new Intl.NumberFormat(language === 'en-EN' ? 'en-US' : 'pl-PL', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(value);

/**
 * The removal guard's question (issue 42 "Removals"): the run stopped before writing because it
 * would withdraw more than the threshold's share of the source. The numbers, then Confirm (in a
 * confirmation dialog whose first, focused button goes back) or Cancel the run.
 */
export function GuardConfirmation({
  run,
  guard,
  sourceName,
  pending,
  onConfirm,
  onCancel,
}: {
  run: Run;
  guard: RunGuard;
  sourceName: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <div className="notice data-sources__guard" aria-labelledby={`guard-${run.id}`} role="group">
      <h3 id={`guard-${run.id}`}>{t('DATA_SOURCES.GUARD_TITLE')}</h3>
      <p>
        {t('DATA_SOURCES.GUARD_TEXT', {
          wouldWithdraw: guard.wouldWithdraw,
          total: guard.total,
          share: percent(guard.share, i18n.language),
          threshold: percent(guard.threshold, i18n.language),
        })}
      </p>
      <p className="data-sources__actions">
        <button
          type="button"
          className="button button--danger"
          disabled={pending}
          onClick={() => setAsking(true)}
        >
          {t('DATA_SOURCES.GUARD_CONFIRM')}
        </button>
        <button type="button" className="button" disabled={pending} onClick={onCancel}>
          {t('DATA_SOURCES.GUARD_CANCEL')}
        </button>
      </p>
      {asking ? (
        <Dialog
          title={t('DATA_SOURCES.CONFIRM_TITLE')}
          onDismiss={() => setAsking(false)}
          actions={
            <>
              <button type="button" className="button" onClick={() => setAsking(false)}>
                {t('DATA_SOURCES.CONFIRM_BACK')}
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={pending}
                onClick={() => {
                  setAsking(false);
                  onConfirm();
                }}
              >
                {t('DATA_SOURCES.CONFIRM_YES')}
              </button>
            </>
          }
        >
          <p>
            {t('DATA_SOURCES.CONFIRM_TEXT', {
              wouldWithdraw: guard.wouldWithdraw,
              source: sourceName,
            })}
          </p>
        </Dialog>
      ) : null}
    </div>
  );
}

/**
 * A dry run that the removal guard would have stopped (decision 039): it withdrew nothing and
 * ended, and says what a real run would ask before writing.
 */
export function DryRunGuardNotice({ guard }: { guard: RunGuard }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="notice data-sources__guard">
      {t('DATA_SOURCES.DRY_GUARD_TEXT', {
        wouldWithdraw: guard.wouldWithdraw,
        total: guard.total,
        share: percent(guard.share, i18n.language),
        threshold: percent(guard.threshold, i18n.language),
      })}
    </p>
  );
}
