import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { FREE_CONVERSATION_LIMIT } from '@app/shared/constants';
import { canAfford, messageCost } from '@app/shared/rules/chat';
import type { MessagesResponse } from '@app/shared/contracts/chat';
import { takeConversationStart } from '../../../lib/conversation-start';
import { ApiError } from '../../../lib/api';
import { ResendActivationButton } from '../../account';
import { useSession, useSiteSettings } from '../../session';
import type { ConversationTarget } from '../api/keys';
import { useMarkRead } from '../api/mutations';
import { useConversation } from '../api/queries';
import { useOutbox, type Refusal } from '../hooks/use-outbox';
import { useIsTyping } from '../realtime/typing-store';
import { Composer, InsufficientCredits, type Draft, type Prices } from './Composer';
import { ConversationHeader } from './ConversationHeader';
import { FictionalNotice } from './FictionalNotice';
import { GiftPicker } from './GiftPicker';
import { OutgoingBubble } from './MessageBubble';
import { MessageList } from './MessageList';

const ICEBREAKERS = 6;

/** What the bottom of the conversation offers: the composer, or why the member cannot write here. */
type Footer = { kind: 'composer' } | { kind: 'limit' } | { kind: 'blocked'; message: string };

function footerOf(data: MessagesResponse, refusal: Refusal | null): Footer {
  if (refusal?.code === 'blocked' || refusal?.code === 'blocked_by_me') return { kind: 'blocked', message: refusal.message };
  if (data.conversation_limit_reached || refusal?.code === 'conversation_limit') return { kind: 'limit' };
  return { kind: 'composer' };
}

/** Spec 4: opening the conversation, and each new message from the partner while it is in view, sets unread to 0. */
function useReadWhileVisible(conversation: number | null, lastIncoming: number | undefined) {
  const markRead = useMarkRead();
  const { mutate } = markRead;
  useEffect(() => {
    if (conversation === null) return;
    const read = () => { if (document.visibilityState !== 'hidden') mutate(conversation); };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [conversation, lastIncoming, mutate]);
}

function Icebreakers({ name, onPick }: { name: string; onPick: (line: string) => void }) {
  const { t } = useTranslation();
  const lines = Array.from({ length: ICEBREAKERS }, (_, i) => t(`web.chat.icebreaker_${i + 1}`));
  return (
    <div className="icebreakers" data-testid="icebreakers">
      <p className="text-body-secondary mb-2">{t('web.chat.icebreakers_title', { name })}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        {lines.map((line) => <button key={line} type="button" className="btn btn-sm btn-outline-primary icebreaker" onClick={() => onPick(line)}>{line}</button>)}
      </div>
    </div>
  );
}

function HeldReplies({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-info my-3" role="status" data-testid="held-notice">
      <p className="fw-semibold mb-1">{t('web.chat.held_title')}</p>
      <p className="mb-2">{t('web.chat.held', { count })}</p>
      <ResendActivationButton size="sm" />
    </div>
  );
}

function TypingIndicator({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="typing-indicator" data-testid="typing">
      <span className="typing-dots" aria-hidden="true"><span /><span /><span /></span>
      <span className="small">{t('web.chat.typing', { name })}</span>
    </div>
  );
}

function ConversationError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const code = error instanceof ApiError ? error.code : null;
  const blocked = code === 'blocked' || code === 'blocked_by_me';
  const text = code === 'not_found' ? t('web.chat.not_found') : error instanceof ApiError && error.message ? error.message : t('errors.generic');
  return (
    <div className="conversation p-3" data-testid="conversation-error">
      <div className={`alert ${blocked ? 'alert-warning' : 'alert-danger'}`} role="alert">{text}</div>
      <Link to="/chats">{t('web.chat.back_to_list')}</Link>
    </div>
  );
}

/** One conversation: header, history (older pages on scrolling up), typing, and the composer with prices and balance. */
export function Conversation({ target }: { target: ConversationTarget }) {
  const { t } = useTranslation();
  const query = useConversation(target);
  // A refused reload (removed meanwhile, blocked) ends the conversation; a lost connection keeps what is shown.
  const refused = query.error instanceof ApiError && query.error.status < 500;
  if (query.data && !refused) return <OpenConversation data={query.data} query={query} />;
  if (query.isError) return <ConversationError error={query.error} />;
  return <div className="conversation p-3 text-body-secondary" role="status">{t('web.common.loading')}</div>;
}

type ConversationQuery = ReturnType<typeof useConversation>;

function OpenConversation({ data, query }: { data: NonNullable<ConversationQuery['data']>; query: ConversationQuery }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const first = data.pages[0]!;
  const { profile } = first;
  const conversationId = first.conversation;
  const outbox = useOutbox(profile.id, t('errors.generic'));
  // Spec 2: opened from the match overlay's button: the member came to write.
  const [startedFromOverlay] = useState(() => takeConversationStart(profile.id));
  const [giftsOpen, setGiftsOpen] = useState(searchParams.get('gift') === '1');
  const [draft, setDraft] = useState<Draft>();
  const [sentCount, setSentCount] = useState(0);
  const typing = useIsTyping(conversationId);

  const messages = useMemo(() => [...data.pages].reverse().flatMap((p) => p.messages), [data]);
  const stored = useMemo(() => new Set(messages.map((m) => m.client_id).filter(Boolean)), [messages]);
  const outgoing = outbox.outgoing.filter((m) => !stored.has(m.client_id));
  const lastIncoming = useMemo(() => messages.findLast((m) => !m.from_me)?.id, [messages]);
  const prices: Prices = { text: messageCost('text', settings), gift: messageCost('gift', settings), photo: messageCost('photo', settings) };
  const balance = user?.credits ?? 0;
  const footer = footerOf(first, outbox.refusal);

  useReadWhileVisible(conversationId, lastIncoming);

  const send: typeof outbox.send = (content) => { setSentCount((n) => n + 1); outbox.send(content); };
  const closeGifts = () => {
    setGiftsOpen(false);
    if (searchParams.has('gift')) setSearchParams((params) => { params.delete('gift'); return params; }, { replace: true });
  };

  return (
    <section className="conversation" aria-labelledby="conversation-name">
      <h2 id="conversation-name" className="visually-hidden">{t('web.chat.conversation_with', { name: profile.name })}</h2>
      <ConversationHeader profile={profile} />
      <MessageList
        messages={messages}
        hasOlder={query.hasNextPage}
        loadingOlder={query.isFetchingNextPage}
        onLoadOlder={() => void query.fetchNextPage()}
        mineCount={sentCount}
        after={(
          <>
            {first.held_messages > 0 && <HeldReplies count={first.held_messages} />}
            {outgoing.map((message) => (
              <OutgoingBubble key={message.client_id} message={message} onRetry={() => outbox.retry(message)} onDiscard={() => outbox.discard(message)} />
            ))}
            {typing && <TypingIndicator name={profile.name} />}
          </>
        )}
        empty={messages.length === 0 && outgoing.length === 0 && footer.kind === 'composer' && (
          <Icebreakers name={profile.name} onPick={(text) => setDraft({ text, id: Date.now() })} />
        )}
      />
      <div className="conversation-footer">
        {footer.kind === 'blocked' && <div className="alert alert-warning mb-0" role="alert" data-testid="blocked">{footer.message}</div>}
        {footer.kind === 'limit' && (
          <div className="alert alert-warning d-flex align-items-center gap-2 flex-wrap mb-0" role="alert" data-testid="conversation-limit">
            <span className="me-auto">{t('errors.conversation_limit', { limit: FREE_CONVERSATION_LIMIT })}</span>
            <Link to="/premium" className="btn btn-sm btn-primary">{t('web.chat.go_premium')}</Link>
          </div>
        )}
        {footer.kind === 'composer' && (
          <>
            {/* The server knew better than the cached balance (spent in another tab): said here too. */}
            {outbox.refusal?.code === 'insufficient_credits' && canAfford(balance, prices.text) && <InsufficientCredits />}
            <Composer prices={prices} balance={balance} messageLength={settings.message_length} conversation={conversationId} draft={draft} focusOnOpen={startedFromOverlay}
              onSendText={(text) => send({ kind: 'text', text })}
              onOpenGifts={() => setGiftsOpen(true)}
              onSendPhoto={(file, preview) => send({ kind: 'photo', file, preview })} />
          </>
        )}
      </div>
      <GiftPicker show={giftsOpen && footer.kind === 'composer'} cost={prices.gift} balance={balance} onClose={closeGifts}
        onSend={(gift) => { closeGifts(); send({ kind: 'gift', gift }); }} />
      <FictionalNotice show={outbox.awaitingNotice !== null} name={profile.name} onCancel={outbox.cancelNotice} onConfirm={outbox.confirmNotice} />
    </section>
  );
}
