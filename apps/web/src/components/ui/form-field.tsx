import type { ReactNode } from 'react';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The error of this field (client check or the server's 400 `errors` by key). */
  error?: string | undefined;
  /** The control, given the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/**
 * The one field pattern of every form: label, control, hint, error. The error is announced
 * with the control (aria-describedby, aria-invalid) and shown under it.
 */
export function FormField({ id, label, hint, error, children, className }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div
      className={`form-field${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint ? (
        <span id={hintId} className="form-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="form-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
