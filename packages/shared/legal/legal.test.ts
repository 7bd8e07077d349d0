import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/constants.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const PAGES = ['terms', 'privacy', 'cookies', 'faq', 'return-policy', 'service', 'ban', 'pricing', 'complaints', 'compliance-2257', 'site-entry-warning'];
const ALLOWED = new Set([
  'site_name', 'domain', 'company_name', 'company_address', 'company_city', 'company_country', 'kvk', 'vat_numbers', 'tradenames',
  'support_email', 'support_phone', 'refund_days', 'terms_date', 'min_age', 'signup_credits', 'message_credits', 'photo_credits',
  'gift_credits', 'message_price', 'free_photos', 'premium_photos', 'free_conversations', 'swipe_likes', 'welcome_discount',
  'welcome_hours', 'reactivation_days',
]);
const read = (locale: string, page: string) => fs.readFileSync(path.join(root, locale, `${page}.md`), 'utf8');
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);

describe('legal and info texts', () => {
  it.each(LOCALES)('%s has every page, each with a title, only known placeholders and the same ones as English', (locale) => {
    for (const page of PAGES) {
      const text = read(locale, page);
      expect(text.split('\n')[0], `${locale}/${page}`).toMatch(/^# \S/);
      expect(text, `${locale}/${page}`).not.toMatch(/<[a-z!/]/i);
      for (const name of placeholders(text)) expect(ALLOWED.has(name), `${locale}/${page}: {${name}}`).toBe(true);
      expect(placeholders(text), `${locale}/${page}`).toEqual(placeholders(read('en', page)));
      expect(links(text), `${locale}/${page}`).toEqual(links(read('en', page)));
      // Braces are only for placeholders; a stray one would show up on the page.
      expect(text.replace(/\{\w+\}/g, ''), `${locale}/${page}`).not.toMatch(/[{}]/);
    }
  });

  it('dates the terms and tells plainly that some profiles are fictional', () => {
    expect(read('en', 'terms')).toContain('{terms_date}');
    expect(read('en', 'terms')).toMatch(/fictional/i);
    expect(read('en', 'terms')).toMatch(/physical contact/i);
    expect(read('nl', 'terms')).toMatch(/fictie/i);
    expect(read('en', 'site-entry-warning')).toMatch(/fictional/i);
    expect(read('en', 'faq')).toMatch(/physical contact/i);
  });
});
