import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import { useNotices } from './api';

/** The notices' UI is fetched only when there is something to show: most members never load it. */
const NoticesPanel = lazyPage(() => import('./NoticesPanel'));

/** Staff's warnings and the care notice, for logged-in members (in the root layout). */
export function CareNotices({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { data } = useNotices(isLoggedIn);
  if (!isLoggedIn || !data || (!data.care && !data.warnings.length)) return null;
  return <Suspense fallback={null}><NoticesPanel notices={data} /></Suspense>;
}
