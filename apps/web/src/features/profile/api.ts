import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, Photo, ProfileUpdate } from '@app/shared';
import { ApiError, apiRequest, type ApiErrorBody } from '../../lib/api';

export const ownProfileKey = ['own-profile'] as const;

export function useOwnProfile() {
  return useQuery({ queryKey: ownProfileKey, queryFn: async () => (await apiRequest<{ profile: OwnProfile }>('api/profile.php')).profile });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdate) => (await apiRequest<{ profile: OwnProfile }>('api/profile.php', { method: 'PUT', body })).profile,
    onSuccess: (profile) => { queryClient.setQueryData(ownProfileKey, profile); void queryClient.invalidateQueries({ queryKey: ['user'] }); },
  });
}

/** The browser's FormData upload; the API client speaks JSON, so this one call uses fetch directly. */
export async function uploadPhotoFile(file: File): Promise<Photo> {
  const form = new FormData();
  form.append('photo', file);
  const response = await fetch('/api/photo.php', { method: 'POST', body: form, credentials: 'same-origin' });
  const json = await response.json().catch(() => null) as { photo?: Photo; error?: ApiErrorBody } | null;
  if (!response.ok || !json?.photo) throw new ApiError(response.status, json?.error ?? { code: 'generic', message: '' });
  return json.photo;
}

export function usePhotoActions() {
  const queryClient = useQueryClient();
  const refresh = () => { void queryClient.invalidateQueries({ queryKey: ownProfileKey }); void queryClient.invalidateQueries({ queryKey: ['user'] }); };
  return {
    upload: useMutation({ mutationFn: uploadPhotoFile, onSettled: refresh }),
    remove: useMutation({ mutationFn: (id: number) => apiRequest('api/photo.php', { method: 'DELETE', query: { id: String(id) } }), onSettled: refresh }),
    update: useMutation({
      mutationFn: ({ id, ...body }: { id: number; main?: true; private?: boolean }) => apiRequest('api/photo.php', { method: 'PUT', query: { id: String(id) }, body }),
      onSettled: refresh,
    }),
  };
}
