import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { useSession } from '../../session';
import { useDiscountCode, usePackages } from '../api/queries';
import { DiscountCodeBox } from '../components/DiscountCodeBox';
import { PackageCard } from '../components/PackageCard';
import { errorText, PageState } from '../components/PageState';
import { TimeBonusLine } from '../components/TimeBonusLine';
import { bundlePrice, codeAppliesTo } from '../lib/prices';
import { useDiscountParam } from '../lib/use-discount-param';
import '../payments.scss';

/** /credits: the four bundles, the discount code box and the time bonus; picking a bundle leads to /credits/{id}. */
export default function CreditsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const packages = usePackages();
  const { code, setCode, search } = useDiscountParam();
  const typed = useDiscountCode(code);
  if (!packages.data) return <PageState error={packages.error} back="/members" title={t('web.payments.credits.title')} />;
  const { packages: bundles, discount, message_credits: messageCredits } = packages.data;
  const typedDiscount = typed.data?.discount ?? null;
  const someMissMinimum = typedDiscount && bundles.some((p) => !codeAppliesTo(typedDiscount, p));
  return (
    <div className="container py-4 payments-page">
      <header className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h3 mb-1">{t('web.payments.credits.title')}</h1>
          <p className="text-body-secondary mb-0">
            {user ? t('web.payments.credits.balance', { credits: user.credits }) : null} {t('web.payments.credits.no_subscription')}
          </p>
        </div>
        {user?.paid_user && (
          <nav className="d-flex flex-wrap gap-2" aria-label={t('web.payments.credits.more')}>
            <Link className="btn btn-sm btn-outline-secondary" to="/credits/repeat-order">{t('web.payments.credits.repeat_order')}</Link>
            <Link className="btn btn-sm btn-outline-secondary" to="/transactions">{t('web.payments.credits.transactions')}</Link>
          </nav>
        )}
      </header>
      <div className="row g-3 align-items-stretch mb-4">
        {discount?.time_bonus && !typedDiscount && <div className="col-12 col-lg"><TimeBonusLine discount={discount} /></div>}
        <div className="col-12 col-lg-5 ms-lg-auto">
          <DiscountCodeBox code={code} discount={typedDiscount} isChecking={typed.isFetching} onApply={setCode} onRemove={() => setCode(null)}
            error={typed.error ? errorText(typed.error, t('errors.generic')) : null} />
        </div>
      </div>
      {someMissMinimum && typedDiscount.minimum_order_value && (
        <p className="small text-body-secondary">{t('web.payments.discount.minimum', { amount: typedDiscount.minimum_order_value.toFixed(2) })}</p>
      )}
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3">
        {bundles.map((pack) => (
          <PackageCard key={pack.id} pack={pack} to={`/credits/${pack.id}${search}`}
            price={bundlePrice(pack, messageCredits, typedDiscount, discount)} />
        ))}
      </div>
      <p className="small text-body-secondary mt-4 mb-0">
        {t('web.payments.credits.message_cost', { credits: messageCredits })}{' '}
        {!user?.paid_user && <>{t('web.payments.credits.premium_hint')} <Link to="/premium">{t('web.payments.credits.premium_link')}</Link></>}
      </p>
    </div>
  );
}
