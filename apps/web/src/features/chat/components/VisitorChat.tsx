import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { SIGNUP_MESSAGE_MAX } from '@app/shared/constants';
import { saveSignupDraft } from '../../../lib/signup-draft';
import { useSignupModal } from '../../account';
import { useMember } from '../../members';
import { ConversationHeader } from './ConversationHeader';
import { useSiteSettings } from '../../session';

/**
 * A visitor's /members/{id}/chat: chatting needs an account (spec 6), so the message typed here becomes the signup's
 * first message to this profile (signup_message), sent once the account is activated. The profile is shown as in a
 * conversation, a fictional one with its label and the site's warning.
 */
export function VisitorChat({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const signup = useSignupModal();
  const { data, error } = useMember(profileId);
  const [text, setText] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    saveSignupDraft({ signup_message: text, signup_profile: profileId });
    signup.open();
  };
  if (error) return <div className="conversation p-3" role="alert">{t('web.chat.not_found')}</div>;
  if (!data) return <div className="conversation p-3 text-body-secondary" role="status">{t('web.common.loading')}</div>;
  const profile = data.profile;
  return (
    <section className="conversation" aria-labelledby="visitor-chat-title" data-testid="visitor-chat">
      {/* The page's heading for screen readers; the profile's name heads the conversation visibly. */}
      <h1 id="visitor-chat-title" className="visually-hidden">{t('web.titles.members-id-chat')}</h1>
      <ConversationHeader profile={profile} withBackLink={false} />
      <div className="conversation-scroll">
        <div className="conversation-content justify-content-center text-center">
          <p className="mb-1">{t('web.member.login_to_chat')}</p>
          <p className="small text-body-secondary">{t('web.chat.visitor_hint', { name: profile.name, credits: settings.signup_credits })}</p>
          {/* Writing here is writing to this profile knowingly: its first message is sent after activation without asking again. */}
          {profile.fictional && <p className="small text-body-secondary" data-testid="fictional-consent">{t('web.signup.member.fictional_text', { name: profile.name })}</p>}
        </div>
      </div>
      <form className="conversation-footer" onSubmit={send} noValidate>
        <label htmlFor="visitor-message" className="visually-hidden">{t('web.chat.placeholder')}</label>
        <div className="d-flex gap-2 align-items-end">
          <textarea id="visitor-message" className="form-control" rows={2} maxLength={SIGNUP_MESSAGE_MAX} placeholder={t('web.chat.placeholder')}
            value={text} onChange={(e) => setText(e.target.value)} />
          <button type="submit" className="btn btn-primary" disabled={!text.trim()}>{t('web.chat.visitor_send')}</button>
        </div>
        <p className="small text-body-secondary mb-0 mt-2">
          {t('web.signup.have_account')} <Link to={`/login?redirect=${encodeURIComponent(`/members/${profile.id}/chat`)}`}>{t('web.nav.login')}</Link>
        </p>
      </form>
    </section>
  );
}
