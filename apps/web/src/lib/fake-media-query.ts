/**
 * For tests: jsdom has no matchMedia. Installs one whose answers the test sets; `set` changes an answer and tells the
 * query's listeners, as the browser does when the display mode or the motion setting changes.
 */
export function installFakeMatchMedia(initial: Record<string, boolean> = {}) {
  const answers = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  const listenersOf = (query: string) => listeners.get(query) ?? listeners.set(query, new Set()).get(query)!;
  const matchMedia = (query: string) => ({
    media: query,
    get matches() { return answers.get(query) ?? false; },
    addEventListener: (_type: 'change', listener: () => void) => listenersOf(query).add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listenersOf(query).delete(listener),
  }) as unknown as MediaQueryList;
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    set(query: string, matches: boolean) {
      answers.set(query, matches);
      for (const listener of listenersOf(query)) listener();
    },
    uninstall() { Reflect.deleteProperty(window, 'matchMedia'); },
  };
}
