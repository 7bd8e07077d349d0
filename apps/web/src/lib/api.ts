/**
 * The one HTTP client of the web app. Safe calls (GET, PUT) are retried up to 5 times with exponential back-off
 * on network failures and 5xx answers; a 403 carrying authentication_required tells the session to log out.
 * In development and tests a successful answer is checked against the call's shared zod schema.
 */
import type { ApiErrorBody } from '@app/shared/contracts/errors';

export type { ApiErrorBody };
export { answers } from './answers';

export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/';
export const MAX_RETRIES = 5;

export class ApiError extends Error {
  constructor(readonly status: number, readonly body: ApiErrorBody, readonly authenticationRequired = false) {
    super(body.message);
  }
  get code() { return this.body.code; }
  get field() { return this.body.field; }
}

/** What the client needs of a zod schema (zod's own types satisfy it; nothing of zod is imported here). */
export interface ResponseSchema<T> {
  safeParse(data: unknown):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** The server answered something its contract does not allow: a bug to fix, never shown to members as such. */
export class AnswerMismatchError extends Error {
  constructor(readonly method: string, readonly path: string, readonly issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
    const where = (p: ReadonlyArray<PropertyKey>) => (p.length ? p.map(String).join('.') : '(answer)');
    super(`The answer of ${method} ${path} does not match its schema: ${issues.map((i) => `${where(i.path)}: ${i.message}`).join('; ')}`);
    this.name = 'AnswerMismatchError';
  }
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

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or FormData for a file upload (the browser then sets the multipart type itself). */
  body?: unknown;
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** The call's answer schema from @app/shared, taken from `answers` (./answers.ts) so production builds drop it. */
  schema?: ResponseSchema<T>;
}

/** The spec's logged-out answer: `{ "authentication_required": true, "error": {…} }`, the flag at the top level. */
interface ErrorAnswer { authentication_required?: boolean; error?: ApiErrorBody }

function urlOf(path: string, query?: RequestOptions['query']): string {
  const base = API_BASE_URL.endsWith('/') ? API_BASE_URL : `${API_BASE_URL}/`;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, v);
  const qs = search.toString();
  return `${base}${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

function requestInit(method: string, options: RequestOptions<unknown>): RequestInit {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const hasJson = options.body !== undefined && !isForm;
  return {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(hasJson ? { 'content-type': 'application/json' } : {}) },
    body: isForm ? options.body as FormData : hasJson ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  };
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const init = requestInit(method, options as RequestOptions<unknown>);
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
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) {
      // Checked where it helps (dev server, tests); written out so production builds drop the check and its code.
      if (options.schema && (import.meta.env.DEV || import.meta.env.MODE === 'test')) {
        const checked = options.schema.safeParse(json);
        if (!checked.success) throw new AnswerMismatchError(method, path, checked.error.issues);
      }
      // The answer as sent, checked or not, so development and production see the same data.
      return json as T;
    }
    const answer = (json ?? {}) as ErrorAnswer;
    const body: ApiErrorBody = answer.error ?? { code: 'generic', message: '' };
    const authLost = response.status === 403 && answer.authentication_required === true;
    if (authLost) for (const listener of authLostListeners) listener();
    throw new ApiError(response.status, body, authLost);
  }
  throw lastError instanceof Error ? lastError : new Error('network');
}
