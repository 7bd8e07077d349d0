import { defineModule } from '../../kernel/module.js';
import { on } from '../../kernel/event-hub.js';
import { queueRealtime } from '../realtime/realtime-outbox.js';
import { chatRoutes } from './chat.routes.js';
import { hideConversationsBetween } from './remove-conversation.js';

export const chatModule = defineModule({
  name: 'chat',
  routes: chatRoutes,
  subscribers: (deps) => [
    // Spec 4: blocking removes the conversations between the two, for both, in the block's own transaction.
    on({ event: 'member.blocked', name: 'chat.hide_on_block', inTransaction: (e, scope) => hideConversationsBetween(scope, e.payload.blockerProfileId, e.payload.blockedProfileId, deps.clock.now()) }),
    // Held replies become readable once the e-mail address is confirmed: open tabs reload their chats.
    on({ event: 'member.activated', name: 'chat.release_held', inTransaction: async (e, scope) => { await queueRealtime(scope, e.payload.userId, { type: 'chats_changed' }); } }),
  ],
});
