import path from 'node:path';
import { describe, expect, it } from 'vitest';
import nlWeb from '../../../../packages/shared/locales/web/nl.json';
import nlBase from '../../../../packages/shared/locales/nl.json';
import { COMPILE_HINT, compileHints } from '../../build/compile-hints';
import { checkFirstTextPages, LATER_TEXT_GROUPS, laterKeysIn, textsPart } from '../../build/later-texts';
import { FIRST_TEXT_PAGES } from './first-text-pages';

const pagesFile = path.join(import.meta.dirname, 'pages.ts');
const chunk = (fileName: string, facadeModuleId: string | null, kind: { isEntry?: boolean; isDynamicEntry?: boolean } = {}) => ({
  type: 'chunk' as const, fileName, facadeModuleId, code: 'export{};', isEntry: false, isDynamicEntry: false, ...kind,
});

describe('compile hints (build/compile-hints.ts)', () => {
  it('marks the entries, the pages and the code they share, once; not code loaded on demand', () => {
    const src = path.join(import.meta.dirname, '..');
    const bundle = {
      entry: chunk('index.js', path.join(src, 'main.tsx'), { isEntry: true }),
      page: chunk('SearchPage.js', path.join(src, 'features/members/SearchPage.tsx'), { isDynamicEntry: true }),
      shared: chunk('likes.js', null),
      panel: chunk('SignupModal.js', path.join(src, 'features/account/signup/SignupModal.tsx'), { isDynamicEntry: true }),
      texts: chunk('nl.js', '/repo/packages/shared/locales/web/nl.json?texts=later', { isDynamicEntry: true }),
      css: { type: 'asset' as const, fileName: 'index.css', source: 'a{}' },
    };
    const generate = compileHints(pagesFile).generateBundle as (options: unknown, bundle: unknown) => void;
    generate({}, bundle);
    generate({}, bundle);
    expect(bundle.entry.code).toBe(`${COMPILE_HINT}\nexport{};`);
    expect(bundle.page.code).toBe(`${COMPILE_HINT}\nexport{};`);
    expect(bundle.shared.code).toBe(`${COMPILE_HINT}\nexport{};`);
    expect(bundle.panel.code).toBe('export{};');
    expect(bundle.texts.code).toBe('export{};');
  });
});

describe('texts in two parts (build/later-texts.ts)', () => {
  it('splits a catalogue into parts that together are the whole, each group in one of them', () => {
    for (const [catalogue, isWeb] of [[nlWeb, true], [nlBase, false]] as const) {
      const first = textsPart(catalogue, isWeb, 'first');
      const later = textsPart(catalogue, isWeb, 'later');
      expect({ ...first, ...later }).toEqual(catalogue);
      expect(Object.keys(first).filter((group) => group in later)).toEqual([]);
    }
    expect(Object.keys(textsPart(nlWeb, true, 'later')).sort()).toEqual([...LATER_TEXT_GROUPS.web].sort());
    expect(textsPart(nlWeb, true, 'first')).toHaveProperty('nav');
  });

  it('finds the later texts a chunk names, whichever quotes the code uses, and keeps web.payments and payments apart', () => {
    expect(laterKeysIn('t("web.chat.send")+t(`interests.${x}`)')).toEqual(['web.chat.', 'interests.']);
    expect(laterKeysIn("t('web.nav.search');t('errors.generic')")).toEqual([]);
    expect(laterKeysIn('t("web.payments.title")')).toEqual(['web.payments.']);
  });

  it('fails the build for a first-text page (or the entry) that names a later text', () => {
    const code: Record<string, string> = { '/a.js': 't("web.nav.search")', '/b.js': 't("web.chat.send")' };
    expect(() => checkFirstTextPages({ entry: ['/a.js'], members: ['/a.js'] }, (file) => code[file]!)).not.toThrow();
    expect(() => checkFirstTextPages({ entry: ['/a.js'], members: ['/b.js'] }, (file) => code[file]!)).toThrow(/members: \/b\.js uses web\.chat\./);
    expect(FIRST_TEXT_PAGES).toContain('members');
  });
});
