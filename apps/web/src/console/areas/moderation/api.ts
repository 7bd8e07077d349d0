import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CaseAssignBody, CaseDecideBody, CaseDetail, CaseKindName, CaseListResponse, CaseReplyBody, CaseStatus, FictionalCreateBody,
  FictionalListResponse, FictionalPhotoBody, FictionalRegionsResponse, FictionalProfile, FictionalUpdateBody, PhotoQueueResponse, PhotoRejectBody,
} from '@app/shared/contracts/console/moderation';
import type { NoteBody, StaffNote } from '@app/shared/contracts/console/queue';
import { consoleApi } from '../../api';

const str = (n: number | undefined) => (n === undefined ? undefined : String(n));

export const moderationKeys = {
  photos: (site: number | undefined, page: number) => ['console', 'moderation', 'photos', { site, page }] as const,
  allPhotos: ['console', 'moderation', 'photos'] as const,
  cases: (filter: CaseFilter) => ['console', 'moderation', 'cases', filter] as const,
  allCases: ['console', 'moderation', 'cases'] as const,
  case: (kind: CaseKindName, id: number) => ['console', 'moderation', 'case', kind, id] as const,
  fictionalList: (q: string, site: number | undefined, page: number) => ['console', 'moderation', 'fictional', { q, site, page }] as const,
  allFictional: ['console', 'moderation', 'fictional'] as const,
  fictional: (id: number) => ['console', 'moderation', 'fictional-profile', id] as const,
  regions: (site: number) => ['console', 'moderation', 'regions', site] as const,
  notes: (profile: number) => ['console', 'notes', profile] as const,
};

// ---- photos

export function usePhotoQueue(site: number | undefined, page: number) {
  return useQuery({
    queryKey: moderationKeys.photos(site, page),
    queryFn: () => consoleApi<PhotoQueueResponse>('photos.php', { query: { site: str(site), page: String(page) } }),
    placeholderData: keepPreviousData,
  });
}

/** Approve or reject; the queue reloads either way (a 409 means someone else decided: the photo leaves the queue too). */
export function usePhotoDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { approve: true; photo: number } | ({ approve: false } & PhotoRejectBody)) => {
      const { approve, ...body } = input;
      return consoleApi(approve ? 'photos/approve.php' : 'photos/reject.php', { method: 'POST', body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.allPhotos }),
  });
}

// ---- cases

export interface CaseFilter { site?: number; status?: CaseStatus; kind?: CaseKindName; page: number }

export function useCases(filter: CaseFilter) {
  return useQuery({
    queryKey: moderationKeys.cases(filter),
    queryFn: () => consoleApi<CaseListResponse>('cases.php', { query: { site: str(filter.site), status: filter.status, kind: filter.kind, page: String(filter.page) } }),
    placeholderData: keepPreviousData,
  });
}

export function useCase(kind: CaseKindName, id: number) {
  return useQuery({
    queryKey: moderationKeys.case(kind, id),
    queryFn: () => consoleApi<{ case: CaseDetail }>('cases/case.php', { query: { kind, id: String(id) } }).then((r) => r.case),
    enabled: id > 0,
  });
}

type CaseAction = { path: 'assign.php'; body: CaseAssignBody } | { path: 'reply.php'; body: CaseReplyBody } | { path: 'decide.php'; body: CaseDecideBody };

export function useCaseAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: CaseAction) => consoleApi(`cases/${path}`, { method: 'POST', body }),
    onSettled: (_data, _error, { body }) => Promise.all([
      queryClient.invalidateQueries({ queryKey: moderationKeys.case(body.kind, body.id) }),
      queryClient.invalidateQueries({ queryKey: moderationKeys.allCases }),
    ]),
  });
}

// ---- fictional profiles

export function useFictionalList(q: string, site: number | undefined, page: number) {
  return useQuery({
    queryKey: moderationKeys.fictionalList(q, site, page),
    queryFn: () => consoleApi<FictionalListResponse>('fictional.php', { query: { q: q || undefined, site: str(site), page: String(page) } }),
    placeholderData: keepPreviousData,
  });
}

export function useFictional(id: number) {
  return useQuery({
    queryKey: moderationKeys.fictional(id),
    queryFn: () => consoleApi<{ profile: FictionalProfile }>('fictional/profile.php', { query: { id: String(id) } }).then((r) => r.profile),
    enabled: id > 0,
  });
}

export function useSiteRegions(site: number) {
  return useQuery({
    queryKey: moderationKeys.regions(site),
    queryFn: () => consoleApi<FictionalRegionsResponse>('fictional/regions.php', { query: { site: String(site) } }),
    enabled: site > 0,
    staleTime: Infinity,
  });
}

/** Every change answers with the whole profile: it replaces the cached one, and the list reloads. */
function useProfileChange<I>(call: (input: I) => Promise<{ profile: FictionalProfile }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(moderationKeys.fictional(profile.id), profile);
      return queryClient.invalidateQueries({ queryKey: moderationKeys.allFictional });
    },
  });
}

export const useCreateFictional = () => useProfileChange((body: FictionalCreateBody) =>
  consoleApi<{ profile: FictionalProfile }>('fictional/create.php', { method: 'POST', body }));
export const useUpdateFictional = () => useProfileChange((body: FictionalUpdateBody) =>
  consoleApi<{ profile: FictionalProfile }>('fictional/profile.php', { method: 'PUT', body }));
export const useUploadFictionalPhoto = () => useProfileChange(({ id, file }: { id: number; file: File }) => {
  const form = new FormData();
  form.append('photo', file);
  return consoleApi<{ profile: FictionalProfile }>('fictional/photo.php', { method: 'POST', query: { id: String(id) }, body: form });
});
export const useDeleteFictionalPhoto = () => useProfileChange((body: FictionalPhotoBody) =>
  consoleApi<{ profile: FictionalProfile }>('fictional/photo.php', { method: 'DELETE', body }));
export const useMainFictionalPhoto = () => useProfileChange((body: FictionalPhotoBody) =>
  consoleApi<{ profile: FictionalProfile }>('fictional/photo-main.php', { method: 'POST', body }));

// ---- notes (the queue's notes.php, on a fictional profile)

export function useNotes(profile: number) {
  return useQuery({
    queryKey: moderationKeys.notes(profile),
    queryFn: () => consoleApi<{ notes: StaffNote[] }>('notes.php', { query: { profile: String(profile) } }).then((r) => r.notes),
    enabled: profile > 0,
  });
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteBody) => consoleApi<{ note: StaffNote }>('notes.php', { method: 'POST', body }),
    onSuccess: (_result, body) => queryClient.invalidateQueries({ queryKey: moderationKeys.notes(body.profile) }),
  });
}
