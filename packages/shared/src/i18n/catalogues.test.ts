import { describe, expect, it } from 'vitest';
import { INTERESTS, LOCALES } from '../constants.js';
import { ROUTES } from '../routes/route-table.js';
import { catalogues, flattenKeys, placeholders, translate } from './index.js';

const reference = catalogues.nl;
const referenceKeys = flattenKeys(reference).sort();

describe('catalogues', () => {
  it.each(LOCALES)('%s has every key of the Dutch catalogue, no empty text and the same placeholders', (locale) => {
    const catalogue = catalogues[locale];
    expect(flattenKeys(catalogue).sort()).toEqual(referenceKeys);
    for (const key of referenceKeys) {
      const text = translate(locale, key);
      expect(text.trim(), `${locale}:${key}`).not.toBe('');
      expect(placeholders(lookupRaw(catalogue, key)), `${locale}:${key}`).toEqual(placeholders(lookupRaw(reference, key)));
    }
  });

  it('labels every interest of the spec', () => {
    for (const interest of INTERESTS) expect(referenceKeys).toContain(`interests.${interest}`);
  });

  it('titles every route of the spec in every language', () => {
    for (const route of ROUTES) expect(referenceKeys, route.name).toContain(`web.titles.${route.name}`);
  });

  it('keeps the spec texts of the error page verbatim in English', () => {
    expect(translate('en', 'web.error.not_found')).toBe('This page could not be found');
    expect(translate('en', 'web.error.back_home')).toBe('Back to the home page');
    expect(translate('en', 'web.error.title')).toBe('Error');
    expect(translate('en', 'web.error.error_page_failed')).toBe('An error occurred while showing the error page');
  });

  it('writes the web app in the language of the catalogue (no untranslated copy of Dutch)', () => {
    for (const locale of LOCALES.filter((l) => l !== 'nl' && !l.startsWith('en'))) {
      expect(translate(locale, 'web.signup.mail_sent', { email: 'x' }), locale).not.toBe(translate('en', 'web.signup.mail_sent', { email: 'x' }));
      expect(translate(locale, 'web.signup.mail_sent', { email: 'x' }), locale).not.toBe(translate('nl', 'web.signup.mail_sent', { email: 'x' }));
    }
  });

  it('keeps the spec texts verbatim in Dutch', () => {
    expect(translate('nl', 'errors.date_of_birth_required', { min_age: 18 })).toBe('Vul uw geboortedatum in (18+ jaar)');
    expect(translate('nl', 'errors.login_locked', { minutes: 15 })).toBe('Te veel foute pogingen, account voor 15 min geblokkeerd.');
    expect(translate('nl', 'errors.generic')).toBe('Er is een fout opgetreden, probeer het later opnieuw.');
  });
});

function lookupRaw(catalogue: object, key: string): string {
  return key.split('.').reduce<any>((node, part) => node[part], catalogue);
}
