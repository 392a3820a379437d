import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { ALERT_AUTO_CLOSE_MS } from '../../config/app';
import type { Alert, AlertNavigationState } from '../../lib/alerts';
import { carriedAlert, useAlerts } from '../../lib/alerts';
import { Icon } from '../../components/ui/icon';

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
      <p className="alert__message">
        {urgent ? <Icon name="error" /> : alert.severity === 'info' ? <Icon name="info" /> : null}
        {alert.message}
      </p>
      {alert.closable ? (
        <button
          type="button"
          className="alert__close"
          aria-label={t('ALERT.CLOSE')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      ) : null}
    </div>
  );
}

/**
 * The alert bar: shows `useAlerts()` messages; every navigation closes them (§2 "Shell"). A
 * navigation may carry one alert in its state (`withAlert`): it is shown on arrival, and the
 * entry's state is then replaced without it, so going back or reloading does not repeat it.
 */
export function AlertBar() {
  const { t } = useTranslation();
  const { alerts, show, close, clear } = useAlerts();
  const location = useLocation();
  const navigate = useNavigate();
  const firstKey = useRef(location.key);
  // The replace below is a navigation of the bar's own: it must not close what it just showed.
  const dropping = useRef(false);
  useEffect(() => {
    if (dropping.current) {
      dropping.current = false;
      return;
    }
    if (location.key !== firstKey.current) clear();
    const alert = carriedAlert(location.state);
    if (!alert) return;
    show(alert);
    const { alert: _shown, ...rest } = location.state as AlertNavigationState;
    dropping.current = true;
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: Object.keys(rest).length > 0 ? rest : null,
    });
  }, [location, clear, show, navigate]);

  return (
    <section className="alert-bar" aria-label={t('ALERT.REGION')}>
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} close={close} />
      ))}
    </section>
  );
}
