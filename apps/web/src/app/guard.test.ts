import { describe, expect, it } from 'vitest';
import { ROUTES } from '@app/shared/routes';
import { guardRedirect } from './router';

const route = (name: string) => ROUTES.find((r) => r.name === name)!;

describe('route guards', () => {
  it('sends a member from the home page to /members', () => {
    expect(guardRedirect(route('index'), true, '/', false)).toBe('/members');
    expect(guardRedirect(route('index'), false, '/', false)).toBeNull();
  });

  it('sends a visitor from member pages to login, remembering where they wanted to go', () => {
    expect(guardRedirect(route('chats-id'), false, '/chats/5', false)).toBe('/login?redirect=%2Fchats%2F5');
    expect(guardRedirect(route('settings'), false, '/settings', false)).toBe('/login?redirect=%2Fsettings');
    expect(guardRedirect(route('chats-id'), true, '/chats/5', false)).toBeNull();
  });

  it('sends a member away from signup, and leaves /login to its page (which follows ?redirect=)', () => {
    expect(guardRedirect(route('signup'), true, '/signup', false)).toBe('/members');
    expect(guardRedirect(route('login'), true, '/login?redirect=%2Fchats%2F5', false)).toBeNull();
    expect(guardRedirect(route('login'), false, '/login?redirect=%2Fchats%2F5', false)).toBeNull();
  });

  it('shows member search to visitors only when the site allows logged-out search', () => {
    expect(guardRedirect(route('members'), false, '/members', false)).toBe('/login?redirect=%2Fmembers');
    expect(guardRedirect(route('members'), false, '/members', true)).toBeNull();
  });

  it('leaves the info pages open to everyone', () => {
    for (const name of ['pages-terms', 'pricing', 'complaints', 'activate-error', 'reset-password-do']) {
      expect(guardRedirect(route(name), false, '/', false)).toBeNull();
      expect(guardRedirect(route(name), true, '/', false)).toBeNull();
    }
  });
});
