import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

const current = new WeakMap<I18n, { language: string; translation: Translation }>();
const subscriptions = new WeakMap<I18n, (onChange: () => void) => () => void>();

/** One `t` per instance and language, shared by every component (it changes when the language does). */
function translationOf(i18n: I18n): Translation {
  const cached = current.get(i18n);
  if (cached?.language === i18n.language) return cached.translation;
  const translation = { t: i18n.getFixedT(i18n.language), i18n };
  current.set(i18n, { language: i18n.language, translation });
  return translation;
}

function subscribeTo(i18n: I18n) {
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscriptions.set(i18n, subscribe);
  }
  return subscribe;
}

/**
 * The app's texts in the current language, as react-i18next's `useTranslation()` gives them, for components that
 * render again when the language changes. react-i18next's hook does more on every mount (options, namespaces, a
 * ready state for catalogues loaded on demand, a copy of the i18n instance per component): about a tenth of the
 * first render of /members on a phone's CPU. The app needs none of it: one namespace, and the language's catalogue
 * is loaded before the first render and before the language changes (lib/i18n.ts).
 */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return useSyncExternalStore(subscribeTo(i18n), () => translationOf(i18n), () => translationOf(i18n));
}
