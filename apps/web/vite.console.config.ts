import { defineConfig, mergeConfig } from 'vite';
import { webConfig } from './vite.config.ts';

/**
 * The operator console is a build of its own (console.html -> dist/console/): built together with the member site,
 * the bundler would share chunks between the two entries and the member site's first load would carry console code.
 * Its files are served under /console/assets/, the member site's under /assets/.
 */
export default defineConfig((env) => {
  const consoleConfig = webConfig('console');
  const base = typeof consoleConfig === 'function' ? consoleConfig(env) : consoleConfig;
  return mergeConfig(base, {
    base: '/console/',
    build: {
      outDir: 'dist/console',
      // The member site's public files (service worker, gift images) are served from dist/ already.
      copyPublicDir: false,
      emptyOutDir: true,
      rolldownOptions: { input: 'console.html' },
    },
  });
});
