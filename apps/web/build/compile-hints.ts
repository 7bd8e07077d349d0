import type { Plugin } from 'vite';
import { pageModules } from './first-load-preloads';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its functions compiled on
 * the background thread that streams it, instead of each on the main thread when first called. For the code a page
 * runs at start-up that was most of its first render's blocking time on a phone's CPU. Hinted: the entries, the pages
 * and what they import; not code loaded on demand (panels, the texts' later part, legal texts), which runs in part.
 * Added after minification, which would drop the comment; the comment does not change what a file does.
 */
export function compileHints(pagesFile: string): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const pages = Object.values(pageModules(pagesFile));
      const isPage = (id: string | null) => id !== null && pages.some((page) => id.startsWith(`${page}.`));
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || (chunk.isDynamicEntry && !chunk.isEntry && !isPage(chunk.facadeModuleId))) continue;
        if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      }
    },
  };
}
