import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { PaymentMethod } from '@app/shared/rules/payments';

/** The payment methods as links (/credits/{id}/{method}): the choice lives in the address, so back and reload keep it. */
export function MethodList({ packageId, methods, selected, search, unavailable = [] }: {
  packageId: number; methods: readonly PaymentMethod[]; selected: PaymentMethod | null; search: string; unavailable?: readonly PaymentMethod[];
}) {
  const { t } = useTranslation();
  return (
    <div className="list-group method-list">
      {methods.map((method) => {
        const isOff = unavailable.includes(method);
        const isSelected = method === selected;
        return (
          <Link key={method} to={`/credits/${packageId}/${method}${search}`} replace
            className={`list-group-item list-group-item-action d-flex align-items-center gap-3 method-${method}${isSelected ? ' active' : ''}${isOff ? ' disabled' : ''}`}
            aria-current={isSelected ? 'true' : undefined} aria-disabled={isOff ? true : undefined} tabIndex={isOff ? -1 : undefined}>
            <span className={`method-radio${isSelected ? ' is-on' : ''}`} aria-hidden="true" />
            <span className="method-logo" aria-hidden="true">{METHOD_MARK[method]}</span>
            <span className="flex-grow-1">{t(`web.payments.methods.${method}`)}</span>
            {isOff && <span className="small">{t('web.payments.method.not_with_code')}</span>}
          </Link>
        );
      })}
    </div>
  );
}

/** A short mark per method instead of logo images (no downloads, no brand files to keep). */
const METHOD_MARK: Record<PaymentMethod, string> = {
  ideal: 'iD', bancontact: 'BC', creditcard: 'CC', paypal: 'PP', applepay: '', banktransfer: '€', directdebit: 'SEPA',
};
