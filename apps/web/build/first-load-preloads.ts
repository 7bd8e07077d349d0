import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_TEXT_PAGES } from '../src/app/first-text-pages';
import { checkFirstTextPages } from './later-texts';

/**
 * The app loads a page's code and its language's texts only after its entry script has run: a second round trip
 * before the first paint. This writes, per route name and per locale, the files those take (with their static
 * imports) to dist/first-load.json, so the server can name them in the page's head (<link rel="modulepreload">) and
 * the browser fetches them together with the entry; the page's stylesheets likewise (styles). A language's texts come
 * in two parts (build/later-texts.ts): the first for every page, the later one for the pages outside FIRST_TEXT_PAGES
 * (laterTextRoutes).
 */
export function firstLoadPreloads(pagesFile: string): Plugin {
  return {
    name: 'first-load-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // The app's entry (main.tsx, not the landers' page): what it loads anyway needs no hint.
      const entryFiles = new Set(chunks.filter((c) => c.isEntry && /(index\.html|main\.tsx)$/.test(c.facadeModuleId ?? '')).flatMap((c) => [c.fileName, ...c.imports]));
      // A chunk and what it imports statically, minus what the entry already loads.
      const closure = (fileName: string, seen = new Set<string>()): string[] => {
        if (seen.has(fileName) || entryFiles.has(fileName)) return [];
        seen.add(fileName);
        return [fileName, ...(byFile.get(fileName)?.imports ?? []).flatMap((f) => closure(f, seen))];
      };
      const filesOf = (modulePath: string) => {
        const chunk = [...byModule.entries()].find(([id]) => id.startsWith(modulePath + '.'))?.[1];
        return chunk ? closure(chunk.fileName).map((f) => `/${f}`) : [];
      };
      const routes: Record<string, string[]> = {};
      for (const [name, modulePath] of Object.entries(pageModules(pagesFile))) routes[name] = filesOf(modulePath);
      // The page's own stylesheets: the app would only add them (and wait for them) once the page's code runs.
      const styles: Record<string, string[]> = {};
      for (const [name, files] of Object.entries(routes)) {
        const css = files.flatMap((file) => [...(byFile.get(file.slice(1))?.viteMetadata?.importedCss ?? [])]);
        if (css.length) styles[name] = [...new Set(css)].map((f) => `/${f}`);
      }
      const locales: Record<string, string[]> = {};
      const laterLocales: Record<string, string[]> = {};
      for (const [id, chunk] of byModule) {
        const match = /packages\/shared\/locales\/(?:web\/)?([\w-]+)\.json\?texts=(first|later)$/.exec(id);
        if (match) ((match[2] === 'first' ? locales : laterLocales)[match[1]!] ??= []).push(`/${chunk.fileName}`);
      }
      const codeOf = (file: string) => byFile.get(file.replace(/^\//, ''))?.code ?? '';
      checkFirstTextPages({
        entry: [...staticClosure(entryFiles, byFile)],
        ...Object.fromEntries(FIRST_TEXT_PAGES.map((name) => [name, routes[name] ?? []])),
      }, codeOf);
      const laterTextRoutes = Object.keys(routes).filter((name) => !FIRST_TEXT_PAGES.includes(name));
      this.emitFile({ type: 'asset', fileName: 'first-load.json', source: JSON.stringify({ routes, styles, locales, laterLocales, laterTextRoutes }) });
    },
  };
}

/** Route name -> the page module's path (without extension), read from app/pages.ts's import() calls. */
export function pageModules(pagesFile: string): Record<string, string> {
  const source = fs.readFileSync(pagesFile, 'utf8');
  const dir = path.dirname(pagesFile);
  const resolve = (specifier: string) => path.resolve(dir, specifier);
  const named = new Map([...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map((m) => [m[1]!, resolve(m[2]!)]));
  const pages: Record<string, string> = {};
  // `name: () => import('…')`, `name: constant` and the shorthand `constant,`.
  for (const m of source.matchAll(/^\s+(?:'?([\w-]+)'?: (?:\(\) => import\('([^']+)'\)|(\w+))|(\w+)),?$/gm)) {
    const modulePath = m[2] ? resolve(m[2]) : named.get(m[3] ?? m[4]!);
    if (modulePath) pages[m[1] ?? m[4]!] = modulePath;
  }
  return pages;
}

/** The files and every file they import statically. */
function staticClosure(files: Iterable<string>, byFile: Map<string, { imports: string[] }>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const file of files) visit(file);
  return seen;
}
