/** Query keys of the chat feature: the list, and one conversation by id or by the partner's profile. */
export type ConversationTarget = { conversation: number } | { profile: number };

export const chatKeys = {
  all: ['chats'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  conversations: () => [...chatKeys.all, 'conversation'] as const,
  conversation: (target: ConversationTarget) => [...chatKeys.conversations(), target] as const,
};
