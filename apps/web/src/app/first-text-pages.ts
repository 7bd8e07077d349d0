/**
 * Pages that render with the first part of the texts alone (lib/i18n.ts): the ones visitors and members land on
 * most, so their first paint waits for one catalogue file of a few kB instead of the whole language. Every other page,
 * and every panel loaded on demand, waits for the rest of the texts too (lib/lazy-page.ts). The build checks that
 * these pages and the entry use no text of a later group (build/later-texts.ts), and fails if one does.
 */
export const FIRST_TEXT_PAGES: readonly string[] = ['index', 'login', 'members'];
