import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { ConsoleMessage } from '@app/shared/contracts/console/queue';
import { formatDateTime } from '../../../ui';

/** The whole conversation, oldest first, scrolled to the newest; the member's messages on the left. */
export function MessageList({ messages, memberName, fictionalName }: { messages: ConsoleMessage[]; memberName: string; fictionalName: string }) {
  const { t, i18n } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => { end.current?.scrollIntoView?.({ block: 'end' }); }, [messages.length]);
  return (
    <div className="border rounded p-2 mb-3 overflow-auto" style={{ maxHeight: '55vh' }} aria-label={t('console.queue.conversation_title')}>
      {messages.map((m) => (
        <div key={m.id} className={`d-flex mb-2 ${m.from === 'member' ? '' : 'justify-content-end'}`}>
          <div className={`rounded px-2 py-1 ${m.from === 'member' ? 'bg-body-secondary' : 'bg-primary-subtle'}`} style={{ maxWidth: '85%' }}>
            <div className="small text-body-secondary">{m.from === 'member' ? memberName : fictionalName} · {formatDateTime(m.sent_at, i18n.language)}</div>
            {m.kind === 'text' && <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</div>}
            {m.kind === 'gift' && <div className="fst-italic">{t('console.queue.gift', { gift: m.gift ?? '' })}</div>}
            {m.kind === 'photo' && m.photo && (
              <a href={m.photo.url} target="_blank" rel="noreferrer"><img src={m.photo.thumb_url} alt={t('console.queue.photo_message')} width={120} className="rounded" loading="lazy" /></a>
            )}
          </div>
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
