import { Suspense } from 'react';
import { Button, Container, Form, Nav, Navbar, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../lib/use-translation';
import { NavLink, Outlet } from 'react-router';
import { LANGUAGE_NAMES, type Locale, LOCALES } from '@app/shared/constants';
import type { ConsoleRoute } from '../console-route';
import { changeConsoleLocale } from '../i18n';
import { useStaff } from '../ui';
import { useSignOut } from './session';

/** Top bar (who, language, sign out), the side navigation of the pages the role may use, and the page. */
export function ConsoleLayout({ pages }: { pages: ConsoleRoute[] }) {
  const { t, i18n } = useTranslation();
  const staff = useStaff();
  const signOut = useSignOut();
  const nav = pages.filter((p) => p.nav).sort((a, b) => (a.order ?? 50) - (b.order ?? 50));
  return (
    <div className="console-shell">
      <Navbar className="console-topbar px-3" variant="dark">
        <Navbar.Brand href="/console">{t('console.shell.brand')}</Navbar.Brand>
        <div className="ms-auto d-flex align-items-center gap-2">
          <span className="small d-none d-sm-inline">{staff.name} · {t(`console.roles.${staff.role}`)}</span>
          <Form.Select size="sm" style={{ width: 'auto', maxWidth: '8.5rem' }} aria-label={t('console.shell.language')} value={i18n.language}
            onChange={(e) => void changeConsoleLocale(e.target.value as Locale)}>
            {LOCALES.map((l) => <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>)}
          </Form.Select>
          <Button size="sm" variant="outline-light" onClick={() => signOut.mutate()}>{t('console.shell.sign_out')}</Button>
        </div>
      </Navbar>
      <div className="console-body">
        <nav className="console-nav" aria-label={t('console.shell.navigation')}>
          <Nav className="flex-column gap-1">
            {nav.map((p) => (
              <Nav.Link key={p.path} as={NavLink} to={`/${p.path}`} end={p.path === ''}>{t(`console.nav.${p.nav}`)}</Nav.Link>
            ))}
          </Nav>
        </nav>
        <main className="console-main">
          <Container fluid className="px-0">
            <Suspense fallback={<div className="text-center py-5"><Spinner animation="border" role="status" /></div>}>
              <Outlet />
            </Suspense>
          </Container>
        </main>
      </div>
    </div>
  );
}
