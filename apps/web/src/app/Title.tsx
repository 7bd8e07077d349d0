import { useEffect } from 'react';
import { useSiteSettings } from '../features/session';
import { useChatCounts } from '../features/shell';

/** Spec 3: the browser title is prefixed with unread messages plus new likes. */
export function titleWithCounts(title: string, count: number): string {
  return count > 0 ? `(${count}) ${title}` : title;
}

/** Sets the document title for the page: its own title and the site name, or the site's index title. */
export function PageTitle({ title }: { title?: string }) {
  const settings = useSiteSettings();
  const { unread, newLikes } = useChatCounts();
  useEffect(() => {
    const base = title ? `${title} - ${settings.name}` : settings.index_title;
    document.title = titleWithCounts(base, unread + newLikes);
  }, [title, settings.name, settings.index_title, unread, newLikes]);
  return null;
}
