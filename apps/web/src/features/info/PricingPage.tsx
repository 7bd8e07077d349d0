import { PricingTable } from '../payments';
import InfoPage from './InfoPage';

/** /pricing: the site's pricing text, and below it the live bundles and the cost of one message for the visitor's country. */
export default function PricingPage() {
  return (
    <>
      <InfoPage />
      <div className="container pb-4 pb-md-5"><PricingTable /></div>
    </>
  );
}
