import { useTranslation } from '../../../../lib/use-translation';

/** "12 min" / "2 h 5 min" since a moment (the list reloads every 10 s, which keeps it current enough). */
export function WaitingFor({ since }: { since: string }) {
  const { t } = useTranslation();
  const minutes = Math.max(0, Math.floor((Date.now() - new Date(since).getTime()) / 60_000));
  return <>{minutes < 60 ? t('console.queue.minutes', { n: minutes }) : t('console.queue.hours_minutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}</>;
}
