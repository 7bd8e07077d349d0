import type { Config } from '../../config.js';

/**
 * Whether we may send to this endpoint. A subscription is member input and its endpoint is an address our server
 * posts to, so only the known push services' hosts (PUSH_SERVICE_HOSTS, and their subdomains) are accepted: nobody
 * makes the server call an internal address. Plain http only outside production (the tests' local push service).
 */
export function isPushServiceEndpoint(endpoint: string, config: Pick<Config, 'pushServiceHosts' | 'isProduction'>): boolean {
  let url: URL;
  try { url = new URL(endpoint); } catch { return false; }
  const isSecure = url.protocol === 'https:' || (url.protocol === 'http:' && !config.isProduction);
  if (!isSecure || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return config.pushServiceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
