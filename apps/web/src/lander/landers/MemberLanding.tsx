import { profileAttributes, useLander } from '../context';
import { FictionalBadge, FictionalNote, OnlineDot, Photo, placeOf } from '../parts';
import { MessageBox, OtherProfiles, ProfileGone } from './member-parts';

/** Member landing 1: the profile as a card (photo, facts, about) with the first-message box beside it. */
export function MemberLanding() {
  const { t, data } = useLander();
  const p = data.profile;
  if (!p) return <ProfileGone />;
  return (
    <>
      <div className="l-wrap">
        <article className="l-profile" {...profileAttributes(p)}>
          <Photo profile={p} size="full" className="l-profile-photo" />
          <div className="l-profile-body">
            <h1>{p.name}, {p.age} <OnlineDot profile={p} /></h1>
            <p className="l-place">{placeOf(p)}</p>
            {p.fictional && <><FictionalBadge withText /><FictionalNote /></>}
            {p.about && <><h2>{t('landers.member.about', { name: p.name })}</h2><p className="l-about">{p.about}</p></>}
            <MessageBox profile={p} />
          </div>
        </article>
      </div>
      <OtherProfiles />
    </>
  );
}
