import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import nlWeb from '../../../../packages/shared/locales/web/nl.json';
import { initI18n, laterTexts } from './i18n';

describe('texts in two parts', () => {
  it('starts with the first part and adds the later one for a page that asks, also when it asks before i18n has started', async () => {
    expect(await laterTexts()).toBeUndefined(); // no app i18n yet (unit tests): nothing to wait for
    const started = initI18n('nl');
    // The router asks for a first page's texts right after initI18n is called, before it has finished.
    const later = laterTexts();
    await started;
    expect(i18next.t('web.nav.search')).toBe(nlWeb.nav.search);
    expect(i18next.t('errors.generic')).not.toBe('errors.generic');
    expect(i18next.exists('web.chat.send')).toBe(false);
    expect(i18next.exists('interests.art')).toBe(false);
    await later;
    expect(i18next.t('web.chat.send')).toBe(nlWeb.chat.send);
    expect(i18next.exists('interests.art')).toBe(true);
    // The first part is still there (the later one is merged in, not put in its place).
    expect(i18next.t('web.nav.search')).toBe(nlWeb.nav.search);
  });
});
