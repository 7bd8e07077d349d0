import { useTranslation } from '../../../lib/use-translation';

/**
 * The EU withdrawal notice: the credits are delivered at once, so the member must agree, explicitly and unticked by
 * default, to lose the 14-day right of withdrawal (the catalogue's `payments.withdrawal_consent`: the very sentence
 * which the server records with the order).
 */
export function WithdrawalConsent({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div className="withdrawal-consent border rounded-3 p-3 bg-body-tertiary">
      <p className="small mb-2">{t('web.payments.withdrawal.notice')}</p>
      <div className="form-check mb-0">
        <input className="form-check-input" type="checkbox" id="withdrawal-consent" checked={checked} required
          onChange={(e) => onChange(e.target.checked)} />
        <label className="form-check-label fw-semibold" htmlFor="withdrawal-consent">{t('payments.withdrawal_consent')}</label>
      </div>
    </div>
  );
}
