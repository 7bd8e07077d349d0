import { useCallback, useSyncExternalStore } from 'react';
import { hashKey, queryOptions, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CompanyInfo, SiteSettings, User } from '@app/shared';
import { ApiError, answers, apiRequest } from '../../../lib/api';
import { sessionKeys } from './keys';

/** The site's settings; loaded before the first render (main.tsx), then never again. */
export const settingsQuery = () => queryOptions({
  queryKey: sessionKeys.settings(),
  queryFn: () => apiRequest<SiteSettings>('api/settings.php', { schema: answers.settings }),
  staleTime: Infinity,
});

/** The logged-in member, or null for a visitor (the server answers 403 authentication_required). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return (await apiRequest<{ user: User }>('api/user.php', { schema: answers.user })).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

export const currentUserQuery = () => queryOptions({ queryKey: sessionKeys.user(), queryFn: fetchCurrentUser, staleTime: 30_000 });

function useSettings() {
  return useQuery(settingsQuery());
}

/**
 * What the cache holds for a query the root layout observes (useSessionQueries): the settings and the member are there
 * before the first render (main.tsx) and that one observer keeps them fresh, so the sixty-odd components that read
 * them subscribe to the cache alone. A query observer each was a tenth of the first render's time on a phone.
 */
function useCachedData<T>(queryKey: QueryKey): T | undefined {
  const queryClient = useQueryClient();
  const hash = hashKey(queryKey);
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === hash) onChange();
  }), [queryClient, hash]);
  const read = () => queryClient.getQueryData<T>(queryKey);
  return useSyncExternalStore(subscribe, read, read);
}

/** Observes the settings and the member: mounted once, by the root layout, for as long as the app runs. */
export function useSessionQueries(): void {
  useSettings();
  useCurrentUser();
}

/** Settings are loaded before the first render (see main.tsx), so pages can rely on them. */
export function useSiteSettings(): SiteSettings {
  const data = useCachedData<SiteSettings>(sessionKeys.settings());
  if (!data) throw new Error('settings not loaded');
  return data;
}

export function useCompanyInfo() {
  return useQuery({
    queryKey: sessionKeys.companyInfo(),
    queryFn: () => apiRequest<CompanyInfo>('api/companyinfo.php', { schema: answers.companyInfo }),
    staleTime: Infinity,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

/** The member as the cache holds it (see useCachedData); null for a visitor. */
export function useCachedUser(): User | null | undefined {
  return useCachedData<User | null>(sessionKeys.user());
}

export interface Region { code: string; country: string; name: string; cities: string[] }

/** The regions and cities of the site's countries (spec 7: loaded once). */
export function useRegions() {
  return useQuery({
    queryKey: sessionKeys.regions(),
    queryFn: () => apiRequest<{ regions: Region[] }>('api/regions.php', { schema: answers.regions }),
    staleTime: Infinity,
  });
}
