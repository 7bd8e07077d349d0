import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../test/render';
import { AppLink } from './AppLink';

describe('AppLink', () => {
  it('is a real link to the path, which a plain click follows inside the app (no page load)', async () => {
    const { router } = await renderInApp(<AppLink to="/likes" className="x">Likes</AppLink>);
    const link = screen.getByRole('link', { name: 'Likes' });
    expect(link.getAttribute('href')).toBe('/likes');
    expect(link.className).toBe('x');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/likes');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a click asking for a new tab or window to the browser', async () => {
    const { router } = await renderInApp(<><AppLink to="/likes">Likes</AppLink><AppLink to="/chats" target="_blank">Chats</AppLink></>);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      fireEvent.click(screen.getByRole('link', { name: 'Likes' }), init);
      expect(router.state.location.pathname).toBe('/members');
    }
    fireEvent.click(screen.getByRole('link', { name: 'Chats' }));
    expect(router.state.location.pathname).toBe('/members');
  });

  it('runs its own click handler first, which may keep the member where they are', async () => {
    const { router } = await renderInApp(<AppLink to="/likes" onClick={(event) => event.preventDefault()}>Likes</AppLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Likes' }));
    expect(router.state.location.pathname).toBe('/members');
  });
});
