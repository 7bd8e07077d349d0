import type { Locale } from '@app/shared/constants';
import { changeLocale } from '../../../lib/i18n';
import { useSaveLanguage } from '../../session';

/** Spec 9: the choice goes in the i18n_redirected cookie and, for a member, into the account (errors ignored). */
export function useChangeLanguage() {
  const saveLanguage = useSaveLanguage();
  return async (locale: Locale, isLoggedIn: boolean) => {
    await changeLocale(locale);
    if (isLoggedIn) await saveLanguage(locale);
  };
}
