import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderInApp, settingsFixture, userFixture } from '../../../test/render';
import { fakeBrowser, removeFakeBrowser, SITE_KEY } from '../../../test/fake-push-browser';
import { usePushState } from './use-push-state';

function PushStateProbe() {
  const state = usePushState();
  return <output>{`${String(state.isCapable)} ${state.isSubscribed === null ? 'unknown' : state.isSubscribed === false ? 'off' : state.isSubscribed === 'denied' ? 'denied' : 'subscribed'} ${state.lastMessage?.title ?? '-'}`}</output>;
}

afterEach(removeFakeBrowser);

describe('the page\'s push state (spec 3)', () => {
  it('is shared by every reader and records the last push the worker passes on', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    await renderInApp(<><PushStateProbe /><PushStateProbe /></>, { user: userFixture(), settings: settingsFixture({ push_public_key: SITE_KEY }) });
    await waitFor(() => expect(screen.getAllByRole('status').map((o) => o.textContent)).toEqual(['true subscribed -', 'true subscribed -']));

    const [, onMessage] = browser.serviceWorker.addEventListener.mock.calls.find(([type]) => type === 'message')!;
    act(() => (onMessage as (event: MessageEvent) => void)(new MessageEvent('message', {
      data: { type: 'push', payload: { v: 1, kind: 'message', title: 'Je hebt een nieuw bericht', body: 'Open om te bekijken.', url: '/chats/3', tag: 'chat-3', badge: 1 } },
    })));
    expect(screen.getAllByRole('status').map((o) => o.textContent)).toEqual(['true subscribed Je hebt een nieuw bericht', 'true subscribed Je hebt een nieuw bericht']);
  });

  it('says "denied" when the browser blocks the site', async () => {
    fakeBrowser({ permission: 'denied' });
    await renderInApp(<PushStateProbe />, { user: userFixture() });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^true denied /));
  });
});
