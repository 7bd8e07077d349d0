import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CONSOLE_ACTIONS, staffMay, type ConsoleAction, type StaffRole } from '@app/shared/rules/console-roles';
import { initConsoleI18n } from '../i18n';
import { StaffContext } from '../ui';

/**
 * Renders console pages as a signed-in staff member of `role` (its actions from the shared table), in Dutch, at
 * `path` of the given routes; returns the router.
 */
export async function renderConsole(role: StaffRole, routes: Array<{ path: string; element: ReactNode }>, path: string) {
  const actions = (Object.keys(CONSOLE_ACTIONS) as ConsoleAction[]).filter((a) => staffMay(role, a));
  const staff = { id: 1, email: `${role}@example.com`, name: 'Sam', role, language: 'nl', sites: [{ id: 1, name: 'Vonkje', domain: 'vonkje.example' }], actions };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const i18n = await initConsoleI18n('nl');
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StaffContext.Provider value={staff}><RouterProvider router={router} /></StaffContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}
