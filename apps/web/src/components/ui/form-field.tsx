import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';

import './form-field.css';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FormFieldProps {
  /** The control's id; one is made when the form does not need to know it. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The error of this field (client check or the server's 400 `errors` by key). */
  error?: string | undefined;
  /** The control, given the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
  /** 'checkbox': the control stands before its label. */
  kind?: 'text' | 'checkbox';
  className?: string;
  /** Marks the label as required; `requiredLabel` is what a screen reader says for the mark. */
  required?: boolean | undefined;
  requiredLabel?: string | undefined;
}

/**
 * The one field pattern of every form (house style): label, control, hint, error. The error
 * is announced with the control (aria-describedby, aria-invalid) and shown under it.
 */
export function FormField({
  id: givenId,
  label,
  hint,
  error,
  children,
  kind = 'text',
  className,
  required,
  requiredLabel,
}: FormFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = children({
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  });
  const classes = ['form-field', `form-field--${kind}`];
  if (error) classes.push('form-field--invalid');
  if (className) classes.push(className);
  return (
    <div className={classes.join(' ')}>
      {kind === 'checkbox' ? (
        <div className="form-field__check">
          {control}
          <label htmlFor={id}>{label}</label>
        </div>
      ) : (
        <>
          <label className="form-field__label" htmlFor={id}>
            {label}
            {required ? (
              <>
                {' '}
                <span aria-hidden="true">*</span>
                <span className="visually-hidden">{requiredLabel}</span>
              </>
            ) : null}
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

interface FieldFrame {
  label: string;
  hint?: string | undefined;
  /** The server's (or the form's) message for this field. */
  error?: string | undefined;
  required?: boolean;
  requiredLabel?: string;
}

/** A text input in the one field pattern. */
export function TextField({
  label,
  hint,
  error,
  required,
  requiredLabel,
  id,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField {...{ id, label, hint, error, required, requiredLabel }}>
      {(control) => <input {...control} aria-required={required || undefined} {...input} />}
    </FormField>
  );
}

/** A select in the one field pattern. */
export function SelectField({
  label,
  hint,
  error,
  required,
  requiredLabel,
  id,
  children,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FormField {...{ id, label, hint, error, required, requiredLabel }}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </FormField>
  );
}
