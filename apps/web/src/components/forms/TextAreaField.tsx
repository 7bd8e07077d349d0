import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldFrame, type FieldFrameProps } from './field-frame';

type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id'>;

/** A labelled <textarea>, wired to its error and hint exactly like Field. */
export function TextAreaField({ label, error, hint, id, className, spacing, labelClassName, ...textarea }: TextAreaFieldProps) {
  const wiring = useFieldFrame({ id, error, hint });
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} spacing={spacing} labelClassName={labelClassName} controlId={wiring.id}>
      <textarea className={`form-control${error ? ' is-invalid' : ''}`} {...wiring} {...textarea} />
    </FieldFrame>
  );
}
