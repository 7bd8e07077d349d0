import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Message } from '@app/shared/contracts/chat';
import { dayOf } from './format';
import { MessageBubble } from './MessageBubble';

/** Messages with a separator at each new day. */
function History({ messages }: { messages: Message[] }) {
  const { t, i18n } = useTranslation();
  let lastDay = '';
  return (
    <>
      {messages.map((message) => {
        const day = dayOf(message.sent_at, i18n.language);
        const separator = day.key !== lastDay;
        lastDay = day.key;
        return (
          <Fragment key={message.id}>
            {separator && (
              <div className="day-separator" role="separator">
                <span>{day.label === 'today' ? t('web.chat.today') : day.label === 'yesterday' ? t('web.chat.yesterday') : day.label}</span>
              </div>
            )}
            <MessageBubble message={message} />
          </Fragment>
        );
      })}
    </>
  );
}

/** Within this many pixels of the end counts as "at the end": new messages then keep the view at the end. */
const NEAR_END_PX = 80;
/** Scrolled this close to the top, the next older page is loaded. */
const NEAR_TOP_PX = 60;

export interface MessageListProps {
  messages: Message[];
  /** What follows the history: my messages on their way, the typing dots. */
  after?: ReactNode;
  /** What precedes the history: the held-replies prompt. */
  before?: ReactNode;
  /** Shown when there is nothing yet (the icebreakers). */
  empty?: ReactNode;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  /** Changes when I add a message: the view then goes to the end wherever it was. */
  mineCount: number;
}

/**
 * The scrolling history. It opens at the newest message and stays at the end while the member is there (new
 * messages, photos that finish loading, a rotated phone); it keeps still when older pages are put above, or when
 * the member has scrolled up to read.
 */
export function MessageList({ messages, after, before, empty, hasOlder, loadingOlder, onLoadOlder, mineCount }: MessageListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  /** Distance from the bottom, remembered while an older page loads. */
  const heldFromBottom = useRef<number | null>(null);
  const firstId = messages[0]?.id;

  const toEnd = () => { const el = scroller.current; if (el) el.scrollTop = el.scrollHeight; };

  const loadOlder = () => {
    const el = scroller.current;
    if (!hasOlder || loadingOlder || !el) return;
    heldFromBottom.current = el.scrollHeight - el.scrollTop;
    onLoadOlder();
  };

  // Older messages went in above: the same message stays under the member's eyes.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || heldFromBottom.current === null) return;
    el.scrollTop = el.scrollHeight - heldFromBottom.current;
    heldFromBottom.current = null;
  }, [firstId]);

  // A page that failed to load leaves nothing to hold still for.
  useEffect(() => { if (!loadingOlder) heldFromBottom.current = null; }, [loadingOlder]);

  useLayoutEffect(() => {
    if (heldFromBottom.current === null && atEnd.current) toEnd();
  });

  useLayoutEffect(() => {
    atEnd.current = true;
    toEnd();
  }, [mineCount]);

  // Content that grows after rendering (images, a resized window) keeps an "at the end" view at the end.
  useEffect(() => {
    const el = content.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => { if (atEnd.current && heldFromBottom.current === null) toEnd(); });
    observer.observe(el);
    observer.observe(scroller.current!);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END_PX;
    if (el.scrollTop < NEAR_TOP_PX) loadOlder();
  };

  return (
    <div className="conversation-scroll" ref={scroller} onScroll={onScroll} data-testid="messages">
      <div ref={content} className="conversation-content" role="log" aria-live="polite" aria-relevant="additions" aria-label={t('web.chat.history')}>
        {hasOlder && (
          <div className="text-center my-2">
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={loadOlder} disabled={loadingOlder} data-testid="load-older">
              {loadingOlder ? t('web.common.loading') : t('web.chat.load_older')}
            </button>
          </div>
        )}
        {before}
        <History messages={messages} />
        {after}
        {empty}
      </div>
    </div>
  );
}
