import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES } from './route-table.js';

describe('route table', () => {
  it.each([
    ['/', 'index'], ['/members', 'members'], ['/members/42', 'members-id'], ['/members/42/chat', 'members-id-chat'],
    ['/members/42/landing2', 'members-id-landing2-slug'], ['/members/42/landing3/milf-amsterdam', 'members-id-landing3-slug'],
    ['/likes/m/7', 'likes-m-id'], ['/likes/received', 'likes-type'], ['/credits/repeat-order', 'credits-repeat-order'],
    ['/credits/3', 'credits-id-paymentmethod'], ['/credits/3/ideal', 'credits-id-paymentmethod'], ['/transactions', 'transactions-id'],
    ['/reset-password/do', 'reset-password-do'], ['/pages/return-policy', 'pages-return-policy'], ['/landers/video/gay-chat', 'landers-video'],
    ['/landers/tinderswipe', 'landers-tinderswipe'], ['/2257', 'token'], ['/settings', 'settings'],
  ])('%s is %s', (path, name) => {
    expect(matchRoute(path)?.route.name).toBe(name);
  });

  it('gives "not found" for unknown paths and unknown tokens', () => {
    expect(matchRoute('/nope/deeper')).toBeNull();
    expect(matchRoute('/some-token')).toBeNull();
    expect(matchRoute('/landers/tinderswipe/slug')).toBeNull();
  });

  it('carries the parameters', () => {
    expect(matchRoute('/credits/3/ideal')?.params).toEqual({ id: '3', paymentmethod: 'ideal' });
  });

  it('has every route name the spec uses internally, each once', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['index', 'members', 'members-id', 'chats', 'chats-id', 'likes', 'likes-type', 'likes-m-id', 'credits',
      'credits-id-paymentmethod', 'credits-repeat-order', 'premium', 'profile', 'notifications', 'signup', 'complete-signup', 'login',
      'pages-terms', 'pricing', 'complaints']) expect(names).toContain(name);
  });
});
