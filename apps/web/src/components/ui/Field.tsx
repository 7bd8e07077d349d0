import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: ReactNode;
  hint?: ReactNode;
}

/** A labelled input whose error sits next to it and is tied to it for screen readers. */
export function Field({ label, error, hint, id, className, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const described = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mb-3 ${className ?? ''}`}>
      <label className="form-label" htmlFor={inputId}>{label}</label>
      <input id={inputId} className={`form-control${error ? ' is-invalid' : ''}`} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {error && <div id={`${inputId}-error`} className="invalid-feedback d-block">{error}</div>}
      {hint && <div id={`${inputId}-hint`} className="form-text">{hint}</div>}
    </div>
  );
}
