import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ALL_ABILITIES, answerMember, memberFixture, renderInApp, userFixture } from '../../test/render';
import MemberPage from './MemberPage';

afterEach(() => vi.unstubAllGlobals());

const openMemberPage = (options: Parameters<typeof renderInApp>[1] = {}) =>
  renderInApp(<MemberPage />, { routePath: '/members/:id', path: '/members/12', route: { name: 'members-id', layout: 'default' }, ...options });

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('member page: what the viewer may do comes from the server', () => {
  it('shows a visitor chat, like and gift, each telling them to log in first, and no block', async () => {
    answerMember(memberFixture({ more_photos_locked: true }));
    await openMemberPage();
    await screen.findByRole('heading', { level: 1, name: /Sanne/ });
    expect(buttons()).toEqual(['Chatten', 'Like geven', 'Cadeautje sturen']);
    fireEvent.click(screen.getByRole('button', { name: 'Chatten' }));
    expect(screen.getByRole('status').textContent).toContain('Je moet ingelogd zijn om te chatten');
    fireEvent.click(screen.getByRole('button', { name: 'Cadeautje sturen' }));
    expect(screen.getByRole('status').textContent).toContain('Om een cadeautje te sturen moet je ingelogd zijn');
    expect(screen.getByTestId('more-photos-hint').textContent).toBe("Om meer foto's van Sanne te zien moet je ingelogd zijn");
  });

  it('offers a member exactly the actions the abilities allow', async () => {
    answerMember(memberFixture({ abilities: { ...ALL_ABILITIES, can_like: false, can_gift: false } }));
    await openMemberPage({ user: userFixture({ paid_user: true }) });
    await screen.findByRole('heading', { level: 1, name: /Sanne/ });
    expect(buttons()).toEqual(['Chatten', 'Dit lid blokkeren']);
  });

  it('offers nothing the server does not allow, whatever the member\'s own flags say', async () => {
    answerMember(memberFixture({ abilities: { can_chat: false, can_like: false, can_gift: false, can_block: false, can_see_private_photos: false } }));
    await openMemberPage({ user: userFixture({ paid_user: true }) });
    await screen.findByRole('heading', { level: 1, name: /Sanne/ });
    expect(buttons()).toEqual([]);
  });

  it('tells a member more photos are for premium members only when the server says they may not see them', async () => {
    answerMember(memberFixture({ more_photos_locked: true, abilities: { ...ALL_ABILITIES, can_see_private_photos: false } }));
    const { unmount } = await openMemberPage({ user: userFixture({ paid_user: true }) });
    expect((await screen.findByTestId('more-photos-hint')).textContent).toBe('Deze functie is alleen beschikbaar voor premium leden.');
    unmount();
    answerMember(memberFixture({ more_photos_locked: true, abilities: ALL_ABILITIES }));
    await openMemberPage({ user: userFixture({ paid_user: false }) });
    await screen.findByRole('heading', { level: 1, name: /Sanne/ });
    expect(screen.queryByTestId('more-photos-hint')).toBeNull();
  });

  it('still lets a member lift a block they made', async () => {
    answerMember(memberFixture({ blocked_by_me: true }));
    await openMemberPage({ user: userFixture() });
    expect(await screen.findByRole('button', { name: 'Blokkering opheffen' })).toBeTruthy();
  });
});

describe('member page: interests', () => {
  it('lists the interests in the order of their Dutch names', async () => {
    answerMember(memberFixture({ interests: ['wine', 'animals', 'kissing', 'beer', 'hiking', 'adventure', 'tea'] }));
    await openMemberPage();
    const chips = within(await screen.findByTestId('member-interests')).getAllByRole('listitem').map((li) => li.textContent);
    expect(chips).toEqual(['Avontuur', 'Bier', 'Dieren', 'Thee', 'Wandelen', 'Wijn', 'Zoenen']);
  });
});
