import { Outlet } from 'react-router';

/** Spec 2: the empty layout, with only the page (the signup modal comes from the root). */
export function EmptyLayout() {
  return <main id="main" className="app-main"><Outlet /></main>;
}
