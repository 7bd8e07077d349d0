import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { MemberCard } from '@app/shared';
import { Icon } from '../../../components/ui/Icon';
import { Avatar, FictionalBadge } from '../../members';
import { useSiteSettings } from '../../session';

/**
 * Who the conversation is with, linked to their profile; on a phone also the way back to the list (a visitor's
 * conversation page has no list: `withBackLink` false).
 */
export function ConversationHeader({ profile, withBackLink = true }: { profile: MemberCard; withBackLink?: boolean }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const place = [profile.city, profile.region_name].filter(Boolean).join(', ');
  // Fictional profiles are never shown as online.
  const online = profile.online_recently && !profile.fictional;
  return (
    <header className="conversation-header">
      {withBackLink && (
        <Link to="/chats" className="btn btn-link conversation-back d-lg-none" aria-label={t('web.chat.back_to_list')} title={t('web.chat.back_to_list')}>
          <Icon name="back" />
        </Link>
      )}
      <Link to={`/members/${profile.id}`} className="conversation-profile" title={t('web.chat.view_profile', { name: profile.name })}>
        <span className="chat-avatar">
          <Avatar card={profile} />
          {online && <span className="online-dot chat-avatar-dot" title={t('web.members.online')}><span className="visually-hidden">{t('web.members.online')}</span></span>}
        </span>
        <span className="conversation-who">
          <span className="d-flex align-items-center gap-1 flex-wrap">
            <span className="fw-semibold text-truncate" data-testid="conversation-name">{profile.name}</span>
            <span className="text-body-secondary">{profile.age}</span>
            {profile.fictional && <FictionalBadge withText />}
          </span>
          {place && <span className="small text-body-secondary d-block text-truncate">{place}</span>}
        </span>
      </Link>
      {profile.fictional && settings.fictional_warning && (
        <p className="conversation-fictional small mb-0" data-testid="fictional-warning">
          <span aria-hidden="true">{settings.fictional_icon}</span> {settings.fictional_warning}
        </p>
      )}
    </header>
  );
}
