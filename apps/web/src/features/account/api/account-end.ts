// The account's end: deleting it (with the retention offer before) and downloading everything we hold.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AccountDeleteBody, RetentionDiscount } from '@app/shared';
import { answers, API_BASE_URL, ApiError, apiRequest, type ApiErrorBody } from '../../../lib/api';
import { sessionKeys } from '../../session';

/** Router state of the move to /account-deleted right after the deletion (and only then). */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;
export const cameFromDeletion = (state: unknown) => (state as Partial<typeof ACCOUNT_DELETED_STATE> | null)?.accountDeleted === true;

/** The account is gone and so is its session: the member's data leaves the cache, the site's stays (as at logout). */
export function forgetDeletedMember(queryClient: QueryClient) {
  queryClient.setQueryData(sessionKeys.user(), null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.site[0] && query.queryKey[0] !== sessionKeys.user()[0] });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: AccountDeleteBody) => apiRequest('api/account-delete.php', { method: 'POST', body, schema: answers.ok }),
  });
}

/** The member's own code with the company's delete_discount; asking again gives the same code. */
export function useClaimRetentionDiscount() {
  return useMutation({
    // An empty JSON body: a logged-in change must be JSON (http/security.ts), whatever it carries.
    mutationFn: () => apiRequest<{ discount: RetentionDiscount }>('api/retention-discount.php', { method: 'POST', body: {} }).then((answer) => answer.discount),
  });
}

const exportUrl = () => `${API_BASE_URL.endsWith('/') ? API_BASE_URL : `${API_BASE_URL}/`}api/export.php`;

/**
 * POST api/export.php answers with the ZIP itself, which the JSON client cannot read: fetched here as a blob and
 * handed to the browser as a download. A refusal (wrong password, the daily limit) is JSON and becomes an ApiError.
 */
async function downloadDataExport(password: string): Promise<void> {
  const response = await fetch(exportUrl(), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/zip, application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { authentication_required?: boolean; error?: ApiErrorBody } | null;
    throw new ApiError(response.status, answer?.error ?? { code: 'generic', message: '' }, answer?.authentication_required === true);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'data.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; freeing it at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadDataExport,
    onError: (error) => { if (error instanceof ApiError && error.authenticationRequired) queryClient.setQueryData(sessionKeys.user(), null); },
  });
}
