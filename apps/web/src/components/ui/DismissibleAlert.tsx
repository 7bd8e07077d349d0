import type { ReactNode } from 'react';

/** Bootstrap's alert markup with a close button; no transition library needed for a banner. */
export function DismissibleAlert({ variant, onClose, closeLabel, children, testId }: {
  variant: string; onClose?: () => void; closeLabel: string; children: ReactNode; testId?: string;
}) {
  return (
    <div className={`alert alert-${variant}${onClose ? ' alert-dismissible' : ''}`} role="status" data-testid={testId}>
      {children}
      {onClose && <button type="button" className="btn-close" aria-label={closeLabel} onClick={onClose} />}
    </div>
  );
}
