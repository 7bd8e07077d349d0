/**
 * Groups of texts that only pages and panels loaded after the first paint show (signup steps, chat, payments,
 * settings, ...): about two thirds of a language. The app loads them in a second file per language, after the first
 * paint or with the page that needs them (lib/i18n.ts). A group missing here stays in the first file: safe, it only
 * costs bytes.
 */
export const LATER_TEXT_GROUPS = {
  web: ['signup', 'reset', 'mail_change', 'account_deleted', 'language', 'settings', 'coming', 'complaints', 'profile', 'photos',
    'chat', 'gifts', 'payments', 'swipe', 'match_finder', 'notifications', 'account_end', 'care'],
  base: ['interests', 'payments', 'notification_settings', 'account_export'],
} as const;

export type TextsPart = 'first' | 'later';

/** A catalogue's groups of one part; `web` says whether it is a web catalogue (keys under web.) or a shared one. */
export function textsPart(texts: Record<string, unknown>, web: boolean, part: TextsPart): Record<string, unknown> {
  const later = new Set<string>(web ? LATER_TEXT_GROUPS.web : LATER_TEXT_GROUPS.base);
  return Object.fromEntries(Object.entries(texts).filter(([group]) => later.has(group) === (part === 'later')));
}

/** The key prefixes of the later groups, as the code writes them (t('web.chat.…'), t(`interests.${…}`)). */
export const laterKeyPrefixes = (): string[] => [
  ...LATER_TEXT_GROUPS.web.map((group) => `web.${group}.`),
  ...LATER_TEXT_GROUPS.base.map((group) => `${group}.`),
];

/** The later-group keys a chunk's code names; quotes and backticks before the prefix keep `web.payments.` apart from `payments.`. */
export function laterKeysIn(code: string): string[] {
  return laterKeyPrefixes().filter((prefix) => ['"', "'", '`'].some((quote) => code.includes(quote + prefix)));
}

/**
 * Fails the build when the entry's code or a first-text page's code (with what it imports statically) names a text of
 * a later group: that page would show the key instead of the text until the rest of the texts arrive.
 */
export function checkFirstTextPages(filesByPage: Record<string, string[]>, codeOf: (file: string) => string): void {
  const offenders: string[] = [];
  for (const [page, files] of Object.entries(filesByPage)) {
    for (const file of files) {
      const keys = laterKeysIn(codeOf(file));
      if (keys.length) offenders.push(`${page}: ${file} uses ${keys.join(', ')}`);
    }
  }
  if (offenders.length) {
    throw new Error(`Texts of a later group on a page that renders with the first texts only (move the group out of LATER_TEXT_GROUPS, or the page out of FIRST_TEXT_PAGES):\n${offenders.join('\n')}`);
  }
}
