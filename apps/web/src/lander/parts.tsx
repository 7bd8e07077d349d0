import type { ReactNode } from 'react';
import type { LanderProfile } from '@app/shared/contracts/landers';
import { profileAttributes, SIGNUP_PATH, useLander } from './context';

/** Thumbnails are 400 px squares (the photo pipeline's square variant). */
const THUMB_SIDE = 400;

/**
 * A profile's main photo with its size in the markup (the box is reserved before it loads: no shift). The lander's
 * main image is fetched first (fetchpriority high, never lazy); pictures further down wait until they are near.
 */
export function Photo({ profile, size, lazy = false, className }: { profile: LanderProfile; size: 'thumb' | 'full'; lazy?: boolean; className?: string }) {
  const { t, mainImage } = useLander();
  const photo = profile.photo;
  if (!photo) return <div className={`l-photo l-photo-empty ${className ?? ''}`} role="img" aria-label={profile.name}>{profile.name.charAt(0).toUpperCase()}</div>;
  const src = size === 'thumb' ? photo.thumb : photo.full;
  const main = src === mainImage;
  const [width, height] = size === 'thumb' ? [THUMB_SIDE, THUMB_SIDE] : [photo.width, photo.height];
  return (
    <img src={src} width={width} height={height} alt={t('landers.photo_alt', { name: profile.name })} className={`l-photo ${className ?? ''}`}
      decoding="async" fetchPriority={main ? 'high' : undefined} loading={!main && lazy ? 'lazy' : undefined} />
  );
}

/** The fictional label, as member cards show it: the site's icon and word, with its warning on hover. */
export function FictionalBadge({ withText = false }: { withText?: boolean }) {
  const { settings } = useLander();
  return (
    <span className="l-fictional" title={settings.fictional_warning}>
      <span aria-hidden="true">{settings.fictional_icon}</span>{' '}
      {withText ? settings.fictional_singular : <span className="l-sr">{settings.fictional_singular}</span>}
    </span>
  );
}

/** The site's fictional warning in full, where one profile is the page's subject. */
export function FictionalNote() {
  const { settings } = useLander();
  return <p className="l-note" role="note"><span aria-hidden="true">{settings.fictional_icon} </span>{settings.fictional_warning}</p>;
}

/** Presence is honest: only real members active in the last minutes (the server never marks a fictional one). */
export function OnlineDot({ profile }: { profile: LanderProfile }) {
  const { t } = useLander();
  if (!profile.online_recently) return null;
  return <span className="l-online" title={t('members.online')}><span className="l-sr">{t('members.online')}</span></span>;
}

export const placeOf = (p: LanderProfile) => [p.city, p.region_name].filter(Boolean).join(', ');

/** Name, age, the online dot and the fictional label; the place below. */
export function ProfileLine({ profile, place = true }: { profile: LanderProfile; place?: boolean }) {
  return (
    <>
      <span className="l-name">{profile.name}, {profile.age} <OnlineDot profile={profile} />{profile.fictional && <FictionalBadge />}</span>
      {place && placeOf(profile) && <span className="l-place">{placeOf(profile)}</span>}
    </>
  );
}

/** The call to action: the signup, as a full page load (the lander is not part of the app's router). */
export function Cta({ children, className = '' }: { children?: ReactNode; className?: string }) {
  const { t } = useLander();
  return <a className={`l-btn ${className}`} href={SIGNUP_PATH}>{children ?? t('landers.cta')}</a>;
}

/** The closing call to action with its reassurance line. */
export function CtaBlock() {
  const { t } = useLander();
  return (
    <div className="l-cta-block">
      <Cta className="l-btn-lg" />
      <p className="l-muted">{t('landers.cta_note')}</p>
    </div>
  );
}

/** The page's heading and lead, with the audience's tagline above. */
export function Intro({ lander, className = '' }: { lander: string; className?: string }) {
  const { t, settings, who, data } = useLander();
  return (
    <header className={`l-intro ${className}`}>
      <p className="l-eyebrow">{t(`landers.audience.${data.audience}.tagline`)}</p>
      <h1>{t(`landers.${lander}.title`, { who, site_name: settings.name })}</h1>
      <p className="l-lead">{t(`landers.${lander}.lead`, { who, site_name: settings.name })}</p>
    </header>
  );
}

/** A grid of profile cards, each leading to the signup. */
export function ProfileGrid({ profiles, lazy = false }: { profiles: LanderProfile[]; lazy?: boolean }) {
  return (
    <ul className="l-grid">
      {profiles.map((p) => (
        <li key={p.id} className="l-card" {...profileAttributes(p)}>
          <a href={SIGNUP_PATH} className="l-card-link">
            <Photo profile={p} size="thumb" lazy={lazy} className="l-square" />
            <ProfileLine profile={p} />
          </a>
        </li>
      ))}
    </ul>
  );
}
