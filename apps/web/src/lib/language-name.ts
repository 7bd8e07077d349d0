import { LANGUAGE_NAMES, type Locale } from '@app/shared/constants';

/** A language's name in that language ("Nederlands", "Deutsch"), for the member site's and the console's menus. */
export const languageName = (locale: Locale): string => LANGUAGE_NAMES[locale];
