import { useId, type ReactNode } from 'react';

export interface FieldFrameProps {
  label: string;
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
  /** Added to the wrapper, e.g. grid columns. */
  className?: string;
  /** The wrapper's bottom margin; forms in a row of filters use none. */
  spacing?: string;
  labelClassName?: string;
}

/**
 * What every form control needs alike: its label, its error tied to it (aria-invalid, aria-describedby) and an
 * optional hint. Field, SelectField and TextAreaField differ only in the control they render inside.
 */
export function useFieldFrame({ id, error, hint }: Pick<FieldFrameProps, 'id' | 'error' | 'hint'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [error ? `${controlId}-error` : null, hint ? `${controlId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}

export function FieldFrame({ label, error, hint, className, spacing = 'mb-3', labelClassName, controlId, children }: FieldFrameProps & { controlId: string; children: ReactNode }) {
  return (
    <div className={[spacing, className].filter(Boolean).join(' ')}>
      <label className={['form-label', labelClassName].filter(Boolean).join(' ')} htmlFor={controlId}>{label}</label>
      {children}
      {error && <div id={`${controlId}-error`} className="invalid-feedback d-block">{error}</div>}
      {hint && <div id={`${controlId}-hint`} className="form-text">{hint}</div>}
    </div>
  );
}
