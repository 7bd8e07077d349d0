/** Query keys of the shell: the badge counts the chats and likes features publish (no API call of its own yet). */
export const shellKeys = {
  chatCounts: () => ['chat-counts'] as const,
};
