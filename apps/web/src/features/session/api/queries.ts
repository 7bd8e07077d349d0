import { queryOptions, useQuery } from '@tanstack/react-query';
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

export function useSettings() {
  return useQuery(settingsQuery());
}

/** Settings are loaded before the first render (see main.tsx), so pages can rely on them. */
export function useSiteSettings(): SiteSettings {
  const { data } = useSettings();
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

export interface Region { code: string; country: string; name: string; cities: string[] }

/** The regions and cities of the site's countries (spec 7: loaded once). */
export function useRegions() {
  return useQuery({
    queryKey: sessionKeys.regions(),
    queryFn: () => apiRequest<{ regions: Region[] }>('api/regions.php', { schema: answers.regions }),
    staleTime: Infinity,
  });
}
