import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../features/shell/components/TopBar';
import { Banners } from '../../features/shell/components/Banners';
import { Footer } from '../../features/shell/components/Footer';
import { SiteEntryWarning } from '../../features/shell/components/SiteEntryWarning';
import { useSession } from '../../features/session/hooks/use-session';
import { showFooter } from '../../features/shell/rules';
import { useCurrentRoute } from '../route-context';

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
