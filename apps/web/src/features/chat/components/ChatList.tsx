import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { badgeLabel } from '@app/shared/rules/badges';
import type { ChatEntry } from '@app/shared/contracts/chat';
import { Avatar, FictionalBadge } from '../../members';
import { useDeleteChat } from '../api/mutations';
import { useChats } from '../api/queries';
import { shortTime } from './format';

function Preview({ chat }: { chat: ChatEntry }) {
  const { t } = useTranslation();
  const last = chat.last_message;
  if (!last) return <>{chat.held_messages > 0 ? t('web.chat.held_short', { count: chat.held_messages }) : ''}</>;
  const what = last.kind === 'gift' && last.gift ? t('web.chat.preview_gift', { gift: t(`web.gifts.${last.gift}`) })
    : last.kind === 'photo' ? t('web.chat.preview_photo') : last.preview;
  return <>{last.from_me && <span className="text-body-secondary">{t('web.chat.you')}: </span>}{what}</>;
}

function ChatRow({ chat, onDelete }: { chat: ChatEntry; onDelete: (conversation: number) => void }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const unread = badgeLabel(chat.num_unread_messages);
  return (
    <li className={`chat-row ${chat.num_unread_messages ? 'chat-row-unread' : ''}`} data-testid="chat-row">
      <NavLink to={`/chats/${chat.conversation}`} className="chat-row-link">
        <span className="chat-avatar"><Avatar card={chat.profile} /></span>
        <span className="chat-row-body">
          <span className="d-flex align-items-center gap-1">
            <span className="fw-semibold text-truncate">{chat.profile.name}</span>
            <span className="text-body-secondary">{chat.profile.age}</span>
            {chat.profile.fictional && <FictionalBadge />}
            {chat.last_message && <span className="ms-auto small text-body-secondary flex-shrink-0">{shortTime(chat.last_message.sent_at, i18n.language)}</span>}
          </span>
          <span className="d-flex align-items-center gap-2">
            <span className="chat-preview text-truncate"><Preview chat={chat} /></span>
            {unread && <span className="badge rounded-pill badge-unread ms-auto" aria-label={t('web.chat.unread', { count: chat.num_unread_messages })}>{unread}</span>}
          </span>
        </span>
      </NavLink>
      {confirming ? (
        <span className="chat-row-confirm">
          <button type="button" className="btn btn-sm btn-danger" onClick={() => onDelete(chat.conversation)}>{t('web.chat.delete_confirm')}</button>
          <button type="button" className="btn btn-sm btn-link" onClick={() => setConfirming(false)}>{t('web.chat.cancel')}</button>
        </span>
      ) : (
        <button type="button" className="btn btn-sm btn-link text-body-secondary chat-row-delete" onClick={() => setConfirming(true)}
          aria-label={t('web.chat.delete', { name: chat.profile.name })} title={t('web.chat.delete', { name: chat.profile.name })}>×</button>
      )}
    </li>
  );
}

/** /chats: the member's conversations, newest first. */
export function ChatList() {
  const { t } = useTranslation();
  const chats = useChats();
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteChat(setFailure);
  if (chats.isPending) return <div className="p-3 text-body-secondary">{t('web.common.loading')}</div>;
  if (chats.isError) return <div className="alert alert-danger m-3" role="alert">{t('errors.generic')}</div>;
  return (
    <div className="chat-list">
      <h1 className="h5 px-3 pt-3 mb-2">{t('web.titles.chats')}</h1>
      {failure && <div className="alert alert-danger mx-3" role="alert">{failure}</div>}
      {chats.data.chats.length === 0 ? (
        <div className="chat-empty text-center px-3 py-5">
          <p className="fs-5 mb-1">{t('web.chat.empty_title')}</p>
          <p className="text-body-secondary">{t('web.chat.empty_text')}</p>
          <Link to="/members" className="btn btn-primary">{t('web.chat.empty_action')}</Link>
        </div>
      ) : (
        <ul className="list-unstyled mb-0">
          {chats.data.chats.map((chat) => <ChatRow key={chat.conversation} chat={chat} onDelete={(id) => { setFailure(null); remove.mutate(id); }} />)}
        </ul>
      )}
    </div>
  );
}
