import { apiRequest, ApiError, type RequestOptions } from '../lib/api';

export { ApiError };

type Listener = () => void;
const signedOutListeners = new Set<Listener>();
/** The shell listens: any 401 of a console call means the staff session is gone (expired, revoked, disabled). */
export function onConsoleSignedOut(listener: Listener): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** A console call: `path` below /api/console/ (e.g. 'queue.php'); options as the member app's client. */
export async function consoleApi<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  try {
    return await apiRequest<T>(`api/console/${path.replace(/^\//, '')}`, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && path !== 'login.php') for (const listener of signedOutListeners) listener();
    throw error;
  }
}
