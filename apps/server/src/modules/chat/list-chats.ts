import { eq, inArray, sql } from 'drizzle-orm';
import { messagePreview, type ChatEntry, type ChatsResponse, type GiftId, type MessageKind } from '@app/shared';
import { photos, profiles } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { presentCard } from '../profiles/present-member.js';
import { repliesHeldFor } from './chat.policy.js';

/** The list is for people, not archives: the most recent conversations. */
export const CHATS_LIST_LIMIT = 200;

interface ChatRow {
  conversation_id: number; partner_profile_id: number; unread_count: number; last_message_at: Date | string; started_by: number;
  lm_kind: MessageKind | null; lm_text: string | null; lm_gift: string | null; lm_sender: number | null; lm_created_at: Date | string | null;
  held: number | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * GET chats.php: the member's conversations, newest first, without the ones they deleted or whose partner's account
 * is gone. A member whose e-mail is not confirmed sees their own messages; replies wait (counted as held).
 */
export async function listChats(deps: Pick<AppDeps, 'db' | 'clock'>, site: Pick<SiteWithCompany, 'countries'>, auth: AuthenticatedSession): Promise<ChatsResponse> {
  const me = auth.profile.id;
  const held = repliesHeldFor(auth.user.status);
  const result = await deps.db.execute(sql`
    select cm.conversation_id, cm.partner_profile_id, cm.unread_count, cm.last_message_at, c.started_by,
      lm.kind as lm_kind, lm.text as lm_text, lm.gift as lm_gift, lm.sender_profile_id as lm_sender, lm.created_at as lm_created_at,
      case when ${held} then (select count(*) from messages h where h.conversation_id = cm.conversation_id and h.id > cm.hidden_up_to and h.sender_profile_id <> ${me}) else 0 end as held
    from conversation_members cm
    join conversations c on c.id = cm.conversation_id
    join profiles p on p.id = cm.partner_profile_id
    join users u on u.id = p.user_id and u.status <> 'deleted'
    left join lateral (
      select m.kind, m.text, m.gift, m.sender_profile_id, m.created_at from messages m
      where m.conversation_id = cm.conversation_id and m.id > cm.hidden_up_to and (not ${held} or m.sender_profile_id = ${me})
      order by m.id desc limit 1
    ) lm on true
    where cm.profile_id = ${me} and cm.removed_at is null
    order by cm.last_message_at desc
    limit ${CHATS_LIST_LIMIT}`);
  const rows = (result as unknown as { rows: ChatRow[] }).rows;
  if (!rows.length) return { chats: [], total_unread: 0 };

  const partnerIds = rows.map((r) => r.partner_profile_id);
  const partners = await deps.db.select({ profile: profiles, photo: photos }).from(profiles)
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId)).where(inArray(profiles.id, partnerIds));
  const byId = new Map(partners.map((p) => [p.profile.id, p]));
  const now = deps.clock.now();

  const chats = rows.flatMap((r): ChatEntry[] => {
    const partner = byId.get(r.partner_profile_id);
    if (!partner) return [];
    return [{
      conversation: r.conversation_id,
      profile: presentCard(partner.profile, partner.photo, now, site.countries),
      num_unread_messages: held ? 0 : r.unread_count,
      last_message: r.lm_kind && r.lm_created_at ? {
        kind: r.lm_kind,
        preview: messagePreview(r.lm_kind, r.lm_text),
        gift: (r.lm_gift as GiftId | null) ?? null,
        sent_at: iso(r.lm_created_at),
        from_me: r.lm_sender === me,
      } : null,
      started_by_me: r.started_by === me,
      held_messages: Number(r.held),
      updated_at: iso(r.last_message_at),
    }];
  });
  return { chats, total_unread: chats.reduce((sum, c) => sum + c.num_unread_messages, 0) };
}
