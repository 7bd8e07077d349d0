import { profileAttributes, useLander } from '../context';
import { FictionalBadge, FictionalNote, OnlineDot, Photo, placeOf } from '../parts';
import { MessageBox, OtherProfiles, ProfileGone } from './member-parts';

/** Member landing 3: a personal introduction (round portrait, quote) with ideas for a first message. */
export function MemberLanding3() {
  const { t, data } = useLander();
  const p = data.profile;
  if (!p) return <ProfileGone />;
  return (
    <>
      <div className="l-wrap l-narrow l-intro-card" {...profileAttributes(p)}>
        <Photo profile={p} size="full" className="l-portrait" />
        <h1>{t('landers.member.meet', { name: p.name })}</h1>
        <p className="l-place">{p.age} · {placeOf(p)} <OnlineDot profile={p} /></p>
        {p.fictional && <><FictionalBadge withText /><FictionalNote /></>}
        {p.about && <blockquote className="l-quote"><p>{p.about}</p></blockquote>}
        <MessageBox profile={p} ideas />
      </div>
      <OtherProfiles />
    </>
  );
}
