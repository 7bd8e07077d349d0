import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Discount } from '@app/shared/contracts/payments';

interface Props {
  /** The code being checked or applied. */
  code: string | null;
  discount: Discount | null;
  isChecking: boolean;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** Spec: the discount code box. The server checks the code; its answer (or its localised refusal) is shown here. */
export function DiscountCodeBox({ code, discount, isChecking, error, onApply, onRemove }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(code ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim().toUpperCase();
    if (typed) onApply(typed);
  };
  if (discount && code) {
    return (
      <div className="discount-box alert alert-success d-flex flex-wrap align-items-center gap-2 mb-0" role="status">
        <span className="flex-grow-1">{t('web.payments.discount.applied', { code: discount.code, percentage: discount.percentage })}</span>
        <button type="button" className="btn btn-sm btn-outline-success" onClick={() => { setValue(''); onRemove(); }}>{t('web.payments.discount.remove')}</button>
      </div>
    );
  }
  return (
    <form className="discount-box" onSubmit={submit} noValidate>
      <label className="form-label small mb-1" htmlFor="discount-code">{t('web.payments.discount.label')}</label>
      <div className="input-group">
        <input id="discount-code" className={`form-control${error ? ' is-invalid' : ''}`} value={value} maxLength={40} autoComplete="off"
          autoCapitalize="characters" spellCheck={false} onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'discount-code-error' : undefined} />
        <button type="submit" className="btn btn-outline-secondary" disabled={isChecking || !value.trim()}>
          {isChecking ? t('web.payments.discount.checking') : t('web.payments.discount.apply')}
        </button>
      </div>
      {error && <div id="discount-code-error" className="invalid-feedback d-block" role="alert">{error}</div>}
    </form>
  );
}
