import type { ReactNode } from 'react';
import { createContext, useContext, useMemo, useState } from 'react';

/** accounts-and-platform §5: the severities accepted; any other is rejected. */
export const ALERT_SEVERITIES = [
  'success',
  'error',
  'warning',
  'info',
  'primary',
  'success_new',
  'error_new',
] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

export function isAlertSeverity(value: unknown): value is AlertSeverity {
  return typeof value === 'string' && (ALERT_SEVERITIES as readonly string[]).includes(value);
}

export interface Alert {
  id: number;
  severity: AlertSeverity;
  message: string;
  /** Whether a close button is shown (it auto-closes either way). */
  closable: boolean;
}

export interface Alerts {
  alerts: readonly Alert[];
  /**
   * Shows a message that closes by itself after 3000 ms and on any navigation. Returns its id,
   * or null when `severity` is not one of §5's (nothing is shown).
   */
  show: (alert: { severity: string; message: string; closable?: boolean }) => number | null;
  close: (id: number) => void;
  clear: () => void;
}

/**
 * An alert carried to the next page in the navigation's state (react-router `state`): every
 * navigation closes the alerts shown before it, so a message about what led there ("deleted")
 * travels with the navigation and the alert bar shows it on arrival.
 */
export interface AlertNavigationState {
  alert?: { severity: AlertSeverity; message: string };
}

/** The `state` option of `navigate(to, …)` or `<Navigate>` that carries `alert`. */
export const withAlert = (alert: { severity: AlertSeverity; message: string }) => ({
  state: { alert } satisfies AlertNavigationState,
});

/** The carried alert of a location's state, if it is one (state is anyone's to set). */
export function carriedAlert(state: unknown): { severity: AlertSeverity; message: string } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { alert } = state as AlertNavigationState;
  if (typeof alert !== 'object' || alert === null) return null;
  return isAlertSeverity(alert.severity) && typeof alert.message === 'string' ? alert : null;
}

const AlertsContext = createContext<Alerts | null>(null);

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const [nextId] = useState(() => ({ value: 1 }));
  const actions = useMemo(
    () => ({
      show: ({
        severity,
        message,
        closable = true,
      }: {
        severity: string;
        message: string;
        closable?: boolean;
      }) => {
        if (!isAlertSeverity(severity)) return null;
        const id = nextId.value++;
        setAlerts((current) => [...current, { id, severity, message, closable }]);
        return id;
      },
      close: (id: number) => setAlerts((current) => current.filter((alert) => alert.id !== id)),
      clear: () => setAlerts((current) => (current.length === 0 ? current : [])),
    }),
    [nextId],
  );
  const value = useMemo(() => ({ alerts, ...actions }), [alerts, actions]);
  return <AlertsContext.Provider value={value}>{children}</AlertsContext.Provider>;
}

export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error('useAlerts() outside <AlertsProvider>');
  return alerts;
}
