/** Query keys of the notifications feature: the member's settings of every type and channel. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  settings: () => [...notificationsKeys.all, 'settings'] as const,
};
