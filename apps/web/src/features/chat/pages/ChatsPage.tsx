import { useMatch, useParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { Icon } from '../../../components/ui/Icon';
import { useSession } from '../../session';
import { ChatList } from '../components/ChatList';
import { Conversation } from '../components/Conversation';
import { VisitorChat } from '../components/VisitorChat';
import type { ConversationTarget } from '../api/keys';

/**
 * /chats, /chats/{id} and /members/{id}/chat. On a desktop the list and the conversation sit side by side; on a
 * phone the open conversation fills the screen (its header leads back to the list).
 */
export default function ChatsPage() {
  const id = Number(useParams().id);
  const byProfile = useMatch('/members/:id/chat');
  const target: ConversationTarget | null = !Number.isInteger(id) || id <= 0 ? null : byProfile ? { profile: id } : { conversation: id };
  const { isLoggedIn } = useSession();
  // A visitor may only reach /members/{id}/chat: the message they type there leads into the signup.
  if (!isLoggedIn) {
    return <div className="chat-shell has-conversation"><div className="chat-shell-main">{target && 'profile' in target && <VisitorChat profileId={target.profile} />}</div></div>;
  }
  return (
    <div className={`chat-shell ${target ? 'has-conversation' : ''}`}>
      <aside className="chat-shell-list"><ChatList activeProfile={byProfile ? id : undefined} /></aside>
      <div className="chat-shell-main">
        {target ? <Conversation key={JSON.stringify(target)} target={target} /> : <ChatPlaceholder />}
      </div>
    </div>
  );
}

function ChatPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="chat-placeholder d-none d-lg-flex">
      <Icon name="chat" className="chat-placeholder-icon" />
      <p className="mb-0">{t('web.chat.pick')}</p>
    </div>
  );
}
