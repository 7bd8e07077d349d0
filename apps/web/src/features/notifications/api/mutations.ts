import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@app/shared';
import type { NotificationsResponse, NotificationsUpdateBody } from '@app/shared/contracts/notifications';
import type { NotificationChannel, NotificationType } from '@app/shared/rules/notifications';
import { apiRequest } from '../../../lib/api';
import { sessionKeys } from '../../session';
import { notificationsAnswers } from './answers';
import { notificationsKeys } from './keys';

const saveSettings = (body: Partial<NotificationsUpdateBody>) => apiRequest<NotificationsResponse>('api/notifications.php', {
  method: 'PUT', body, schema: notificationsAnswers.notifications,
});

/** The server's answer becomes the page's data, and the member record's reasons follow (the banner reads them). */
function applyAnswer(queryClient: QueryClient, answer: NotificationsResponse) {
  queryClient.setQueryData(notificationsKeys.settings(), answer);
  queryClient.setQueryData<User | null>(sessionKeys.user(), (user) => (user ? { ...user, notifications_disabled: answer.disabled } : user));
}

function setChannel(queryClient: QueryClient, type: NotificationType, channel: NotificationChannel, value: boolean) {
  queryClient.setQueryData<NotificationsResponse>(notificationsKeys.settings(), (data) => data && {
    ...data, settings: { ...data.settings, [type]: { ...data.settings[type], [channel]: value } },
  });
}

export interface NotificationToggle { type: NotificationType; channel: NotificationChannel; value: boolean }
const TOGGLE_KEY = [...notificationsKeys.all, 'toggle'] as const;

/**
 * One switch, saved at once: it moves before the server answers and moves back (only that switch, so another one
 * still on its way keeps its state) when the server refuses; the error carries the server's text.
 */
export function useToggleNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: ({ type, channel, value }: NotificationToggle) => saveSettings({ settings: { [type]: { [channel]: value } } }),
    onMutate: async ({ type, channel, value }) => {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.settings() });
      const previous = queryClient.getQueryData<NotificationsResponse>(notificationsKeys.settings())?.settings[type][channel];
      setChannel(queryClient, type, channel, value);
      return { previous };
    },
    onError: (_error, { type, channel }, context) => {
      if (context?.previous !== undefined) setChannel(queryClient, type, channel, context.previous);
    },
    onSuccess: (answer) => {
      // An earlier answer would undo a later switch still on its way: the last one to finish brings the server's state.
      if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) <= 1) applyAnswer(queryClient, answer);
    },
  });
}

/** Several changes at once, waiting for the server: turning e-mail back on, deciding about unsubscribed types. */
export function useSaveNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (answer) => applyAnswer(queryClient, answer),
  });
}
