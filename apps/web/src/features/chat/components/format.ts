/** The catalogue's language as a formatting locale: plain "en" is British English (24-hour clock), "en-US" American. */
const formatLocale = (language: string) => (language === 'en' ? 'en-GB' : language);

/** A message's time of day in the member's language. */
export const clockTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(formatLocale(locale), { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** The chats list's time of the last message in the member's language: a time today, else a date. */
export function shortTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return clockTime(iso, locale);
  const year = date.getFullYear() === now.getFullYear() ? undefined : 'numeric';
  return new Intl.DateTimeFormat(formatLocale(locale), { day: 'numeric', month: 'short', year }).format(date);
}

/** The day separator's key and label: "today", "yesterday" or a full date. */
export function dayOf(iso: string, locale: string, now = new Date()): { key: string; label: string | 'today' | 'yesterday' } {
  const date = new Date(iso);
  const key = date.toDateString();
  if (key === now.toDateString()) return { key, label: 'today' };
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === yesterday.toDateString()) return { key, label: 'yesterday' };
  return { key, label: new Intl.DateTimeFormat(formatLocale(locale), { weekday: 'long', day: 'numeric', month: 'long', year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric' }).format(date) };
}
