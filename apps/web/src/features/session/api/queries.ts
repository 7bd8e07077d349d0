import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyInfo, LoginBody, SiteSettings, User } from '@app/shared';
import type { Locale } from '@app/shared/constants';
import { ApiError, apiRequest } from '../../../lib/api';

export const queryKeys = {
  settings: ['settings'] as const,
  companyInfo: ['companyinfo'] as const,
  user: ['user'] as const,
};

export function useSettings() {
  return useQuery({
    queryKey: queryKeys.settings,
    queryFn: () => apiRequest<SiteSettings>('api/settings.php'),
    staleTime: Infinity,
  });
}

/** Settings are loaded before the first render (see main.tsx), so pages can rely on them. */
export function useSiteSettings(): SiteSettings {
  const { data } = useSettings();
  if (!data) throw new Error('settings not loaded');
  return data;
}

export function useCompanyInfo() {
  return useQuery({ queryKey: queryKeys.companyInfo, queryFn: () => apiRequest<CompanyInfo>('api/companyinfo.php'), staleTime: Infinity });
}

/** The logged-in member, or null for a visitor (the server answers 403 authentication_required). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return (await apiRequest<{ user: User }>('api/user.php')).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: queryKeys.user, queryFn: fetchCurrentUser, staleTime: 30_000 });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest<{ user: User }>('api/user.php', { method: 'POST', body }),
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.user, user),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ ok: true }>('api/logout.php'),
    onSettled: () => {
      queryClient.setQueryData(queryKeys.user, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'settings' && q.queryKey[0] !== 'user' && q.queryKey[0] !== 'companyinfo' });
    },
  });
}

/** Saves a logged-in member's language; the spec ignores errors here. */
export function saveLanguage(language: Locale) {
  return apiRequest<{ user: User }>('api/user.php', { method: 'PUT', body: { language } }).catch(() => null);
}
