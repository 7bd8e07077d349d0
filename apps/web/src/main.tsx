import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import './styles/theme.scss';
import { initI18n, initialLocale } from './lib/i18n';
import { captureTracking } from './lib/tracking';
import { apiRequest } from './lib/api';
import { fetchCurrentUser, queryKeys } from './features/session/api/queries';
import { createAppRouter } from './app/router';
import type { SiteSettings } from '@app/shared';

async function boot() {
  captureTracking();
  // The API client retries itself; a second layer of retries would multiply them.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  // Language, site settings and the session are known before the first paint, so nothing flickers.
  const [i18n] = await Promise.all([
    initI18n(initialLocale()),
    queryClient.prefetchQuery({ queryKey: queryKeys.settings, queryFn: () => apiRequest<SiteSettings>('api/settings.php') }),
    queryClient.prefetchQuery({ queryKey: queryKeys.user, queryFn: fetchCurrentUser }),
  ]);
  const router = createAppRouter();
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

void boot();
