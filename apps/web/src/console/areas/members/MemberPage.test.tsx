import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffRole } from '@app/shared/rules/console-roles';
import type { MemberDetail } from '@app/shared/contracts/console/members';
import { bodiesSent, json, stubApi } from '../../../test/stub-api';
import { renderConsole } from '../../test/render-console';
import MemberPage from './pages/MemberPage';

afterEach(() => { vi.unstubAllGlobals(); });

const detail = (): MemberDetail => ({
  account: {
    id: 42, site_id: 1, email: 'eva@example.com', status: 'active', language: 'nl', signup_date: '2026-11-01T10:00:00Z', activated_at: '2026-11-01T10:05:00Z',
    credits: 80, premium: true, banned_at: null, ban_reason: null, vulnerable_at: null, vulnerable_reason: null, notifications_disabled: [], active_sessions: 2,
  },
  profile: {
    id: 7, name: 'Eva', status: 'active', date_of_birth: '1990-01-01', country: 'NL', gender: 'female', sexuality: 'hetero', region: null, city: 'Utrecht',
    hair_color: null, eye_color: null, body_type: null, relationship_status: null, tattoos: null, reason: null, about: 'Hoi', interests: ['music'], invisible: false,
    last_active_at: '2026-11-24T10:00:00Z',
  },
  photos: [],
  conversations: [{ id: 3, partner_id: 9, partner_name: 'Sanne', partner_fictional: true, messages: 4, last_message_at: '2026-11-24T09:00:00Z' }],
  payments: [{ id: 11, status: 'completed', amount_cents: 1995, currency: 'EUR', credits: 100, method: 'ideal', provider: 'test', reversal: null, created_at: '2026-11-02T10:00:00Z', refundable: true }],
  ledger: [],
  warnings: [],
});

async function renderAs(role: StaffRole) {
  await renderConsole(role, [{ path: '/members/:id', element: <MemberPage /> }], '/members/42');
  await screen.findByRole('toolbar', { name: 'Acties' });
}

describe('a member in the console', () => {
  it('offers support only their actions, and asks the reason before correcting credits', async () => {
    const fetch = stubApi((url, init) => {
      if (url.pathname === '/api/console/members/member.php') return json(200, detail());
      if (url.pathname === '/api/console/members/credits.php' && init?.method === 'POST') return json(200, { ok: true, balance: 90 });
      return undefined;
    });
    await renderAs('support');
    const bar = screen.getByRole('toolbar', { name: 'Acties' });
    const names = within(bar).getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Waarschuwen', 'Markeren als kwetsbaar', 'Credits corrigeren', 'Overal uitloggen']);
    fireEvent.click(within(bar).getByRole('button', { name: 'Credits corrigeren' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Credits corrigeren' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText('Aantal credits (negatief om af te trekken)'), { target: { value: '10' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reden'), { target: { value: 'Compensatie storing' } });
    fireEvent.click(submit);
    await waitFor(() => expect(bodiesSent(fetch, '/api/console/members/credits.php')).toEqual([{ user: 42, reason: 'Compensatie storing', amount: 10 }]));
  });

  it('gives moderators the ban but no refunds', async () => {
    stubApi((url) => (url.pathname === '/api/console/members/member.php' ? json(200, detail()) : undefined));
    await renderAs('moderator');
    expect(within(screen.getByRole('toolbar', { name: 'Acties' })).getByRole('button', { name: 'Blokkeren' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Betalingen (1)' }));
    expect(await screen.findByText('ideal')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Terugbetalen' })).toBeNull();
  });
});
