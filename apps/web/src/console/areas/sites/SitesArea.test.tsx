import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsoleSite } from '@app/shared/contracts/console/sites';
import { bodiesSent, json, stubApi } from '../../../test/stub-api';
import { renderConsole } from '../../test/render-console';
import SiteEditorPage from './pages/SiteEditorPage';
import StaffPage from './pages/StaffPage';

afterEach(() => { vi.unstubAllGlobals(); });

const company = { id: 3, name: 'Vonkje Media B.V.', address: 'Keizersgracht 100', kvk: '87654321', city: 'Amsterdam', country: 'NL', tradenames: [], vat_numbers: [], support_phone: '+31201234567', delete_discount: 50, added: '2024-03-01T09:00:00Z' };
const site: ConsoleSite = {
  id: 1, has_push_keys: true, created_at: '2026-01-01T00:00:00Z', name: 'Vonkje', domain: 'vonkje.example', aliases: [], base_url: null,
  index_title: 'Vonkje', description: 'Daten', domain_language: 'nl', time_zone: 'Europe/Amsterdam', countries: ['NL'], cdn_prefix: '', niche: 1,
  signups: 'all', logged_out_search: 'limited', logged_out_search_trafficsource: 'limited', enable_site_entry_popup: 'yes', site_entry_popup_countries: [],
  minimum_message_costs: {}, message_credits: 10, signup_credits: 20, photo_credits: 25, gift_credits: 50, message_length: 1000,
  support_email: 'support@vonkje.example', support_phone: '+31201234567', fictional_icon: '🎭', fictional_warning: 'Fictief.', fictional_singular: 'fictief profiel',
  fictional_plural: 'fictieve profielen', refund_days: 14, member_resell: false, company_id: 3, mail_name: 'Vonkje', visible_profile_fields: [],
  visible_profile_notes: {}, search_fields: [], interests: [], region_data: 'builtin', us_footer: false, payment_methods: {}, direct_debit_monthly_limit_cents: 30000, texts: {},
};

async function renderAdmin(path: string, route: string, element: React.ReactNode) {
  await renderConsole('admin', [{ path: route, element }], path);
}

describe('the site editor', () => {
  it('checks a setting before sending and shows the server\'s refusal at its field', async () => {
    const fetch = stubApi((url, init) => {
      if (url.pathname === '/api/console/sites/site.php' && init?.method === 'PUT') {
        return json(409, { error: { code: 'console_domain_taken', message: 'Dit domein is al in gebruik door een site.', field: 'domain' } });
      }
      if (url.pathname === '/api/console/sites/site.php') return json(200, { site, company });
      if (url.pathname === '/api/console/sites.php') return json(200, { sites: [], companies: [company] });
      return undefined;
    });
    await renderAdmin('/sites/1', '/sites/:id', <SiteEditorPage />);
    const credits = await screen.findByLabelText('Credits per bericht', undefined, { timeout: 10_000 });
    fireEvent.change(credits, { target: { value: '0' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Opslaan' })[0]!);
    // The shared schema refuses it here: nothing is sent.
    expect(await screen.findByText('Vul een geheel getal binnen de grenzen in.')).toBeTruthy();
    expect(bodiesSent(fetch, '/api/console/sites/site.php', 'PUT')).toEqual([]);

    fireEvent.change(credits, { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Domein'), { target: { value: 'bezet.example' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Opslaan' })[0]!);
    const domainGroup = (await screen.findByText('Dit domein is al in gebruik door een site.')).closest('.mb-3') as HTMLElement;
    expect(within(domainGroup).getByLabelText('Domein')).toBeTruthy();
    expect(bodiesSent(fetch, '/api/console/sites/site.php', 'PUT')[0]).toMatchObject({ id: 1, domain: 'bezet.example', message_credits: 12 });
  }, 30_000);
});

describe('staff management', () => {
  it('shows a new account\'s password and secret once, ready to copy', async () => {
    const created = { staff: { id: 9, email: 'op@example.com', name: 'Olaf', role: 'operator', language: 'nl', refund_limit_cents: 5000, sites: [1], disabled_at: null, created_at: '2026-01-01T00:00:00Z', active_sessions: 0 }, password: 'pw-shown-once-123456', totp_secret: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', otpauth_uri: 'otpauth://totp/Console%3Aop%40example.com?secret=ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' };
    const fetch = stubApi((url, init) => {
      if (url.pathname === '/api/console/staff.php') return json(200, { staff: [] });
      if (url.pathname === '/api/console/staff/create.php' && init?.method === 'POST') return json(200, created);
      return undefined;
    });
    await renderAdmin('/staff', '/staff', <StaffPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuwe medewerker' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'op@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Naam'), { target: { value: 'Olaf' } });
    fireEvent.click(within(dialog).getByLabelText('Vonkje'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    await waitFor(() => expect((within(dialog).getByLabelText('Wachtwoord') as HTMLInputElement).value).toBe('pw-shown-once-123456'));
    expect((within(dialog).getByLabelText('Geheime sleutel (TOTP)') as HTMLInputElement).value).toBe(created.totp_secret);
    expect(within(dialog).getAllByRole('button', { name: 'Kopiëren' })).toHaveLength(3);
    expect(bodiesSent(fetch, '/api/console/staff/create.php')[0]).toEqual({ email: 'op@example.com', name: 'Olaf', role: 'operator', language: 'nl', refund_limit_cents: 5000, sites: [1] });
  });
});
