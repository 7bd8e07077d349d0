/**
 * The one HTTP client of the web app. Safe calls (GET, PUT) are retried up to 5 times with exponential back-off
 * on network failures and 5xx answers; a 403 carrying authentication_required tells the session to log out.
 */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/';
export const MAX_RETRIES = 5;

export interface ApiErrorBody { code: string; message: string; field?: string; suggestion?: string; link?: string }

export class ApiError extends Error {
  constructor(readonly status: number, readonly body: ApiErrorBody, readonly authenticationRequired = false) {
    super(body.message);
  }
  get code() { return this.body.code; }
  get field() { return this.body.field; }
}

type AuthLostListener = () => void;
const authLostListeners = new Set<AuthLostListener>();
export function onAuthenticationLost(listener: AuthLostListener): () => void {
  authLostListeners.add(listener);
  return () => authLostListeners.delete(listener);
}

export const retryDelayMs = (attempt: number) => Math.min(250 * 2 ** attempt, 8000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isRepeatable = (method: string) => method === 'GET' || method === 'PUT';

export interface RequestOptions { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; query?: Record<string, string | undefined>; signal?: AbortSignal }

function urlOf(path: string, query?: RequestOptions['query']): string {
  const base = API_BASE_URL.endsWith('/') ? API_BASE_URL : `${API_BASE_URL}/`;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, v);
  const qs = search.toString();
  return `${base}${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  };
  const attempts = isRepeatable(method) ? MAX_RETRIES + 1 : 1;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await sleep(retryDelayMs(attempt - 1));
    let response: Response;
    try {
      response = await fetch(urlOf(path, options.query), init);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      lastError = error;
      continue;
    }
    if (response.status >= 500 && attempt < attempts - 1) { lastError = new Error(String(response.status)); continue; }
    const json = await response.json().catch(() => null) as { error?: ApiErrorBody & { authentication_required?: boolean } } | null;
    if (response.ok) return json as T;
    const body: ApiErrorBody = json?.error ?? { code: 'generic', message: '' };
    const authLost = response.status === 403 && Boolean(json?.error?.authentication_required);
    if (authLost) for (const listener of authLostListeners) listener();
    throw new ApiError(response.status, body, authLost);
  }
  throw lastError instanceof Error ? lastError : new Error('network');
}
