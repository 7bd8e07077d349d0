import { useState, type FormEvent } from 'react';
import type { LanderProfile } from '@app/shared/contracts/landers';
import { saveSignupDraft } from '../../lib/signup-draft';
import { useLander } from '../context';
import { CtaBlock, ProfileGrid } from '../parts';

const IDEAS = ['idea1', 'idea2', 'idea3'] as const;

/** Where the member landing's first message leads: the signup with this profile as the first conversation. */
export const memberSignupPath = (profileId: number) => `/members/${profileId}/signup`;

/**
 * The first message: kept in the signup draft with its addressee (spec 3: signup_message), then the signup opens;
 * the message is sent once the new account is active. An empty box still opens the signup, for this profile.
 */
export function MessageBox({ profile, ideas = false }: { profile: LanderProfile; ideas?: boolean }) {
  const { t, settings, navigate } = useLander();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An earlier message to another profile must not travel with this one: undefined removes it from the draft.
    saveSignupDraft({ signup_profile: profile.id, signup_message: text.trim() || undefined });
    navigate(memberSignupPath(profile.id));
  };
  return (
    <form className="l-message" onSubmit={submit}>
      <label htmlFor="first-message">{t('landers.member.message_label', { name: profile.name })}</label>
      <textarea id="first-message" rows={3} value={text} maxLength={settings.message_length} onChange={(e) => setText(e.target.value)}
        placeholder={t('landers.member.message_placeholder', { name: profile.name })} />
      {ideas && (
        <div className="l-ideas" role="group" aria-label={t('landers.member.ideas')}>
          {IDEAS.map((key) => {
            const idea = t(`landers.member.${key}`, { name: profile.name });
            return <button key={key} type="button" className="l-chip" onClick={() => setText(idea)}>{idea}</button>;
          })}
        </div>
      )}
      <button type="submit" className="l-btn l-btn-lg">{t('landers.member.send')}</button>
      <p className="l-muted">{t('landers.member.send_note', { name: profile.name })}</p>
    </form>
  );
}

/** More profiles of the audience below the member's. */
export function OtherProfiles() {
  const { t, data, who } = useLander();
  if (!data.profiles.length) return null;
  return (
    <section className="l-wrap l-others" aria-labelledby="others-title">
      <h2 id="others-title">{t('landers.member.more', { who })}</h2>
      <ProfileGrid profiles={data.profiles} lazy />
    </section>
  );
}

/** The profile of the link is not (or no longer) visible: others of the audience instead. */
export function ProfileGone() {
  const { t, data, who } = useLander();
  return (
    <div className="l-wrap">
      <h1>{t('landers.member.gone')}</h1>
      <p className="l-lead">{t('landers.member.gone_text', { who })}</p>
      <ProfileGrid profiles={data.profiles} />
      <CtaBlock />
    </div>
  );
}
