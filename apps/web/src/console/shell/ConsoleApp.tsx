import { useEffect, useMemo } from 'react';
import { Spinner } from 'react-bootstrap';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { StaffMe } from '@app/shared/contracts/console/auth';
import { onConsoleSignedOut } from '../api';
import { CONSOLE_PAGES } from '../areas';
import { ApiErrorAlert, EmptyState, StaffContext } from '../ui';
import { ConsoleLayout } from './ConsoleLayout';
import { sessionKeys, useMe } from './session';
import { SignInPage } from './SignInPage';

function NotFound() {
  const { t } = useTranslation();
  return <EmptyState text={t('console.shell.not_found')} />;
}

/** The router of the signed-in console: only the pages the staff member's role may use exist for them. */
function SignedIn({ staff }: { staff: StaffMe }) {
  const router = useMemo(() => {
    const pages = CONSOLE_PAGES.filter((p) => staff.actions.includes(p.action));
    return createBrowserRouter([{
      path: '/',
      element: <ConsoleLayout pages={pages} />,
      children: [
        ...pages.map((p) => (p.path === '' ? { index: true, Component: p.page } : { path: p.path, Component: p.page })),
        { path: '*', Component: NotFound },
      ],
    }], { basename: '/console' });
  }, [staff.role, staff.actions.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <StaffContext.Provider value={staff}>
      <RouterProvider router={router} />
    </StaffContext.Provider>
  );
}

export function ConsoleApp() {
  const me = useMe();
  const queryClient = useQueryClient();
  // A 401 on any call: the session ended (expired, revoked, disabled) -> back to the sign-in screen.
  useEffect(() => onConsoleSignedOut(() => { queryClient.setQueryData(sessionKeys.me(), null); }), [queryClient]);
  if (me.isPending) return <div className="text-center py-5"><Spinner animation="border" role="status" /></div>;
  if (me.isError) return <div className="container py-5"><ApiErrorAlert error={me.error} /></div>;
  return me.data ? <SignedIn staff={me.data} /> : <SignInPage />;
}
