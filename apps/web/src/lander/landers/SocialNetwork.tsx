import { Fragment } from 'react';
import { profileAttributes, SIGNUP_PATH, useLander } from '../context';
import { CtaBlock, Intro, Photo, ProfileLine } from '../parts';

const HEART = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z';
const BUBBLE = 'M4 5h16v11H9l-5 4z';

/** A feed: each profile as a post (its photo and what it says about itself); reacting needs an account. */
export function SocialNetwork() {
  const { t, data, settings } = useLander();
  return (
    <div className="l-wrap l-narrow">
      <Intro lander="socialnetwork" />
      <div className="l-feed">
        {data.profiles.map((p, i) => (
          <Fragment key={p.id}>
            <article className="l-post" {...profileAttributes(p)} aria-labelledby={`post-${p.id}`}>
              <header className="l-post-head">
                <Photo profile={p} size="thumb" lazy={i > 0} className="l-avatar" />
                <span id={`post-${p.id}`} className="l-post-who"><ProfileLine profile={p} /></span>
              </header>
              <p className="l-post-text">{p.about ?? t('landers.socialnetwork.joined', { name: p.name, site_name: settings.name })}</p>
              <Photo profile={p} size="full" lazy={i > 0} className="l-post-photo" />
              <footer className="l-post-actions">
                <a href={SIGNUP_PATH}><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d={HEART} /></svg>{t('landers.socialnetwork.like')}</a>
                <a href={SIGNUP_PATH}><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d={BUBBLE} /></svg>{t('landers.socialnetwork.reply')}</a>
              </footer>
            </article>
            {/* Half-way, a reminder of what reacting takes. */}
            {i === 2 && <p className="l-feed-join"><a href={SIGNUP_PATH}>{t('landers.socialnetwork.join')}</a></p>}
          </Fragment>
        ))}
      </div>
      <CtaBlock />
    </div>
  );
}
