import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, like } from 'drizzle-orm';
import {
  BODY_TYPES, EYE_COLORS, HAIR_COLORS, JOIN_REASONS, RELATIONSHIP_STATUSES, SEXUALITIES, TATTOO_OPTIONS, type Gender,
} from '@app/shared';
import { photos, profiles, users, type sites } from '../db/schema/index.js';
import type { Db } from '../platform/db.js';
import { hashPassword } from '../platform/passwords.js';
import { regionsOf } from '../modules/sites/regions.js';
import { demoStorageKey } from '../modules/profiles/demo-photos.js';
import { mulberry32 } from '../modules/profiles/draw-portrait.js';

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../data/demo');
const NAMES = JSON.parse(fs.readFileSync(path.join(dataDir, 'names.json'), 'utf8')) as Record<string, Record<Gender, string[]>>;
const ABOUT = JSON.parse(fs.readFileSync(path.join(dataDir, 'about.json'), 'utf8')) as Record<string, string[]>;

export const DEMO_POPULATION_SIZE = 520;
/** About one in five demo profiles is fictional, and labelled so like every fictional profile. */
const FICTIONAL_SHARE = 0.2;


type Site = typeof sites.$inferSelect;

/** `count` different items of `list` (all of them when it is shorter), drawn with the seeded generator. */
function pickDistinct<T>(rng: () => number, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const picked: T[] = [];
  while (picked.length < count && pool.length) picked.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  return picked;
}

const GOLDEN_RATIO_FRACTION = (Math.sqrt(5) - 1) / 2;

/**
 * How long ago a demo profile was last active, from one draw in [0, 1): about 1.5 % within the last 15 minutes
 * ("online recently"), 13.5 % within three hours, 35 % within two days, the rest up to three weeks. So the first
 * search page shows a few members online, not a page of them (presence is honest; fictional ones never show it).
 */
export function demoIdleMinutes(draw: number): number {
  const bands: Array<[share: number, fromMinutes: number, toMinutes: number]> = [
    [0.015, 0, 14], [0.135, 15, 180], [0.35, 180, 2 * 1440], [0.5, 2 * 1440, 21 * 1440],
  ];
  let start = 0;
  for (const [share, from, to] of bands) {
    if (draw < start + share) return Math.floor(from + ((draw - start) / share) * (to - from));
    start += share;
  }
  return 21 * 1440;
}

/** Deterministic members for a demo site: the same seed gives the same people, places, texts and portraits. */
export function demoPeople(site: Site, size = DEMO_POPULATION_SIZE, today = new Date()) {
  const rng = mulberry32(site.id * 7919 + site.niche);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
  const [minAge, maxAge] = site.niche === 6 ? [40, 70] : [18, 70];
  // Activity draws from a golden-ratio sequence: evenly spread, so the shares of demoIdleMinutes hold for every site.
  const activityPhase = rng();
  return Array.from({ length: size }, (_, i) => {
    const country = site.countries[i % site.countries.length] ?? 'NL';
    const gender: Gender = rng() < 0.5 ? 'female' : 'male';
    const orientation = rng();
    const sexuality = orientation < 0.72 ? 'hetero' : orientation < 0.86 ? 'bi' : gender === 'male' ? 'gay' : 'lesbian';
    const age = minAge + Math.floor(rng() * (maxAge - minAge + 1));
    const birth = new Date(Date.UTC(today.getUTCFullYear() - age, Math.floor(rng() * 12), 1 + Math.floor(rng() * 28)));
    if (birth > new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()))) birth.setUTCFullYear(birth.getUTCFullYear() - 1);
    const regions = regionsOf(country);
    const region = regions.length ? pick(regions) : null;
    const names = NAMES[country] ?? NAMES.NL!;
    const hairColor: (typeof HAIR_COLORS)[number] = age > 60 && rng() < 0.5 ? pick(['gray', 'white'] as const) : gender === 'male' && rng() < 0.1 ? 'bald' : pick(HAIR_COLORS.filter((h) => h !== 'bald' && h !== 'white'));
    // Three to seven different interests: no demo profile looks empty.
    const interests = pickDistinct(rng, site.interests, 3 + Math.floor(rng() * 5));
    const photoCount = 1 + Math.floor(rng() * 4);
    const seed = site.id * 100_000 + i;
    return {
      index: i, seed, country, gender, sexuality, dateOfBirth: birth.toISOString().slice(0, 10), age,
      name: pick(names[gender]), region: region?.code ?? null, city: region?.cities.length ? pick(region.cities).name : null,
      hairColor, eyeColor: pick(EYE_COLORS), bodyType: pick(BODY_TYPES), relationshipStatus: pick(RELATIONSHIP_STATUSES),
      tattoos: pick(TATTOO_OPTIONS), reason: pick(JOIN_REASONS), about: pick(ABOUT[site.domainLanguage === 'de' ? 'de' : 'nl']!),
      interests, isFictional: rng() < FICTIONAL_SHARE, photoCount,
      lastActiveMinutesAgo: demoIdleMinutes((activityPhase + i * GOLDEN_RATIO_FRACTION) % 1),
    };
  });
}

/** Every so many demo members has a second photo waiting in the console's photo queue. */
export const DEMO_PENDING_EVERY = 40;

/** Adds the demo population to a demo site once (marked by their e-mail domain); nobody can log in as them. */
export async function seedDemoPopulation(db: Db, site: Site, size = DEMO_POPULATION_SIZE) {
  const marker = `@people.${site.domain}.example`;
  const [{ existing }] = await db.select({ existing: count() }).from(users).where(and(eq(users.siteId, site.id), like(users.email, `%${marker}`))) as [{ existing: number }];
  if (existing >= size) return;
  // One random password nobody knows: demo profiles are looked at, never logged into.
  const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
  const now = Date.now();
  const people = demoPeople(site, size).slice(existing);
  for (let start = 0; start < people.length; start += 100) {
    const batch = people.slice(start, start + 100);
    await db.transaction(async (tx) => {
      const insertedUsers = await tx.insert(users).values(batch.map((p) => ({
        siteId: site.id, email: `member${p.index}${marker}`, emailNormalized: `member${p.index}${marker}`, passwordHash,
        status: 'active' as const, language: site.domainLanguage, activatedAt: new Date(now), signupCountry: p.country,
      }))).returning({ id: users.id });
      const insertedProfiles = await tx.insert(profiles).values(batch.map((p, i) => ({
        userId: insertedUsers[i]!.id, siteId: site.id, name: p.name, status: 'active' as const, dateOfBirth: p.dateOfBirth,
        country: p.country, gender: p.gender, sexuality: p.sexuality as (typeof SEXUALITIES)[number], region: p.region, city: p.city,
        hairColor: p.hairColor, eyeColor: p.eyeColor, bodyType: p.bodyType, relationshipStatus: p.relationshipStatus,
        tattoos: p.tattoos, reason: p.reason, about: p.about, interests: p.interests, isFictional: p.isFictional,
        lastActiveAt: new Date(now - p.lastActiveMinutesAgo * 60_000),
      }))).returning({ id: profiles.id });
      const photoRows = batch.flatMap((p, i) => Array.from({ length: p.photoCount }, (_, variant) => ({
        // A few members' second photo awaits moderation, so the console's photo queue has work in a demo.
        profileId: insertedProfiles[i]!.id, siteId: site.id, width: 800, height: 800,
        status: variant === 1 && !p.isFictional && p.index % DEMO_PENDING_EVERY === 0 ? 'pending' as const : 'active' as const,
        isPrivate: variant === 3,
        storageKey: demoStorageKey({ seed: p.seed, variant, gender: p.gender, age: p.age, hairColor: p.hairColor, eyeColor: p.eyeColor }),
      })));
      const insertedPhotos = await tx.insert(photos).values(photoRows).returning({ id: photos.id, profileId: photos.profileId });
      const firstPhoto = new Map<number, number>();
      for (const photo of insertedPhotos) if (!firstPhoto.has(photo.profileId)) firstPhoto.set(photo.profileId, photo.id);
      for (const [profileId, photoId] of firstPhoto) await tx.update(profiles).set({ mainPhotoId: photoId }).where(eq(profiles.id, profileId));
    });
  }
}
