import { Outlet } from 'react-router';
import { BrandLogo, SiteEntryWarning } from '../../features/shell';
import { SkipLink } from './DefaultLayout';

/** Spec 2: landing pages get a simple top bar with the logo. */
export function LanderLayout() {
  return (
    <>
      <SkipLink />
      <header className="lander-bar"><div className="container py-2"><BrandLogo /></div></header>
      <main id="main" className="app-main"><Outlet /></main>
      <SiteEntryWarning layout="lander" />
    </>
  );
}
