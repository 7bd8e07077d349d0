import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banners, Footer, showFooter, SiteEntryWarning, TopBar } from '../../features/shell';
import { useSession } from '../../features/session';
import { useCurrentRoute } from '../../lib/route-context';

export function SkipLink() {
  const { t } = useTranslation();
  return <a className="visually-hidden-focusable position-absolute top-0 start-0 m-2 btn btn-light" href="#main">{t('web.nav.skip')}</a>;
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
      {showFooter(isLoggedIn, route?.name ?? null) && <Footer />}
      <SiteEntryWarning layout="default" />
    </>
  );
}
