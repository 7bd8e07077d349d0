import { useState } from 'react';
import { Link, NavLink, useMatch, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { badgeLabel } from '@app/shared/rules/badges';
import type { ChatEntry } from '@app/shared/contracts/chat';
import { ApiError } from '../../../lib/api';
import { Icon } from '../../../components/ui/Icon';
import { ChatIcon } from './chat-icons';
import { Avatar, FictionalBadge } from '../../members';
import { useDeleteChat } from '../api/mutations';
import { useChats } from '../api/queries';
import { shortTime } from './format';

/** The last message in words: its text, or what was sent (a gift by name, a photo). */
function Preview({ chat }: { chat: ChatEntry }) {
  const { t } = useTranslation();
  const last = chat.last_message;
  if (!last) return null;
  const what = last.kind === 'gift' && last.gift ? t('web.chat.preview_gift', { gift: t(`web.gifts.${last.gift}`) })
    : last.kind === 'photo' ? t('web.chat.preview_photo') : last.preview;
  return <>{last.from_me && <span className="text-body-secondary">{t('web.chat.you')}: </span>}{what}</>;
}

function DeleteControl({ name, onDelete }: { name: string; onDelete: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="btn btn-sm chat-row-delete" onClick={() => setConfirming(true)}
        aria-label={t('web.chat.delete', { name })} title={t('web.chat.delete', { name })}>
        <ChatIcon name="trash" className="chat-row-delete-icon" />
      </button>
    );
  }
  return (
    <span className="chat-row-confirm" role="group" aria-label={t('web.chat.delete', { name })}>
      <button type="button" className="btn btn-sm btn-danger" onClick={onDelete} autoFocus>{t('web.chat.delete_confirm')}</button>
      <button type="button" className="btn btn-sm btn-link" onClick={() => setConfirming(false)}>{t('web.chat.cancel')}</button>
    </span>
  );
}

function ChatRow({ chat, isActive, onDelete }: { chat: ChatEntry; isActive: boolean; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const unread = badgeLabel(chat.num_unread_messages);
  return (
    <li className={`chat-row ${chat.num_unread_messages ? 'chat-row-unread' : ''}`} data-testid="chat-row">
      <NavLink to={`/chats/${chat.conversation}`} className={({ isActive: onRoute }) => `chat-row-link ${onRoute || isActive ? 'active' : ''}`}
        aria-current={isActive ? 'page' : undefined}>
        <span className="chat-avatar"><Avatar card={chat.profile} /></span>
        <span className="chat-row-body">
          <span className="chat-row-line">
            <span className="fw-semibold text-truncate">{chat.profile.name}</span>
            <span className="text-body-secondary">{chat.profile.age}</span>
            {chat.profile.fictional && <FictionalBadge />}
            {chat.last_message && (
              <time className="ms-auto small text-body-secondary flex-shrink-0" dateTime={chat.last_message.sent_at}>
                {shortTime(chat.last_message.sent_at, i18n.language)}
              </time>
            )}
          </span>
          <span className="chat-row-line">
            <span className="chat-preview text-truncate"><Preview chat={chat} /></span>
            {unread && <span className="badge rounded-pill badge-unread ms-auto" aria-label={t('web.chat.unread', { count: chat.num_unread_messages })}>{unread}</span>}
          </span>
          {chat.held_messages > 0 && <span className="chat-held small" data-testid="held-hint">{t('web.chat.held_short', { count: chat.held_messages })}</span>}
        </span>
      </NavLink>
      <DeleteControl name={chat.profile.name} onDelete={onDelete} />
    </li>
  );
}

/** /chats: the member's conversations, newest first. `activeProfile`: the partner of the open /members/{id}/chat. */
export function ChatList({ activeProfile }: { activeProfile?: number }) {
  const { t } = useTranslation();
  const chats = useChats();
  const navigate = useNavigate();
  const open = useMatch('/chats/:id');
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteChat((error) => setFailure(error instanceof ApiError && error.message ? error.message : t('errors.generic')));
  const onDelete = (chat: ChatEntry) => {
    setFailure(null);
    remove.mutate(chat.conversation);
    if (Number(open?.params.id) === chat.conversation || activeProfile === chat.profile.id) void navigate('/chats', { replace: true });
  };
  if (chats.isPending) return <div className="p-3 text-body-secondary" role="status">{t('web.common.loading')}</div>;
  if (chats.isError) return <div className="alert alert-danger m-3" role="alert">{t('errors.generic')}</div>;
  return (
    <div className="chat-list">
      <h1 className="h5 px-3 pt-3 mb-2">{t('web.titles.chats')}</h1>
      {failure && (
        <div className="alert alert-danger alert-dismissible mx-3 py-2" role="alert">
          {failure}
          <button type="button" className="btn-close" aria-label={t('web.common.close')} onClick={() => setFailure(null)} />
        </div>
      )}
      {chats.data.chats.length === 0 ? (
        <div className="chat-empty text-center px-3 py-5">
          <Icon name="chat" className="chat-empty-icon" />
          <p className="fs-5 mb-1">{t('web.chat.empty_title')}</p>
          <p className="text-body-secondary">{t('web.chat.empty_text')}</p>
          <Link to="/members" className="btn btn-primary">{t('web.chat.empty_action')}</Link>
        </div>
      ) : (
        <ul className="list-unstyled mb-0">
          {chats.data.chats.map((chat) => (
            <ChatRow key={chat.conversation} chat={chat} isActive={activeProfile === chat.profile.id} onDelete={() => onDelete(chat)} />
          ))}
        </ul>
      )}
    </div>
  );
}
