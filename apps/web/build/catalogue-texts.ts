import type { Plugin } from 'vite';
import { textsPart, type TextsPart } from './later-texts';

/** Which app a build is for: the member site, or the operator console (vite.console.config.ts). */
export type WebApp = 'members' | 'console';

/**
 * The shared catalogues also hold the e-mail texts and the dev pages' texts (outbox, test checkout, TOTP codes); the
 * browser never needs them, so they stay out of its chunks. The console's texts (its error messages and the honesty
 * rule's words) stay out of the member site's. A catalogue asked for with ?texts=first or ?texts=later is one part of
 * it (later-texts.ts). `partsOnly` (the unit tests, which import whole catalogues and read every text): only those.
 */
export function catalogueTexts(app: WebApp, { partsOnly = false } = {}): Plugin {
  return {
    name: 'catalogue-texts',
    enforce: 'pre',
    transform(code, id) {
      // The dev server and the unit tests add their own query parameters (?import&texts=first).
      const match = /packages\/shared\/locales\/(web\/)?[\w-]+\.json(?:\?(?:\w+&)*texts=(first|later))?$/.exec(id);
      if (!match || (partsOnly && !match[2])) return null;
      const isWeb = Boolean(match[1]);
      const texts = isWeb ? appTexts(JSON.parse(code)) : browserTexts(JSON.parse(code), app);
      if (!match[2]) return { code: JSON.stringify(texts), map: null };
      // With a query the bundler no longer takes the file for JSON: the part comes as a module (JSON.parse is faster
      // than an object literal).
      const part = JSON.stringify(textsPart(texts, isWeb, match[2] as TextsPart));
      return { code: `export default JSON.parse(${JSON.stringify(part)});`, map: null, moduleType: 'js' };
    },
  };
}

/** The landers' texts reach a lander page in its boot data (the server writes them); the app never shows them. */
function appTexts({ landers: _landers, ...texts }: Record<string, unknown>) {
  return texts;
}

function browserTexts(catalogue: Record<string, unknown>, app: WebApp) {
  const { mail: _mail, dev_mail: _devMail, dev_pay: _devPay, dev_totp: _devTotp, honesty, errors, ...rest } = catalogue;
  return app === 'console' ? { ...rest, errors, honesty } : {
    ...rest,
    errors: Object.fromEntries(Object.entries(errors as Record<string, unknown>).filter(([key]) => !key.startsWith('console_'))),
  };
}
