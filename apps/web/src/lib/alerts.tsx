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
