import type { ReactNode } from 'react';
import { createContext, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../components/ui/dialog';

type DialogState =
  { kind: 'error'; message: string } | { kind: 'security'; title: string; message: string } | null;

export interface Dialogs {
  /** §8: 'Przepraszamy', the unexpected-error message, the technical message, a close button. */
  showErrorDialog: (technicalMessage: string) => void;
  /** §8: title and message from the caller; one button that logs out and goes to login. */
  showSecurityDialog: (content: { title: string; message: string }) => void;
  close: () => void;
}

const DialogsContext = createContext<Dialogs | null>(null);

/**
 * `onSecurityLogout` is what the security dialog's one button does (log out and go to login);
 * the layout passes the session's logout, which this shared module cannot import.
 */
export function DialogProvider({
  children,
  onSecurityLogout,
}: {
  children: ReactNode;
  onSecurityLogout: () => void;
}) {
  const [state, setState] = useState<DialogState>(null);
  const dialogs = useMemo<Dialogs>(
    () => ({
      showErrorDialog: (message) => setState({ kind: 'error', message }),
      showSecurityDialog: ({ title, message }) => setState({ kind: 'security', title, message }),
      close: () => setState(null),
    }),
    [],
  );
  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {state?.kind === 'error' ? (
        <ErrorDialog message={state.message} onClose={dialogs.close} />
      ) : null}
      {state?.kind === 'security' ? (
        <SecurityDialog title={state.title} message={state.message} onLogout={onSecurityLogout} />
      ) : null}
    </DialogsContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() outside <DialogProvider>');
  return dialogs;
}

function ErrorDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('DIALOG.ERROR_TITLE')}
      onDismiss={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('DIALOG.CLOSE')}
        </button>
      }
    >
      <p>{t('DIALOG.ERROR_MESSAGE')}</p>
      <p className="dialog__technical">{t('DIALOG.TECHNICAL', { message })}</p>
    </Dialog>
  );
}

function SecurityDialog({
  title,
  message,
  onLogout,
}: {
  title: string;
  message: string;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      actions={
        <button type="button" className="button" onClick={onLogout}>
          {t('DIALOG.SECURITY_GO_TO_LOGIN')}
        </button>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
