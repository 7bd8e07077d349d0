import { Outlet } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { Banners, Footer, showFooter, SiteEntryWarning, TopBar } from '../../features/shell';
import { useSession } from '../../features/session';
import { useCurrentRoute } from '../../lib/route-context';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';

export function SkipLink() {
  const { t } = useTranslation();
  return <a className="visually-hidden-focusable position-absolute top-0 start-0 m-2 btn btn-light" href="#main">{t('web.nav.skip')}</a>;
}

/** Below the first screen (and a request for the company's details): it follows the first frame. */
function FooterAfterFirstPaint() {
  return useAfterFirstPaint() ? <Footer /> : null;
}

/** Spec 2: top navigation, warning banners, footer with disclaimer, entry warning (and the signup modal from the root). */
export function DefaultLayout() {
  const { isLoggedIn } = useSession();
  const route = useCurrentRoute();
  return (
    <>
      <SkipLink />
      <TopBar />
      <Banners />
      <main id="main" className="app-main"><Outlet /></main>
      {showFooter(isLoggedIn, route?.name ?? null) && <FooterAfterFirstPaint />}
      <SiteEntryWarning layout="default" />
    </>
  );
}
