import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInApp, userFixture } from '../../../test/render';
import { callsTo, json, stubApi } from '../test-fixtures';
import DirectDebitPage from './DirectDebitPage';

afterEach(() => vi.unstubAllGlobals());

const route = { name: 'directdebit', layout: 'default' } as const;
const render = () => renderInApp(<DirectDebitPage />, { user: userFixture(), path: '/directdebit', routePath: '/directdebit', route });
const state = (verified: boolean | null) => ({
  account: verified === null ? null : { holder: 'E. de Vries', iban: 'NL91 •••• 4300', mobile: '•••••••678', verified },
  blocked: false, monthly_limit: 300, used_this_month: 0, currency: 'EUR',
});

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
const FORM = { 'Naam rekeninghouder': 'E. de Vries', Straat: 'Dorpsstraat', Huisnummer: '1', Postcode: '1234 AB', Plaats: 'Utrecht', 'Mobiel nummer': '0612345678' };

describe('direct debit', () => {
  it('checks the IBAN and the consent in the browser, then asks for the SMS code and confirms', async () => {
    let verified = false;
    const fetch = stubApi(async (url, init) => {
      if (url.pathname !== '/api/directdebit.php') return undefined;
      if (init?.method !== 'POST') return json(200, state(verified ? true : null));
      if (url.searchParams.get('verify')) {
        const { code } = JSON.parse(String(init.body)) as { code: string };
        if (code !== '123456') return json(400, { error: { code: 'sms_code_invalid', message: 'Code ongeldig', field: 'code' } });
        verified = true;
        return json(200, { ok: true });
      }
      return json(200, { ok: true, sms_sent_to: '•••••••678' });
    });
    await render();
    await screen.findByTestId('directdebit-form');
    fill({ ...FORM, IBAN: 'NL91 ABNA 0417 1643 01' });
    fireEvent.click(screen.getByRole('button', { name: 'Sms-code versturen' }));
    expect(await screen.findByText('Dit IBAN-nummer klopt niet.')).toBeTruthy();
    expect(screen.getByText('Geef toestemming voor de automatische incasso.')).toBeTruthy();
    expect(callsTo(fetch, '/api/directdebit.php', 'POST')).toHaveLength(0);

    fill({ IBAN: 'NL91 ABNA 0417 1643 00' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ik machtig Vonkje om de bedragen van mijn bestellingen van deze rekening af te schrijven.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sms-code versturen' }));
    expect((await screen.findByTestId('directdebit-sms')).textContent).toContain('We hebben een code van 6 cijfers gestuurd naar •••••••678.');
    const [[, sent]] = callsTo(fetch, '/api/directdebit.php', 'POST') as [[string, RequestInit]];
    expect(JSON.parse(String(sent.body))).toMatchObject({ holder: 'E. de Vries', iban: 'NL91 ABNA 0417 1643 00', consent: true });

    fill({ 'Code uit de sms': '654321' });
    fireEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByText('Code ongeldig')).toBeTruthy();
    fill({ 'Code uit de sms': '123456' });
    fireEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect((await screen.findByTestId('directdebit-done')).textContent).toContain('Automatische incasso is ingesteld');
  });
});
