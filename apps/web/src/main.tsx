import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import './styles/theme.scss';
import { initI18n, initialLocale } from './lib/i18n';
import { startTracking } from './lib/tracking';
import { primeCountryNames } from './lib/display-names';
import { currentUserQuery, sessionKeys, settingsQuery } from './features/session';
import { seedFirstSearch } from './features/members';
import { createAppRouter } from './app/router';
import type { FirstSearch, SiteSettings, User } from '@app/shared';

async function boot() {
  startTracking();
  // The API client retries itself; a second layer of retries would multiply them.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  // The server writes settings and the member into the page; the dev server does not, so then they are fetched.
  const boot = readBootData();
  if (boot) {
    queryClient.setQueryData(sessionKeys.settings(), boot.settings);
    queryClient.setQueryData(sessionKeys.user(), boot.user);
    if (boot.countryNames) primeCountryNames(boot.countryNames.locale, boot.countryNames.names);
    if (boot.search) seedFirstSearch(queryClient, boot.search);
  }
  // Before the router: a first page outside FIRST_TEXT_PAGES waits for the rest of the texts, added once i18n runs.
  const i18nStarted = initI18n(initialLocale());
  const router = createAppRouter();
  // Language, settings, the session and the first page's code are all there before the first paint: nothing shifts.
  const [i18n] = await Promise.all([
    i18nStarted,
    boot ? null : queryClient.prefetchQuery(settingsQuery()),
    boot ? null : queryClient.prefetchQuery(currentUserQuery()),
    routerReady(router),
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

/** What the server writes into the page (apps/server/src/modules/web/web-app.ts, bootData). */
interface BootData {
  settings: SiteSettings;
  user: User | null;
  countryNames?: { locale: string; names: Record<string, string> };
  search?: FirstSearch;
}

function readBootData(): BootData | null {
  const element = document.getElementById('app-boot');
  try {
    return element?.textContent ? JSON.parse(element.textContent) as BootData : null;
  } catch {
    return null;
  }
}

function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) { resolve(); return; }
    const unsubscribe = router.subscribe((state) => { if (state.initialized) { unsubscribe(); resolve(); } });
  });
}

void boot();
