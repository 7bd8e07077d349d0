import { useEffect } from 'react';
import { titlePrefix } from '@app/shared/rules/chat';
import { useSiteSettings } from '../../session';
import { useChatCounts } from '../hooks/use-chat-counts';

/**
 * Sets the document title for the page: its own title and the site name, or the site's index title, prefixed with
 * unread messages plus new likes (spec 3; the app badge shows the same sum).
 */
export function PageTitle({ title }: { title?: string }) {
  const settings = useSiteSettings();
  const { unread, newLikes } = useChatCounts();
  useEffect(() => {
    const base = title ? `${title} - ${settings.name}` : settings.index_title;
    document.title = titlePrefix(unread, newLikes) + base;
  }, [title, settings.name, settings.index_title, unread, newLikes]);
  return null;
}
