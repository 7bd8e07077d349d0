import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { useSession } from '../../session';
import { usePackages } from '../api/queries';
import { PackageCard } from '../components/PackageCard';
import { PageState } from '../components/PageState';
import { PremiumBenefits } from '../components/PremiumBenefits';
import { TimeBonusLine } from '../components/TimeBonusLine';
import { bundlePrice } from '../lib/prices';
import '../payments.scss';

/** /premium: what premium gives, the "46 percent better chance" claim, and the bundles (the first one makes premium). */
export default function PremiumPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const packages = usePackages();
  return (
    <div className="payments-page">
      <section className="premium-hero text-white">
        <div className="container py-4 py-md-5">
          <p className="badge text-bg-light text-primary mb-2">{t('web.payments.premium.badge')}</p>
          <h1 className="display-6 fw-bold mb-2">{t('web.payments.premium.title')}</h1>
          <p className="lead mb-0" data-testid="premium-claim">{t('web.payments.premium.claim')}</p>
          {user?.paid_user && <p className="mt-3 mb-0 fw-semibold">{t('web.payments.premium.already')}</p>}
        </div>
      </section>
      <div className="container py-4">
        <h2 className="h4 mb-3">{t('web.payments.premium.benefits_title')}</h2>
        <PremiumBenefits />
        <h2 className="h4 mt-5 mb-1">{t('web.payments.premium.bundles_title')}</h2>
        <p className="text-body-secondary">{t('web.payments.premium.bundles_text')}</p>
        {packages.data ? (
          <>
            {packages.data.discount?.time_bonus && <div className="mb-3"><TimeBonusLine discount={packages.data.discount} /></div>}
            <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3">
              {packages.data.packages.map((pack) => (
                <PackageCard key={pack.id} pack={pack} to={`/credits/${pack.id}`}
                  price={bundlePrice(pack, packages.data.message_credits, null, packages.data.discount)} />
              ))}
            </div>
          </>
        ) : <PageState error={packages.error} />}
        <p className="small text-body-secondary mt-4 mb-0">{t('web.payments.premium.footnote')} <Link to="/pricing">{t('web.payments.premium.pricing_link')}</Link></p>
      </div>
    </div>
  );
}
