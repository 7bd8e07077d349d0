import '../lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import './console.scss';
import { initConsoleI18n, initialLocale } from './i18n';
import { ConsoleApp } from './shell/ConsoleApp';

/** The operator console: its own entry and chunks, nothing shared with the member site's first load. */
async function boot() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const i18n = await initConsoleI18n(initialLocale());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ConsoleApp />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void boot();
