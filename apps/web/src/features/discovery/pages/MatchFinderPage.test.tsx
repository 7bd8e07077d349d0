import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MatchFinderAnswers } from '@app/shared/contracts/discovery';
import { renderInApp, userFixture } from '../../../test/render';
import { bodiesSent, json, matchCardFixture, matchFinderFixture, regionsAnswer, stubApi } from '../test-fixtures';
import MatchFinderPage from './MatchFinderPage';

afterEach(() => vi.unstubAllGlobals());

const route = { name: 'match-finder', layout: 'default' } as const;
const render = () => renderInApp(<MatchFinderPage />, { user: userFixture(), path: '/match-finder', routePath: '/match-finder', route });
const chip = (name: string) => screen.getByRole('button', { name });

/** GET answers the fixture; PUT answers the ranked list for the answers sent. */
function finderServer() {
  return stubApi((url, init) => {
    if (url.pathname === '/api/regions.php') return json(200, regionsAnswer);
    if (url.pathname !== '/api/match-finder.php') return undefined;
    if (init?.method !== 'PUT') return json(200, matchFinderFixture());
    const answers = JSON.parse(String(init.body)) as MatchFinderAnswers;
    return json(200, matchFinderFixture({
      answers, saved: true,
      results: [
        matchCardFixture(31, 'Mira', { score: 100, shared_interests: ['wine', 'beach'], online_recently: true }),
        matchCardFixture(32, 'Noor', { score: 70, fictional: true, shared_interests: ['beach'] }),
        matchCardFixture(33, 'Eline', { score: 40, region: 'NL-UT', region_name: 'Utrecht' }),
      ],
    }));
  });
}

describe('match finder', () => {
  it('is filled in from the answers, with the regions of the member\'s own country and "anywhere"', async () => {
    finderServer();
    await render();
    expect((await screen.findByLabelText('Vrouwen') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Mannen') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Van') as HTMLInputElement).value).toBe('28');
    expect((screen.getByLabelText('Tot') as HTMLInputElement).value).toBe('40');
    const region = screen.getByLabelText('Regio') as HTMLSelectElement;
    await waitFor(() => expect([...region.options].map((o) => o.textContent)).toEqual(['Overal', 'Noord-Holland', 'Utrecht']));
    expect(region.value).toBe('NL-NH');
    expect(chip('Wijn').getAttribute('aria-pressed')).toBe('true');
    expect(chip('Koken').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('interest-count').textContent).toBe('2 van 5 gekozen');
  });

  it('refuses a sixth interest where the member sees it', async () => {
    finderServer();
    await render();
    await screen.findByLabelText('Vrouwen');
    for (const name of ['Strand', 'Sushi', 'Dansen']) fireEvent.click(chip(name));
    expect(screen.getByTestId('interest-count').textContent).toBe('5 van 5 gekozen');
    expect(screen.queryByTestId('interest-refusal')).toBeNull();

    fireEvent.click(chip('Muziek'));
    expect(chip('Muziek').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('interest-count').textContent).toBe('5 van 5 gekozen');
    expect(screen.getByRole('alert').textContent).toBe('Kies maximaal 5 interesses.');

    // Taking one off makes room again.
    fireEvent.click(chip('Sushi'));
    fireEvent.click(chip('Muziek'));
    expect(chip('Muziek').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('interest-refusal')).toBeNull();
  });

  it('sends the answers with PUT and shows the ranked results with their reasons, fictional labels and a like button', async () => {
    const fetch = finderServer();
    await render();
    await screen.findByLabelText('Vrouwen');
    fireEvent.click(screen.getByLabelText('Mannen'));
    fireEvent.change(screen.getByLabelText('Van'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Regio'), { target: { value: '' } });
    fireEvent.click(chip('Koken'));
    fireEvent.click(chip('Strand'));
    fireEvent.click(screen.getByRole('button', { name: 'Vind mijn matches' }));

    await waitFor(() => expect(bodiesSent(fetch, '/api/match-finder.php', 'PUT')).toEqual([
      { genders: ['male', 'female'], min_age: 30, max_age: 40, region: null, interests: ['wine', 'beach'] },
    ]));
    await waitFor(() => expect(screen.getAllByTestId('match-card').map((c) => within(c).getByRole('heading').textContent))
      .toEqual(['Mira, 61', 'Noor, 62', 'Eline, 63']));
    const [mira, noor, eline] = screen.getAllByTestId('match-card');
    expect(mira!.textContent).toContain('Samen: Wijn en Strand');
    expect(mira!.textContent).toContain('91% match');
    expect(mira!.textContent).toContain('Onlangs online');
    expect(within(noor!).getByText('fictief profiel')).toBeTruthy();
    expect(within(mira!).queryByText('fictief profiel')).toBeNull();
    expect(eline!.textContent).not.toContain('Samen');
    for (const card of [mira, noor, eline]) expect(within(card!).getByRole('button', { name: 'Like geven' })).toBeTruthy();
    expect(within(noor!).getByRole('link', { name: 'Noor' }).getAttribute('href')).toBe('/members/32');
    expect(screen.getByText(/we kijken naar gedeelde interesses, afstand \(regio\), hoe goed de leeftijd past en recente activiteit/)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Jouw matches');
  });

  it('checks the answers before sending: someone to look for, and an age range that makes sense', async () => {
    const fetch = finderServer();
    await render();
    await screen.findByLabelText('Vrouwen');
    fireEvent.click(screen.getByLabelText('Vrouwen'));
    fireEvent.change(screen.getByLabelText('Van'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vind mijn matches' }));
    expect(screen.getByText('Kies wie je zoekt.')).toBeTruthy();
    expect(screen.getByLabelText('Tot').getAttribute('aria-invalid')).toBe('true');
    expect(bodiesSent(fetch, '/api/match-finder.php', 'PUT')).toEqual([]);
  });

  it('shows the server\'s refusal at its field', async () => {
    stubApi((url, init) => {
      if (url.pathname === '/api/regions.php') return json(200, regionsAnswer);
      if (url.pathname !== '/api/match-finder.php') return undefined;
      if (init?.method === 'PUT') return json(400, { error: { code: 'region_unknown', message: 'Kies een regio en plaats uit de lijst.', field: 'region' } });
      return json(200, matchFinderFixture());
    });
    await render();
    await screen.findByLabelText('Vrouwen');
    fireEvent.click(screen.getByRole('button', { name: 'Vind mijn matches' }));
    await waitFor(() => expect(screen.getByLabelText('Regio').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Kies een regio en plaats uit de lijst.')).toBeTruthy();
  });
});
