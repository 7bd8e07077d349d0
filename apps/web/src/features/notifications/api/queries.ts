import { useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@app/shared/contracts/notifications';
import { apiRequest } from '../../../lib/api';
import { notificationsAnswers } from './answers';
import { notificationsKeys } from './keys';

export const fetchNotificationSettings = () =>
  apiRequest<NotificationsResponse>('api/notifications.php', { schema: notificationsAnswers.notifications });

/** The member's notification settings; fresh each time the page opens (an unsubscribe link may have changed them). */
export function useNotificationSettings() {
  return useQuery({ queryKey: notificationsKeys.settings(), queryFn: fetchNotificationSettings, staleTime: 0 });
}
