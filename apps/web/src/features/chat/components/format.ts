/** Times and days in the member's language: today a time, this week a weekday, else a date. */
export function shortTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  const days = (now.getTime() - date.getTime()) / 86_400_000;
  if (days < 6) return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date);
}

export const clockTime = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** The day separator's key and label: "today", "yesterday" or a full date. */
export function dayOf(iso: string, locale: string, now = new Date()): { key: string; label: string | 'today' | 'yesterday' } {
  const date = new Date(iso);
  const key = date.toDateString();
  if (key === now.toDateString()) return { key, label: 'today' };
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === yesterday.toDateString()) return { key, label: 'yesterday' };
  return { key, label: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric' }).format(date) };
}
