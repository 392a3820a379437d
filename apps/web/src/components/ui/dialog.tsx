import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** The buttons; the first one receives focus when the dialog opens. */
  actions: ReactNode;
  /** Escape calls it; omit for a dialog that only its buttons may close. */
  onDismiss?: () => void;
}

/** A modal dialog (role dialog, labelled by its title, focus moved into it). */
export function Dialog({ title, children, actions, onDismiss }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.querySelector<HTMLElement>('.dialog__actions button')?.focus();
    return () => previous?.focus();
  }, []);

  return (
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onDismiss) onDismiss();
        }}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div className="dialog__body">{children}</div>
        <div className="dialog__actions">{actions}</div>
      </div>
    </div>
  );
}
