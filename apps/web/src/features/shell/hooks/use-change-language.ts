import { useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@app/shared/constants';
import { changeLocale } from '../../../lib/i18n';
import { sessionKeys, useSaveLanguage } from '../../session';

/**
 * Spec 9: the choice goes in the i18n_redirected cookie and, for a member, into the account (errors ignored). The
 * site's title and description are texts per language, so the settings are fetched again in the new language.
 */
export function useChangeLanguage() {
  const saveLanguage = useSaveLanguage();
  const queryClient = useQueryClient();
  return async (locale: Locale, isLoggedIn: boolean) => {
    await changeLocale(locale);
    if (isLoggedIn) await saveLanguage(locale);
    await queryClient.invalidateQueries({ queryKey: sessionKeys.settings() });
  };
}
