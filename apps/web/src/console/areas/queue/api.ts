import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnsweringView, NoteBody, QueueResponse, StaffNote, TakeBody, TakeResponse } from '@app/shared/contracts/console/queue';
import { consoleApi } from '../../api';

export const queueKeys = {
  all: ['console', 'queue'] as const,
  list: (site: number | undefined, language: string | undefined) => [...queueKeys.all, 'list', { site, language }] as const,
  conversation: (id: number) => [...queueKeys.all, 'conversation', id] as const,
  notes: (profile: number) => ['console', 'notes', profile] as const,
};

/** How often the waiting list reloads by itself. */
export const QUEUE_REFRESH_MS = 10_000;
/** How often a lock is extended while the composer holds text (the lock lasts 6 minutes). */
export const HEARTBEAT_MS = 60_000;

export function useQueue(site: number | undefined, language: string | undefined) {
  return useQuery({
    queryKey: queueKeys.list(site, language),
    queryFn: () => consoleApi<QueueResponse>('queue.php', { query: { site: site ? String(site) : undefined, language } }),
    refetchInterval: QUEUE_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** Take this conversation (`conversation`) or the next waiting one; the list and that conversation reload. */
export function useTake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TakeBody) => consoleApi<TakeResponse>('queue/take.php', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKeys.all }),
  });
}

/** The answering screen. Opening it is audited on the server: it is not refetched on focus. */
export function useConversation(id: number) {
  return useQuery({
    queryKey: queueKeys.conversation(id),
    queryFn: () => consoleApi<AnsweringView>('queue/conversation.php', { query: { id: String(id) } }),
    enabled: id > 0,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useHeartbeat() {
  return useMutation({
    mutationFn: (conversation: number) => consoleApi<{ until: string }>('queue/heartbeat.php', { method: 'POST', body: { conversation } }),
  });
}

export function useRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversation: number) => consoleApi('queue/release.php', { method: 'POST', body: { conversation } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKeys.all }),
  });
}

export function useAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { conversation: number; text: string; client_id: string }) =>
      consoleApi<{ message: { id: number; sent_at: string } }>('queue/answer.php', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKeys.all }),
  });
}

export function useNotes(profile: number, initial?: StaffNote[]) {
  return useQuery({
    queryKey: queueKeys.notes(profile),
    queryFn: () => consoleApi<{ notes: StaffNote[] }>('notes.php', { query: { profile: String(profile) } }).then((r) => r.notes),
    initialData: initial,
    enabled: profile > 0,
  });
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteBody) => consoleApi<{ note: StaffNote }>('notes.php', { method: 'POST', body }),
    onSuccess: (_, body) => queryClient.invalidateQueries({ queryKey: queueKeys.notes(body.profile) }),
  });
}

/** The member-care route (exactly its body): flag a member as possibly vulnerable. */
export function useFlagVulnerable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { user: number; reason: string }) => consoleApi('members/flag.php', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKeys.all }),
  });
}
