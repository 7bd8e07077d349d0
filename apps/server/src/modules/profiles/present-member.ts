import { ageOn, ONLINE_RECENTLY_MINUTES, type MemberAbilities, type MemberCard, type MemberProfile, type Photo } from '@app/shared';
import type { ProfileRow } from '../../db/schema/index.js';
import type { PhotoRow } from './photo-store.js';
import { siteRegionName } from '../sites/regions.js';

const ONLINE_RECENTLY_MS = ONLINE_RECENTLY_MINUTES * 60_000;


/**
 * Photos are served through an authorising call, by their unguessable key (never the sequential id, which would let
 * anyone walk through every member's photos).
 */
export const photoUrl = (photo: Pick<PhotoRow, 'storageKey'>, size: 'thumb' | 'full') => `/api/photo.php?key=${photo.storageKey}&size=${size}`;

/** A main image in the spec's shape; `match` is set by the likes and match-finder features. */
export const presentMainImage = (photo: PhotoRow): NonNullable<MemberCard['main_image']> =>
  ({ thumb_filename: photoUrl(photo, 'thumb'), filename: photoUrl(photo, 'full'), status: photo.status, match: false });

export function presentPhoto(photo: PhotoRow, mainPhotoId: number | null): Photo {
  return {
    id: photo.id,
    thumb_url: photoUrl(photo, 'thumb'),
    url: photoUrl(photo, 'full'),
    status: photo.status,
    private: photo.isPrivate,
    main: photo.id === mainPhotoId,
  };
}

/** `siteCountries`: a region name two of the site's countries share says which ("Limburg (NL)"). */
export function presentCard(profile: ProfileRow, mainPhoto: PhotoRow | null, now: Date, siteCountries: readonly string[]): MemberCard {
  return {
    id: profile.id,
    name: profile.name,
    age: ageOn(profile.dateOfBirth, now) ?? 0,
    gender: profile.gender ?? null,
    country: profile.country,
    region: profile.region,
    region_name: siteRegionName(siteCountries, profile.country, profile.region),
    city: profile.city,
    main_image: mainPhoto && mainPhoto.status === 'active' && !mainPhoto.isPrivate ? presentMainImage(mainPhoto) : null,
    fictional: profile.isFictional,
    // Staff answer for fictional profiles: never shown as "online" (no fake presence).
    online_recently: !profile.isFictional && now.getTime() - profile.lastActiveAt.getTime() < ONLINE_RECENTLY_MS,
  };
}

const FIELD_OF: Record<string, keyof MemberProfile> = {
  sexuality: 'sexuality', hair_color: 'hair_color', eye_color: 'eye_color', body_type: 'body_type',
  relationship_status: 'relationship_status', tattoos: 'tattoos', reason: 'reason', about: 'about', interests: 'interests',
};

/** The profile page: only the fields the site shows (visible_profile_fields). */
export function presentProfile(profile: ProfileRow, photos: Photo[], mainPhoto: PhotoRow | null, now: Date, opts: {
  siteCountries: readonly string[]; visibleFields: string[]; photoCount: number; blockedByMe: boolean; blockedMe: boolean; abilities: MemberAbilities;
  liked?: boolean; match?: boolean;
}): MemberProfile {
  const all: Partial<MemberProfile> = {
    sexuality: profile.sexuality ?? null, hair_color: profile.hairColor, eye_color: profile.eyeColor, body_type: profile.bodyType,
    relationship_status: profile.relationshipStatus, tattoos: profile.tattoos, reason: profile.reason, about: profile.about,
    interests: profile.interests,
  };
  const shown = Object.fromEntries(Object.entries(FIELD_OF).filter(([field]) => opts.visibleFields.includes(field)).map(([, key]) => [key, all[key]]));
  return {
    ...presentCard(profile, mainPhoto, now, opts.siteCountries),
    ...shown,
    photos,
    photo_count: opts.photoCount,
    more_photos_locked: photos.length < opts.photoCount,
    blocked_by_me: opts.blockedByMe,
    blocked_me: opts.blockedMe,
    liked: opts.liked ?? false,
    match: opts.match ?? false,
    abilities: opts.abilities,
  };
}
