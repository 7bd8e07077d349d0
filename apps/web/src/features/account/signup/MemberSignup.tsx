import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { SIGNUP_MESSAGE_MAX } from '@app/shared/constants';
import { TextAreaField } from '../../../components/forms/TextAreaField';
import { PageSkeleton } from '../../../components/ui/PageSkeleton';
import { readSignupDraft, saveSignupDraft } from '../../../lib/signup-draft';
import { Avatar, FictionalBadge, useMember } from '../../members';
import { useSiteSettings } from '../../session';
import { BrandLogo } from '../../shell';
import { useSignupModal } from './SignupModalProvider';

/** The first message typed on a landing for this profile (the draft may hold one for another profile: not this one's). */
const draftMessageFor = (profileId: number) => {
  const draft = readSignupDraft();
  return draft.signup_profile === profileId ? draft.signup_message ?? '' : '';
};

/**
 * /members/{id}/signup: signing up with this profile as the first conversation. The profile card (a fictional
 * profile with its label and the site's warning, next to the message: writing here is writing to it knowingly),
 * the first message, then the signup modal; the message goes with the account and is sent once it is activated.
 */
export function MemberSignup({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const signup = useSignupModal();
  const { data, error } = useMember(profileId);
  const [message, setMessage] = useState(() => draftMessageFor(profileId));

  const start = (event?: FormEvent) => {
    event?.preventDefault();
    saveSignupDraft({ signup_profile: profileId, signup_message: message.trim() ? message : undefined });
    signup.open();
  };
  if (error) {
    // The profile is gone or hidden: the visitor can still sign up, just without a first conversation.
    return (
      <div className="container py-5 text-center" style={{ maxWidth: '34rem' }}>
        <p>{t('web.signup.member.gone')}</p>
        <button type="button" className="btn btn-primary btn-lg" onClick={signup.open}>{t('web.member.signup_free')}</button>
      </div>
    );
  }
  if (!data) return <PageSkeleton label={t('web.common.loading')} />;
  const p = data.profile;
  const place = [p.city, p.region_name].filter(Boolean).join(', ');
  return (
    <div className="container py-4" style={{ maxWidth: '34rem' }}>
      <header className="mb-3"><BrandLogo /></header>
      <article className="card border-0 shadow-sm mb-3 overflow-hidden" data-testid="member-signup" data-fictional={p.fictional ? 'true' : 'false'}>
        <div className="d-flex">
          <div className="flex-shrink-0" style={{ width: '7.5rem' }}><div className="ratio ratio-1x1"><Avatar card={p} size="thumb" /></div></div>
          <div className="card-body">
            <h1 className="h4 mb-1">{p.name}, {p.age}</h1>
            {place && <p className="small text-body-secondary mb-1">{place}</p>}
            {p.fictional && <FictionalBadge withText />}
            {p.about && <p className="small mb-0 mt-2">{p.about}</p>}
          </div>
        </div>
      </article>
      <form onSubmit={start} noValidate className="card border-0 shadow-sm p-3">
        {p.fictional && (
          <div className="alert alert-info small" role="note">
            {settings.fictional_warning && <p className="mb-1">{settings.fictional_warning}</p>}
            <p className="mb-0">{t('web.signup.member.fictional_text', { name: p.name })}</p>
          </div>
        )}
        <TextAreaField id="member-signup-message" label={t('web.signup.member.message_label', { name: p.name })} rows={3} maxLength={SIGNUP_MESSAGE_MAX}
          placeholder={t('web.chat.placeholder')} value={message} onChange={(e) => setMessage(e.target.value)}
          hint={t('web.signup.member.message_hint', { name: p.name, cost: settings.message_credits, credits: settings.signup_credits })} />
        <button type="submit" className="btn btn-primary btn-lg w-100">{t('web.signup.member.submit')}</button>
        <p className="text-center small mt-3 mb-0">{t('web.signup.have_account')} <Link to="/login">{t('web.nav.login')}</Link></p>
      </form>
    </div>
  );
}
