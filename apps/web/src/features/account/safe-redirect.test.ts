import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const origin = 'https://vonkje.example';

describe('the ?redirect= filter after login', () => {
  it('accepts a path on this site, with its query and hash', () => {
    for (const path of ['/chats/5', '/chats/5?x=1#a', '/members?gender=male&min_age=30', '/settings', '/']) {
      expect(safeRedirect(path, origin), path).toBe(path);
    }
  });

  it('refuses everything that a browser could read as another site', () => {
    for (const value of [
      '//evil.example', '//evil.example/chats', '/\\evil.example/', '/\\/evil.example', '\\\\evil.example', '/chats\\..\\..\\evil',
      '/%5Cevil', '/%5cevil.example', '/%2F%2Fevil.example', '/%2f/evil.example',
      '\t/evil', '/\t/evil.example', '/\n/evil.example', '/\r\n/evil', ' /evil', '/ /evil', '/\u00a0/evil', '/\u2028/evil',
      '/\u0000evil', '/chats\u007f', '/%00evil', '/%09/evil', '/%E0%A4%A',
      'https://evil.example/', 'javascript:alert(1)', 'evil.example', '', null, undefined,
    ]) {
      expect(safeRedirect(value, origin), JSON.stringify(value)).toBe('/members');
    }
  });
});
