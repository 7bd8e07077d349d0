import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messageCost, type GiftId } from '@app/shared/rules/chat';
import type { Message, MessagesResponse } from '@app/shared/contracts/chat';
import { ApiError } from '../../../lib/api';
import { ResendActivationButton } from '../../account';
import { Avatar, FictionalBadge } from '../../members';
import { useSession, useSiteSettings } from '../../session';
import type { ConversationTarget } from '../api/keys';
import { useMarkRead, useSendMessage, useUploadMessagePhoto, type SendInput } from '../api/mutations';
import { useConversation } from '../api/queries';
import { useIsTyping } from '../realtime/typing-store';
import { Composer, InsufficientCredits } from './Composer';
import { FictionalNotice } from './FictionalNotice';
import { GiftPicker } from './GiftPicker';
import { MessageBubble, PendingBubble, type PendingMessage } from './MessageBubble';
import { dayOf } from './format';

const ICEBREAKERS = 5;

function Header({ data }: { data: MessagesResponse }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const { profile } = data;
  return (
    <header className="conversation-header">
      <Link to="/chats" className="btn btn-link conversation-back d-lg-none" aria-label={t('web.nav.back')}>‹</Link>
      <Link to={`/members/${profile.id}`} className="d-flex align-items-center gap-2 text-decoration-none text-body min-w-0">
        <span className="chat-avatar"><Avatar card={profile} /></span>
        <span className="min-w-0">
          <span className="d-flex align-items-center gap-1">
            <span className="fw-semibold text-truncate" data-testid="conversation-name">{profile.name}</span>
            <span className="text-body-secondary">{profile.age}</span>
            {profile.online_recently && <span className="online-dot" title={t('web.members.online')}><span className="visually-hidden">{t('web.members.online')}</span></span>}
            {profile.fictional && <FictionalBadge withText />}
          </span>
          {profile.city && <span className="small text-body-secondary d-block text-truncate">{profile.city}</span>}
        </span>
      </Link>
      {profile.fictional && <p className="conversation-fictional small mb-0" data-testid="fictional-warning"><span aria-hidden="true">{settings.fictional_icon}</span> {settings.fictional_warning}</p>}
    </header>
  );
}

/** Messages with a separator at each new day. */
function History({ messages, locale }: { messages: Message[]; locale: string }) {
  const { t } = useTranslation();
  let lastDay = '';
  return (
    <>
      {messages.map((message) => {
        const day = dayOf(message.sent_at, locale);
        const separator = day.key !== lastDay;
        lastDay = day.key;
        return (
          <Fragment key={message.id}>
            {separator && <div className="day-separator"><span>{day.label === 'today' ? t('web.chat.today') : day.label === 'yesterday' ? t('web.chat.yesterday') : day.label}</span></div>}
            <MessageBubble message={message} />
          </Fragment>
        );
      })}
    </>
  );
}

const errorCode = (error: unknown) => (error instanceof ApiError ? error.code : null);

/** One conversation: header, history (older pages on scrolling up), typing, composer with prices and balance. */
export function Conversation({ target }: { target: ConversationTarget }) {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useConversation(target);
  const first = query.data?.pages[0];
  const profileId = first?.profile.id ?? ('profile' in target ? target.profile : 0);
  const send = useSendMessage(profileId);
  const upload = useUploadMessagePhoto();
  const markRead = useMarkRead();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [notice, setNotice] = useState<PendingMessage | null>(null);
  const [blockingError, setBlockingError] = useState<{ code: string; message: string } | null>(null);
  const [giftsOpen, setGiftsOpen] = useState(searchParams.get('gift') === '1');
  const [draft, setDraft] = useState<string>();
  const scroller = useRef<HTMLDivElement>(null);
  const keepOffset = useRef<number | null>(null);
  const conversationId = first?.conversation ?? null;
  const typing = useIsTyping(conversationId);

  const messages = useMemo(() => (query.data ? [...query.data.pages].reverse().flatMap((p) => p.messages) : []), [query.data]);
  const shownPending = pending.filter((p) => !messages.some((m) => m.client_id === p.client_id));
  const lastIncoming = [...messages].reverse().find((m) => !m.from_me)?.id;
  const prices = { text: messageCost('text', settings), gift: messageCost('gift', settings), photo: messageCost('photo', settings) };
  const balance = user?.credits ?? 0;

  // Opening the conversation, and every new message from the partner while it is open, sets unread to 0 (spec 4).
  useEffect(() => {
    if (conversationId !== null && document.visibilityState !== 'hidden') markRead.mutate(conversationId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId, lastIncoming]);

  // Stay at the bottom for new messages; keep the view still when older ones are put above.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepOffset.current !== null) {
      el.scrollTop = el.scrollHeight - keepOffset.current;
      keepOffset.current = null;
    } else {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages.length, shownPending.length, typing]);

  const loadOlder = () => {
    if (!query.hasNextPage || query.isFetchingNextPage || !scroller.current) return;
    keepOffset.current = scroller.current.scrollHeight - scroller.current.scrollTop;
    void query.fetchNextPage();
  };

  const deliver = (message: PendingMessage, acknowledge = false) => {
    setPending((list) => [...list.filter((p) => p.client_id !== message.client_id), { ...message, status: 'sending', error: undefined }]);
    const input: SendInput = {
      kind: message.kind, client_id: message.client_id,
      ...(message.kind === 'text' ? { text: message.text } : message.kind === 'gift' ? { gift: message.gift } : { photo: message.photoKey }),
      ...(acknowledge ? { acknowledge_fictional: true } : {}),
    };
    send.mutate(input, {
      onSuccess: () => setPending((list) => list.filter((p) => p.client_id !== message.client_id)),
      onError: (error) => {
        const code = errorCode(error);
        if (code === 'fictional_notice') {
          setPending((list) => list.filter((p) => p.client_id !== message.client_id));
          setNotice(message);
          return;
        }
        if (code && ['conversation_limit', 'blocked', 'blocked_by_me', 'insufficient_credits'].includes(code)) {
          setBlockingError({ code, message: (error as ApiError).message });
        }
        setPending((list) => list.map((p) => (p.client_id === message.client_id ? { ...p, status: 'failed', error: (error as Error).message } : p)));
      },
    });
  };

  const sendNew = (fields: Pick<PendingMessage, 'kind' | 'text' | 'gift' | 'photoKey' | 'photoPreview'>) =>
    deliver({ ...fields, client_id: crypto.randomUUID(), status: 'sending', sent_at: new Date().toISOString() });

  const sendPhoto = (file: File) => {
    const preview = URL.createObjectURL(file);
    const client_id = crypto.randomUUID();
    setPending((list) => [...list, { kind: 'photo', client_id, photoPreview: preview, status: 'sending', sent_at: new Date().toISOString() }]);
    upload.mutate(file, {
      onSuccess: ({ photo }) => deliver({ kind: 'photo', client_id, photoKey: photo.key, photoPreview: preview, status: 'sending', sent_at: new Date().toISOString() }),
      onError: (error) => setPending((list) => list.map((p) => (p.client_id === client_id ? { ...p, status: 'failed', error: (error as Error).message } : p))),
    });
  };

  if (query.isPending) return <div className="conversation p-3 text-body-secondary">{t('web.common.loading')}</div>;
  if (query.isError || !first) {
    const code = errorCode(query.error);
    const text = code === 'not_found' ? t('web.chat.not_found') : (query.error as Error).message;
    return (
      <div className="conversation p-3" data-testid="conversation-error">
        <div className={`alert ${code === 'blocked' || code === 'blocked_by_me' ? 'alert-warning' : 'alert-danger'}`} role="alert">{text}</div>
        <Link to="/chats">{t('web.chat.back_to_list')}</Link>
      </div>
    );
  }

  const limitReached = first.conversation_limit_reached || blockingError?.code === 'conversation_limit';
  const blocked = blockingError?.code === 'blocked' || blockingError?.code === 'blocked_by_me';
  return (
    <section className="conversation" aria-label={first.profile.name}>
      <Header data={first} />
      <div className="conversation-scroll" ref={scroller} onScroll={(event) => { if (event.currentTarget.scrollTop < 60) loadOlder(); }} data-testid="messages">
        {query.hasNextPage && (
          <div className="text-center my-2">
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={loadOlder} disabled={query.isFetchingNextPage}>{t('web.chat.load_older')}</button>
          </div>
        )}
        {first.held_messages > 0 && (
          <div className="alert alert-info" role="status" data-testid="held-notice">
            <p className="mb-2">{t('web.chat.held', { count: first.held_messages })}</p>
            <ResendActivationButton />
          </div>
        )}
        <History messages={messages} locale={i18n.language} />
        {shownPending.map((message) => <PendingBubble key={message.client_id} message={message} onRetry={() => (message.photoKey || message.kind !== 'photo' ? deliver(message) : undefined)} />)}
        {messages.length === 0 && shownPending.length === 0 && !limitReached && (
          <div className="icebreakers text-center my-4" data-testid="icebreakers">
            <p className="text-body-secondary mb-2">{t('web.chat.icebreakers_title', { name: first.profile.name })}</p>
            <div className="d-flex flex-wrap justify-content-center gap-2">
              {Array.from({ length: ICEBREAKERS }, (_, i) => t(`web.chat.icebreaker_${i + 1}`)).map((line) => (
                <button key={line} type="button" className="btn btn-sm btn-outline-primary" onClick={() => setDraft(line)}>{line}</button>
              ))}
            </div>
          </div>
        )}
        {typing && !first.profile.fictional && <div className="typing-indicator" data-testid="typing" aria-live="polite">{t('web.chat.typing', { name: first.profile.name })}</div>}
      </div>
      <div className="conversation-footer">
        {blockingError?.code === 'insufficient_credits' && <InsufficientCredits />}
        {blocked ? <div className="alert alert-warning mb-0" role="alert">{blockingError!.message}</div>
          : limitReached ? (
            <div className="alert alert-warning d-flex align-items-center gap-2 flex-wrap mb-0" role="alert" data-testid="conversation-limit">
              <span className="me-auto">{t('errors.conversation_limit', { limit: 2 })}</span>
              <Link to="/premium" className="btn btn-sm btn-primary">{t('web.chat.go_premium')}</Link>
            </div>
          ) : (
            <Composer prices={prices} balance={balance} messageLength={settings.message_length} conversation={conversationId} draft={draft}
              onSendText={(text) => { setBlockingError(null); sendNew({ kind: 'text', text }); }}
              onOpenGifts={() => setGiftsOpen(true)} onSendPhoto={sendPhoto} />
          )}
      </div>
      <GiftPicker show={giftsOpen} cost={prices.gift} balance={balance}
        onClose={() => { setGiftsOpen(false); if (searchParams.has('gift')) setSearchParams({}, { replace: true }); }}
        onSend={(gift: GiftId) => { setGiftsOpen(false); sendNew({ kind: 'gift', gift }); }} />
      <FictionalNotice show={notice !== null} name={first.profile.name}
        onCancel={() => setNotice(null)} onConfirm={() => { const message = notice!; setNotice(null); deliver(message, true); }} />
    </section>
  );
}
