import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { Discount } from '@app/shared/contracts/payments';
import type { User } from '@app/shared';
import { renderInApp, userFixture } from '../../../test/render';
import { dismiss, dismissedAt, LOCAL_FLAGS } from '../../../lib/local-flags';
import { sessionKeys } from '../../session';
import { TimeBonus } from './TimeBonus';

/** Path to the spec's route name, and the layout: /chats has the chat layout, so the top bar (and this) remounts there. */
const ROUTES: Record<string, { name: string; layout: string }> = {
  '/members': { name: 'members', layout: 'default' },
  '/members/12': { name: 'members-id', layout: 'default' },
  '/likes': { name: 'likes', layout: 'default' },
  '/premium': { name: 'premium', layout: 'default' },
  '/chats': { name: 'chats', layout: 'chat' },
  '/chats/5': { name: 'chats-id', layout: 'chat' },
  '/profile': { name: 'profile', layout: 'default' },
  '/credits': { name: 'credits', layout: 'default' },
};

function InLayout() {
  const route = ROUTES[useLocation().pathname]!;
  return <TimeBonus key={route.layout} routeName={route.name} />;
}

function answerDiscount(discount: Partial<Discount> | null) {
  const body = {
    discount: discount && {
      code: 'TIMEBONUS25', percentage: 25, expires: null, seconds_left: 3 * 3600 + 59 * 60 + 58, time_bonus: true,
      minimum_order_value: null, currency: null, paymentmethods: null, ...discount,
    },
  };
  const fetch = vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function advance(ms: number) {
  await act(async () => { await vi.advanceTimersByTimeAsync(ms); });
}

async function show(path: string, user: User | null = userFixture({ credits: 0 })) {
  const result = await renderInApp(<InLayout />, { user, path });
  await advance(0);
  return result;
}

const countdown = () => screen.getAllByTestId('time-bonus-countdown')[0]!.textContent;
const modal = () => screen.queryByTestId('time-bonus-modal');

// jsdom has no modal dialogs: open it as a browser would, so its contents are in the accessibility tree.
beforeEach(() => {
  vi.useFakeTimers();
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) { this.setAttribute('open', ''); };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) { this.removeAttribute('open'); };
});
afterEach(async () => {
  await advance(1); // lets a remount's "left the members area" settle before the next test
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('time bonus banner (spec 2)', () => {
  it('loads the welcome discount and shows its countdown with a link to the credits in the members area', async () => {
    const fetch = answerDiscount({});
    await show('/members');
    expect(String(fetch.mock.calls[0]![0])).toContain('api/discountcode.php?welcome=true');
    const banner = screen.getByTestId('time-bonus-banner');
    expect(banner.textContent).toContain('25% korting');
    expect(countdown()).toBe('03:59:58');
    expect(within(banner).getByRole('link', { name: 'Claim je korting' }).getAttribute('href')).toBe('/credits');
  });

  it('shows on members, members-id, chats, likes and premium, not on credits, profile or a conversation', async () => {
    answerDiscount({});
    const { router } = await show('/members');
    for (const [path, shown] of [['/members/12', true], ['/likes', true], ['/premium', true], ['/chats', true], ['/credits', false], ['/profile', false], ['/chats/5', false]] as const) {
      await act(async () => { await router.navigate(path); });
      expect(screen.queryByTestId('time-bonus-banner') !== null, path).toBe(shown);
    }
  });

  it('ticks every second from the server\'s seconds_left and disappears at zero', async () => {
    answerDiscount({ seconds_left: 3 });
    await show('/members');
    expect(countdown()).toBe('00:00:03');
    await advance(1000);
    expect(countdown()).toBe('00:00:02');
    await advance(1000);
    expect(countdown()).toBe('00:00:01');
    await advance(1000);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });

  it('shows nothing for the site\'s ordinary welcome code, when there is no discount or when the call fails', async () => {
    answerDiscount({ code: 'WELKOM10', percentage: 10, time_bonus: false });
    const first = await show('/members');
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    first.unmount();
    answerDiscount(null);
    const second = await show('/members');
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    second.unmount();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'forbidden', message: 'Nee' } }), { status: 403, headers: { 'content-type': 'application/json' } })));
    await show('/members');
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });

  it('does not even ask for a paid member', async () => {
    const fetch = answerDiscount({});
    await show('/members', userFixture({ paid_user: true, credits: 0 }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });

  it('is loaded at login and cleared on logout', async () => {
    const fetch = answerDiscount({ seconds_left: 100 });
    const { queryClient } = await show('/members', null);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    await act(async () => { queryClient.setQueryData(sessionKeys.user(), userFixture({ credits: 0 })); });
    await advance(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(countdown()).toBe('00:01:30');
    await act(async () => { queryClient.setQueryData(sessionKeys.user(), null); });
    await advance(0);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });
});

describe('time bonus modal (spec 2, 4)', () => {
  it('opens 40 s after entering the members area for a member with 0 credits', async () => {
    answerDiscount({});
    await show('/members');
    await advance(39_000);
    expect(modal()).toBeNull();
    await advance(1_000);
    const dialog = modal()!;
    expect(within(dialog).getByRole('heading', { name: 'Welkomstkorting' })).toBeTruthy();
    expect(dialog.textContent).toContain('25% welkomstbonus');
    expect(dialog.textContent).toContain('Speciale aanbieding');
    expect(dialog.textContent).toContain('de eerste 4 uur na je aanmelding');
    expect(dialog.textContent).toContain('Aanbod geldig nog');
    expect(dialog.textContent).toContain('Je credits staan direct na betaling op je account.');
    expect(within(dialog).getByTestId('time-bonus-countdown').textContent).toBe('03:59:18');
    expect(within(dialog).getByRole('link', { name: 'Claim je korting' }).getAttribute('href')).toBe('/credits');
  });

  it('is cancelled by leaving the members area and scheduled afresh on coming back', async () => {
    answerDiscount({});
    const { router } = await show('/members');
    await advance(30_000);
    await act(async () => { await router.navigate('/profile'); });
    await advance(30_000);
    expect(modal()).toBeNull();
    await act(async () => { await router.navigate('/likes'); });
    await advance(39_000);
    expect(modal()).toBeNull();
    await advance(1_000);
    expect(modal()).not.toBeNull();
  });

  it('keeps counting while moving within the members area, also into the chat layout', async () => {
    answerDiscount({});
    const { router } = await show('/members');
    await advance(20_000);
    await act(async () => { await router.navigate('/members/12'); });
    await advance(10_000);
    await act(async () => { await router.navigate('/chats'); });
    await advance(9_000);
    expect(modal()).toBeNull();
    await advance(1_000);
    expect(modal()).not.toBeNull();
  });

  it('is not shown to a member with credits', async () => {
    answerDiscount({});
    await show('/members', userFixture({ credits: 20 }));
    await advance(60_000);
    expect(screen.getByTestId('time-bonus-banner')).toBeTruthy();
    expect(modal()).toBeNull();
  });

  it('is not shown again once dismissed before', async () => {
    dismiss(LOCAL_FLAGS.timeBonusModal);
    answerDiscount({});
    await show('/members');
    await advance(60_000);
    expect(modal()).toBeNull();
  });

  it('closes with its close icon and stores the dismissal with its time', async () => {
    answerDiscount({});
    await show('/members');
    await advance(40_000);
    fireEvent.click(within(modal()!).getByRole('button', { name: 'Sluiten' }));
    expect(modal()).toBeNull();
    expect(dismissedAt(LOCAL_FLAGS.timeBonusModal)).toEqual(new Date(Date.now()));
    await advance(60_000);
    expect(modal()).toBeNull();
  });
});
