import { lazy, type ComponentType } from 'react';
import { laterTexts } from './i18n';

export const CHUNK_RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'chunk-reload-at';

/**
 * After a deploy an open tab may ask for code chunks that no longer exist. Reload once to get the new build,
 * but at most once per 60 s so a real outage shows the error page instead of a reload loop.
 */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS;
}

/**
 * Loads a code chunk, with the rest of the language's texts (lib/i18n.ts) unless it shows the first part only
 * (app/first-text-pages.ts); if the chunk is gone, reloads the page once per 60 s, else lets the error page show.
 */
export async function loadChunk<M>(load: () => Promise<M>, { firstTextsOnly = false } = {}): Promise<M> {
  try {
    const [chunk] = await Promise.all([load(), firstTextsOnly ? null : laterTexts()]);
    return chunk;
  } catch (error) {
    const last = Number(window.sessionStorage.getItem(RELOAD_KEY)) || null;
    if (shouldReloadForChunk(last, Date.now())) {
      window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.reload();
      return new Promise<never>(() => {});
    }
    throw error;
  }
}

export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => loadChunk(load));
}
