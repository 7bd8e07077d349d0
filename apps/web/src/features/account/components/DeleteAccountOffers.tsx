import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { useOwnProfile, useSetInvisible } from '../../profile';
import { useCompanyInfo } from '../../session';
import { useClaimRetentionDiscount } from '../api/account-end';

function Offer({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="col-12 col-md-4">
      <div className="border rounded-3 p-3 h-100 d-flex flex-column gap-2">
        <h3 className="h6 mb-0">{title}</h3>
        {children}
      </div>
    </li>
  );
}

function PauseOffer() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  const invisible = useSetInvisible();
  const isInvisible = invisible.isSuccess || Boolean(profile.data?.invisible);
  return (
    <Offer title={t('web.account_end.pause_title')}>
      <p className="small mb-0 flex-grow-1">{t('web.account_end.pause_text')}</p>
      {isInvisible
        ? <p className="small text-success mb-0" role="status">{t('web.account_end.pause_done')}</p>
        : <button type="button" className="btn btn-outline-primary btn-sm align-self-start" disabled={invisible.isPending || !profile.data} onClick={() => invisible.mutate(true)}>{t('web.account_end.pause_button')}</button>}
    </Offer>
  );
}

function DiscountOffer({ percent }: { percent: number }) {
  const { t, i18n } = useTranslation();
  const claim = useClaimRetentionDiscount();
  const discount = claim.data;
  return (
    <Offer title={t('web.account_end.discount_title', { percent })}>
      <p className="small mb-0 flex-grow-1">{t('web.account_end.discount_text', { percent })}</p>
      {claim.isError && <p className="small text-danger mb-0" role="alert">{t('errors.generic')}</p>}
      {discount ? (
        <div role="status">
          <p className="small mb-2">
            {t('web.account_end.discount_code', { code: discount.code, date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(discount.expires)) })}
          </p>
          <Link className="btn btn-primary btn-sm" to={`/credits?code=${encodeURIComponent(discount.code)}`}>{t('web.account_end.discount_use')}</Link>
        </div>
      ) : (
        <button type="button" className="btn btn-outline-primary btn-sm align-self-start" disabled={claim.isPending} onClick={() => claim.mutate()}>
          {t('web.account_end.discount_button')}
        </button>
      )}
    </Offer>
  );
}

/** Spec 2: the retention offers come before the reasons: a break, fewer mails, the company's discount. */
export function DeleteAccountOffers({ onProceed }: { onProceed: () => void }) {
  const { t } = useTranslation();
  const { data: company } = useCompanyInfo();
  const percent = company?.delete_discount ?? 0;
  return (
    <div>
      <p>{t('web.account_end.delete_intro')}</p>
      <ul className="row g-3 list-unstyled mb-3">
        <PauseOffer />
        <Offer title={t('web.account_end.mails_title')}>
          <p className="small mb-0 flex-grow-1">{t('web.account_end.mails_text')}</p>
          <Link className="btn btn-outline-primary btn-sm align-self-start" to="/notifications">{t('web.account_end.mails_link')}</Link>
        </Offer>
        {percent > 0 && <DiscountOffer percent={percent} />}
      </ul>
      <button type="button" className="btn btn-link text-danger px-0" onClick={onProceed}>{t('web.account_end.proceed')}</button>
    </div>
  );
}
