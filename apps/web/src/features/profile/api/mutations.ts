import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, Photo, ProfileUpdate } from '@app/shared';
import { answers, apiRequest } from '../../../lib/api';
import { sessionKeys } from '../../session';
import { profileKeys } from './keys';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdate) =>
      (await apiRequest<{ profile: OwnProfile }>('api/profile.php', { method: 'PUT', body, schema: answers.ownProfile })).profile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.own(), profile);
      // The member record carries the profile name shown in the top bar.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
    },
  });
}

/**
 * Upload, delete, make main, make private. Each changes the photos and possibly the main photo, which the member
 * record carries (the account menu's thumbnail, the add-photo banner): both are fetched again at once.
 */
export function usePhotoActions() {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.own() }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
  ]);
  return {
    upload: useMutation({
      mutationFn: async (file: File) => {
        const form = new FormData();
        form.append('photo', file);
        return (await apiRequest<{ photo: Photo }>('api/photo.php', { method: 'POST', body: form, schema: answers.photo })).photo;
      },
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest('api/photo.php', { method: 'DELETE', query: { id: String(id) }, schema: answers.ok }),
      onSettled: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: { id: number; main?: true; private?: boolean }) =>
        apiRequest('api/photo.php', { method: 'PUT', query: { id: String(id) }, body, schema: answers.ok }),
      onSettled: refresh,
    }),
  };
}

/** Invisible mode (spec 4): out of search and profile pages of others. */
export function useSetInvisible() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invisible: boolean) => apiRequest('api/invisible.php', { method: 'PUT', body: { invisible }, schema: answers.ok }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.own() }),
  });
}

/** The nearest town to rounded coordinates (the server keeps nothing); false when it cannot tell. */
export function useGeocode() {
  return useMutation({
    mutationFn: ({ lat, lon }: { lat: number; lon: number }) =>
      apiRequest<{ country: string; region: string; city: string }>('api/geocode.php', {
        query: { lat: lat.toFixed(2), lon: lon.toFixed(2) },
        schema: answers.geocode,
      }).catch(() => false as const),
  });
}
