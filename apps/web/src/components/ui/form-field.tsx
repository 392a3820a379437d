import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';

import './form-field.css';

interface FieldFrame {
  label: string;
  hint?: string | undefined;
  /** The server's (or the form's) message for this field. */
  error?: string | undefined;
  required?: boolean;
  requiredLabel?: string;
}

function Frame({
  id,
  frame,
  children,
}: {
  id: string;
  frame: FieldFrame;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [frame.hint ? hintId : null, frame.error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`form-field${frame.error ? ' form-field--error' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {frame.label}
        {frame.required ? (
          <>
            {' '}
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{frame.requiredLabel}</span>
          </>
        ) : null}
      </label>
      {frame.hint ? (
        <p id={hintId} className="form-field__hint">
          {frame.hint}
        </p>
      ) : null}
      {children(describedBy)}
      {frame.error ? (
        <p id={errorId} className="form-field__error">
          {frame.error}
        </p>
      ) : null}
    </div>
  );
}

/** The one field of every form: label, hint and error tied to the input (aria-describedby). */
export function TextField({
  label,
  hint,
  error,
  required,
  requiredLabel,
  id: givenId,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <Frame id={id} frame={{ label, hint, error, required, requiredLabel }}>
      {(describedBy) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
      )}
    </Frame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  required,
  requiredLabel,
  id: givenId,
  children,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <Frame id={id} frame={{ label, hint, error, required, requiredLabel }}>
      {(describedBy) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {children}
        </select>
      )}
    </Frame>
  );
}

/** An on/off switch (WAI-ARIA switch): a button that says its state. */
export function Switch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      className="switch"
      onClick={() => onChange(!checked)}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
    </button>
  );
}
