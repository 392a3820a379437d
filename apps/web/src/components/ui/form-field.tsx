import type { ValidationErrorItem } from '@ln/contracts';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The error under the field (client check or the server's 400 item for this key). */
  error?: string | undefined;
  /** The control, given the ids that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
  /** 'checkbox': the control stands before its label. */
  kind?: 'text' | 'checkbox';
}

/**
 * The one form field of the app (house style): label, optional hint, error, with the
 * control described by both so a screen reader reads them.
 */
export function FormField({ label, hint, error, children, kind = 'text' }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = children({ id, 'aria-describedby': describedBy, 'aria-invalid': !!error });
  return (
    <div className={`form-field form-field--${kind}${error ? ' form-field--invalid' : ''}`}>
      {kind === 'checkbox' ? (
        <div className="form-field__check">
          {control}
          <label htmlFor={id}>{label}</label>
        </div>
      ) : (
        <>
          <label className="form-field__label" htmlFor={id}>
            {label}
          </label>
          {control}
        </>
      )}
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The server's 400 items by field key (§5: already deduplicated by the API client); the first
 * item of a key wins.
 */
export function errorsByKey(items: readonly ValidationErrorItem[]): Record<string, string> {
  const byKey: Record<string, string> = {};
  for (const item of items) byKey[item.key] ??= item.content;
  return byKey;
}
