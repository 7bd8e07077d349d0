import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldFrame, type FieldFrameProps } from './field-frame';

type SelectFieldProps = FieldFrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'>;

/** A labelled <select> (its <option>s as children), wired to its error and hint exactly like Field. */
export function SelectField({ label, error, hint, id, className, spacing, labelClassName, children, ...select }: SelectFieldProps) {
  const wiring = useFieldFrame({ id, error, hint });
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} spacing={spacing} labelClassName={labelClassName} controlId={wiring.id}>
      <select className={`form-select${error ? ' is-invalid' : ''}`} {...wiring} {...select}>{children}</select>
    </FieldFrame>
  );
}
