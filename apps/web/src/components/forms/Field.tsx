import type { InputHTMLAttributes } from 'react';
import { FieldFrame, useFieldFrame, type FieldFrameProps } from './field-frame';

type FieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'>;

/** A labelled input whose error sits next to it and is tied to it for screen readers. */
export function Field({ label, error, hint, id, className, spacing, labelClassName, ...input }: FieldProps) {
  const wiring = useFieldFrame({ id, error, hint });
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} spacing={spacing} labelClassName={labelClassName} controlId={wiring.id}>
      <input className={`form-control${error ? ' is-invalid' : ''}`} {...wiring} {...input} />
    </FieldFrame>
  );
}
