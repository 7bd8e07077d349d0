import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp, settingsFixture, userFixture } from '../../../test/render';
import { bodiesSent, json, stubApi } from '../../../test/stub-api';
import { fakeBrowser, removeFakeBrowser, SITE_KEY, SITE_KEY_BYTES } from '../../../test/fake-push-browser';
import { Banners } from '../../shell';
import { PushControl } from './PushControl';

function stubPushCalls(status = 200) {
  return stubApi((url, init) => (url.pathname === '/api/user.php' && url.searchParams.get('push') === '1' && init?.method === 'POST'
    ? (status === 200 ? json(200, { ok: true }) : json(status, { error: { code: 'push_subscription_invalid', message: 'Je browser gaf geen geldig pushabonnement door.' } }))
    : undefined));
}

const renderControl = (extra?: React.ReactNode) => renderInApp(<>{extra}<PushControl /></>, {
  user: userFixture({ id: 41 }), settings: settingsFixture({ push_public_key: SITE_KEY }),
});
const theSwitch = () => screen.findByRole('switch', { name: 'Pushmeldingen op dit apparaat' });

afterEach(removeFakeBrowser);

describe('PushControl', () => {
  it('subscribes with the site key on a click, saves the subscription and hides the opt-in banner', async () => {
    const browser = fakeBrowser();
    const fetch = stubPushCalls();
    await renderControl(<Banners />);
    const toggle = await theSwitch();
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect(screen.getByText(/zet pushmeldingen aan/)).toBeTruthy();
    // Nothing is asked before the member clicks.
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw-push.js?v=2', { scope: '/' });
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: SITE_KEY_BYTES });
    expect(bodiesSent(fetch, '/api/user.php')).toEqual([{ subscription: { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys } }]);
    expect(screen.getByText('Pushmeldingen staan aan op dit apparaat.')).toBeTruthy();
    expect(screen.queryByText(/zet pushmeldingen aan/)).toBeNull();
  });

  it('explains a blocked permission and never asks for it', async () => {
    const browser = fakeBrowser({ permission: 'denied' });
    const fetch = stubPushCalls();
    await renderControl();
    expect(await screen.findByText(/in je browser geblokkeerd, dus we vragen het niet opnieuw/)).toBeTruthy();
    const toggle = await theSwitch();
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('remembers "block" given at the question: explained, switch off and disabled', async () => {
    const browser = fakeBrowser({ answer: 'denied' });
    const fetch = stubPushCalls();
    await renderControl();
    const toggle = await theSwitch();
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText(/in je browser geblokkeerd/)).toBeTruthy();
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets the member try again after closing the question without an answer', async () => {
    fakeBrowser({ answer: 'default' });
    stubPushCalls();
    await renderControl();
    const toggle = await theSwitch();
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText(/nog geen toestemming gegeven/)).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect((toggle as HTMLInputElement).disabled).toBe(false);
  });

  it('shows a subscribed device as on, saves it again once for this page, and switches it off', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const fetch = stubPushCalls();
    await renderControl();
    const toggle = await theSwitch();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect(bodiesSent(fetch, '/api/user.php')).toHaveLength(1));
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();

    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(bodiesSent(fetch, '/api/user.php')[1]).toEqual({ subscription: null, endpoint: browser.endpoint });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('shows the server\'s refusal and leaves no subscription behind in the browser', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    stubPushCalls(400);
    await renderControl();
    const toggle = await theSwitch();
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe('Je browser gaf geen geldig pushabonnement door.');
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('tells a browser without push support what it can do', async () => {
    await renderControl();
    expect(await screen.findByText(/Deze browser kan geen pushmeldingen ontvangen/)).toBeTruthy();
    expect(((await theSwitch()) as HTMLInputElement).disabled).toBe(true);
  });

  it('shows nothing when the site sends no push', async () => {
    fakeBrowser();
    await renderInApp(<PushControl />, { user: userFixture(), settings: settingsFixture({ push_public_key: null }) });
    expect(screen.queryByTestId('push-control')).toBeNull();
  });
});
