import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberDetail, MemberSearchResponse, OpenConversationResponse } from '@app/shared/contracts/console/members';
import { consoleApi } from '../../api';

export const memberKeys = {
  all: ['console', 'members'] as const,
  search: (q: string, site: number | undefined, page: number) => [...memberKeys.all, 'search', { q, site, page }] as const,
  member: (id: number) => [...memberKeys.all, 'member', id] as const,
};

export function useMemberSearch(q: string, site: number | undefined, page: number) {
  return useQuery({
    queryKey: memberKeys.search(q, site, page),
    queryFn: () => consoleApi<MemberSearchResponse>('members.php', { query: { q, site: site ? String(site) : undefined, page: String(page) } }),
    placeholderData: keepPreviousData,
  });
}

export function useMember(id: number) {
  return useQuery({
    queryKey: memberKeys.member(id),
    queryFn: () => consoleApi<MemberDetail>('members/member.php', { query: { id: String(id) } }),
    enabled: id > 0,
  });
}

/** The member actions, by their route below /api/console/members/. */
export type MemberActionPath = 'warn.php' | 'ban.php' | 'unban.php' | 'flag.php' | 'unflag.php' | 'credits.php' | 'refund.php'
  | 'resend-activation.php' | 'end-sessions.php';

/** One action on a member; the member's page reloads afterwards (and the search, which shows bans and flags). */
export function useMemberAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: MemberActionPath; body: Record<string, unknown> }) => consoleApi(`members/${path}`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

/** Opening a conversation is a POST with the reason (it is audited); its messages are not cached. */
export function useOpenConversation() {
  return useMutation({
    mutationFn: (body: { conversation: number; reason: string }) => consoleApi<OpenConversationResponse>('members/conversation.php', { method: 'POST', body }),
  });
}
