import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { ALERT_AUTO_CLOSE_MS } from '../../config/app';
import type { Alert } from '../../lib/alerts';
import { useAlerts } from '../../lib/alerts';

function AlertItem({ alert, close }: { alert: Alert; close: (id: number) => void }) {
  const { t } = useTranslation();
  const onClose = useCallback(() => close(alert.id), [close, alert.id]);
  // §4: status messages close by themselves after 3000 ms.
  useEffect(() => {
    const timer = setTimeout(onClose, ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  const urgent = alert.severity === 'error' || alert.severity === 'error_new';
  return (
    <div className={`alert alert--${alert.severity}`} role={urgent ? 'alert' : 'status'}>
      <p className="alert__message">{alert.message}</p>
      {alert.closable ? (
        <button
          type="button"
          className="alert__close"
          aria-label={t('ALERT.CLOSE')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

/** The alert bar: shows `useAlerts()` messages; every navigation closes them (§2 "Shell"). */
export function AlertBar() {
  const { t } = useTranslation();
  const { alerts, close, clear } = useAlerts();
  const location = useLocation();
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key !== firstKey.current) clear();
  }, [location.key, clear]);

  return (
    <section className="alert-bar" aria-label={t('ALERT.REGION')}>
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} close={close} />
      ))}
    </section>
  );
}
