import { profileAttributes, useLander } from '../context';
import { FictionalBadge, FictionalNote, OnlineDot, Photo, placeOf } from '../parts';
import { MessageBox, OtherProfiles, ProfileGone } from './member-parts';

/**
 * Member landing 2: a chat window opened on the profile. Its about text is shown as the profile's text, never as a
 * message from them: the conversation is empty until the visitor writes.
 */
export function MemberLanding2() {
  const { t, data } = useLander();
  const p = data.profile;
  if (!p) return <ProfileGone />;
  return (
    <>
      <div className="l-chat-page" {...profileAttributes(p)}>
        <div className="l-chat-photo">
          <Photo profile={p} size="full" />
          <p className="l-chat-overlay"><strong>{p.name}, {p.age}</strong> <OnlineDot profile={p} /><br />{placeOf(p)}</p>
        </div>
        <section className="l-chat" aria-labelledby="chat-title">
          <header className="l-chat-head">
            <h1 id="chat-title">{t('landers.member.chat_with', { name: p.name })}</h1>
            {p.fictional && <FictionalBadge withText />}
          </header>
          {p.fictional && <FictionalNote />}
          {p.about && <blockquote className="l-chat-about"><p>{p.about}</p></blockquote>}
          <p className="l-chat-empty">{t('landers.member.chat_empty')}</p>
          <MessageBox profile={p} />
        </section>
      </div>
      <OtherProfiles />
    </>
  );
}
