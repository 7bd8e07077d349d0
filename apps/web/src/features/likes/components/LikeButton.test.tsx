import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { MemberProfile, SearchResponse } from '@app/shared';
import { memberFixture, renderInApp, userFixture } from '../../../test/render';
import { SignupModalProvider } from '../../account';
import { membersKeys } from '../../members';
import { hideMatchOverlay, useMatchOverlayState } from '../hooks/match-overlay-store';
import { callsTo, cardFixture, json, stubApi } from '../test-fixtures';
import { LikeButton } from './LikeButton';

afterEach(() => { vi.unstubAllGlobals(); hideMatchOverlay(); });

/** The member page's like button as MemberPage shows it: its state read from the member's cache. */
function FromMemberCache() {
  const { data } = useQuery<{ profile: MemberProfile }>({ queryKey: membersKeys.detail(12), queryFn: () => new Promise(() => {}), staleTime: Infinity });
  const overlay = useMatchOverlayState();
  return (
    <>
      {data && <LikeButton profileId={12} liked={data.profile.liked} match={data.profile.match} />}
      {overlay && <p data-testid="overlay-for">{'profile' in overlay.target ? overlay.target.profile : 'auto'}</p>}
    </>
  );
}

const searchFixture = (liked: boolean): SearchResponse => ({
  profiles: [cardFixture(12, { liked })], similar: [], numResults: 1, moreResults: false, page: 1, pages: 1,
} as SearchResponse);

async function renderMemberButton() {
  const result = await renderInApp(<FromMemberCache />, { user: userFixture(), path: '/members/12' });
  act(() => {
    result.queryClient.setQueryData(membersKeys.detail(12), { profile: memberFixture({ liked: false, match: false }) });
    result.queryClient.setQueryData(membersKeys.search({}), searchFixture(false));
  });
  await screen.findByRole('button', { name: 'Like geven' });
  return result;
}

const likeButton = () => screen.getByRole('button', { name: /Like geven|Geliket|Match/ });

describe('like button', () => {
  it('likes at once everywhere the profile shows, and puts it all back with the server\'s reason when refused', async () => {
    let refuse: () => void = () => {};
    const fetch = stubApi((url, init) => {
      if (url.pathname === '/api/like.php' && init?.method === 'POST') {
        return new Promise<Response>((resolve) => {
          refuse = () => resolve(json(403, { error: { code: 'like_invisible', message: 'Dit lid is onzichtbaar en kan geen likes ontvangen' } }));
        });
      }
      return undefined;
    });
    const { queryClient } = await renderMemberButton();
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('true'));
    expect(likeButton().textContent).toBe('Geliket');
    await waitFor(() => expect(queryClient.getQueryData<{ profile: MemberProfile }>(membersKeys.detail(12))?.profile.liked).toBe(true));
    expect(queryClient.getQueryData<SearchResponse>(membersKeys.search({}))?.profiles[0]?.liked).toBe(true);
    expect(JSON.parse(String(callsTo(fetch, '/api/like.php')[0]![1]!.body))).toEqual({ profile: 12 });

    act(() => refuse());
    expect((await screen.findByRole('alert')).textContent).toContain('Dit lid is onzichtbaar en kan geen likes ontvangen');
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
    expect(likeButton().textContent).toBe('Like geven');
    expect(queryClient.getQueryData<{ profile: MemberProfile }>(membersKeys.detail(12))?.profile.liked).toBe(false);
    expect(queryClient.getQueryData<SearchResponse>(membersKeys.search({}))?.profiles[0]?.liked).toBe(false);
  });

  it('a second click takes the like back', async () => {
    const fetch = stubApi((url, init) => (url.pathname === '/api/like.php' ? json(200, { liked: init?.method === 'POST', match: false }) : undefined));
    await renderMemberButton();
    fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton().textContent).toBe('Geliket'));
    await waitFor(() => expect(callsTo(fetch, '/api/like.php')).toHaveLength(1));
    fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton().textContent).toBe('Like geven'));
    const methods = callsTo(fetch, '/api/like.php').map(([, init]) => init?.method);
    expect(methods).toEqual(['POST', 'DELETE']);
  });

  it('shows Match and opens the match overlay when the like makes a match', async () => {
    stubApi((url) => (url.pathname === '/api/like.php' ? json(200, { liked: true, match: true }) : undefined));
    await renderMemberButton();
    fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton().textContent).toBe('Match'));
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('overlay-for').textContent).toBe('12');
  });

  it('asks a visitor to sign up and sends nothing', async () => {
    const fetch = stubApi(() => undefined);
    await renderInApp(<SignupModalProvider><LikeButton profileId={12} liked={false} /></SignupModalProvider>, { user: null, path: '/members/12' });
    fireEvent.click(await screen.findByRole('button', { name: 'Like geven' }));
    expect(screen.getByRole('status').textContent).toContain('Je moet ingelogd zijn om een like te geven');
    expect(await screen.findByTestId('signup-modal')).toBeTruthy();
    expect(callsTo(fetch, '/api/like.php')).toHaveLength(0);
  });

  it('names the card heart after the profile and says whether it is liked', async () => {
    stubApi(() => undefined);
    await renderInApp(<LikeButton profileId={12} liked variant="icon" name="Sanne" />, { user: userFixture(), path: '/members' });
    expect((await screen.findByRole('button', { name: 'Sanne een like geven' })).getAttribute('aria-pressed')).toBe('true');
  });
});
