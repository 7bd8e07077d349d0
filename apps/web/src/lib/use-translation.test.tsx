import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../test/render';
import { useTranslation } from './use-translation';

describe('useTranslation', () => {
  it('gives the texts of the current language, one t shared by every component, and a new one when the language changes', async () => {
    const i18n = await testI18n('nl');
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const first = renderHook(() => useTranslation(), { wrapper });
    const second = renderHook(() => useTranslation(), { wrapper });
    expect(first.result.current.t('web.nav.search')).toBe('Zoeken');
    expect(first.result.current.t('web.nav.account', { name: 'Eva' })).toBe('Account van Eva');
    expect(second.result.current.t).toBe(first.result.current.t);
    expect(first.result.current.i18n).toBe(i18n);

    await act(() => i18n.changeLanguage('en'));
    expect(first.result.current.t('web.nav.search')).toBe('Search');
    expect(second.result.current.t('web.nav.account', { name: 'Eva' })).toBe('Account of Eva');
    expect(first.result.current.i18n.language).toBe('en');
  });
});
