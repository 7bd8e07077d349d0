import { and, eq } from 'drizzle-orm';
import {
  ageOn, INTERESTS, normalizeEmail, sexualityFor, type BODY_TYPES, type EYE_COLORS, type HAIR_COLORS, type Interest, type JOIN_REASONS,
  type LookingFor, type RELATIONSHIP_STATUSES,
} from '@app/shared';
import { companies, discountCodes, photos, profiles, sites, users, type SiteRow, type SiteTexts } from '../db/schema/index.js';
import type { AppDeps } from '../kernel/deps.js';
import { withTx } from '../kernel/tx.js';
import { transferCredits } from '../modules/credits/ledger.js';
import { transferId } from '../modules/credits/ledger-rules.js';
import { hashPassword } from '../platform/passwords.js';
import { demoStorageKey } from '../modules/profiles/demo-photos.js';
import { seedDemoPopulation } from './demo-population.js';
import { seedPackages } from '../modules/payments/packages.js';
import { DEMO_SITE_TEXTS } from './demo-site-texts.js';
import { withDemoPushKeys } from '../modules/notifications/push-vapid-keys.js';
import { seedDemoStaff } from './demo-staff.js';

type NewSite = typeof sites.$inferInsert;

const PROFILE_FIELDS = ['gender', 'sexuality', 'age', 'region', 'city', 'hair_color', 'eye_color', 'body_type', 'relationship_status', 'tattoos', 'reason', 'about', 'interests'];

/**
 * A demo member; the second of each site is there so two people can try the chat with each other. Each has a filled
 * profile and a drawn portrait like the demo population's, so what a visitor sees first is never an empty card.
 */
export interface DemoMember {
  email: string; password: string; name: string; gender: 'male' | 'female'; lookingFor: LookingFor; dateOfBirth: string; about: string;
  region: string; city: string; interests: Interest[];
  looks: { hairColor: (typeof HAIR_COLORS)[number]; eyeColor: (typeof EYE_COLORS)[number]; bodyType: (typeof BODY_TYPES)[number] };
  relationshipStatus: (typeof RELATIONSHIP_STATUSES)[number]; reason: (typeof JOIN_REASONS)[number];
  /** A premium demo member with credits to try gifts and photo messages (granted through the ledger as a correction). */
  premiumCredits?: number;
}

export const DEMO_SITES: Array<Omit<NewSite, 'companyId'> & { demo: DemoMember[] }> = [
  {
    domain: 'localhost',
    aliases: ['127.0.0.1'],
    name: 'Vonkje',
    indexTitle: 'Vonkje - flirten, daten en chatten met singles bij jou in de buurt',
    description: 'Ontmoet singles bij jou in de buurt. Gratis aanmelden, profielen bekijken en chatten op Vonkje.',
    domainLanguage: 'nl',
    countries: ['NL', 'BE'],
    niche: 1,
    minimumMessageCosts: { NL: { costs: 0.99, currency: 'EUR' }, BE: { costs: 0.99, currency: 'EUR' } },
    messageCredits: 10, signupCredits: 20, photoCredits: 25, giftCredits: 50, messageLength: 1000,
    supportEmail: 'support@vonkje.example', supportPhone: '+31 20-123 45 67',
    fictionalIcon: '🎭',
    fictionalWarning: 'Dit is een fictief profiel, beheerd door onze medewerkers. Fysiek contact met dit profiel is niet mogelijk.',
    fictionalSingular: 'fictief profiel', fictionalPlural: 'fictieve profielen',
    refundDays: 14, mailName: 'Vonkje',
    visibleProfileFields: PROFILE_FIELDS,
    visibleProfileNotes: {},
    searchFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
    interests: [...INTERESTS],
    demo: [
      {
        email: 'demo@example.com', password: 'vonkje-demo-2026', name: 'Sanne', gender: 'female', lookingFor: 'men', dateOfBirth: '1990-05-17',
        about: 'Nieuwsgierig, spontaan en dol op lange wandelingen langs het strand. Op zondag kook ik graag voor vrienden, door de week ben je me kwijt in een goed boek. Zin in een kop koffie en een eerlijk gesprek?',
        region: 'NL-NH', city: 'Haarlem', interests: ['beach', 'coffee', 'cooking', 'hiking', 'reading', 'travelling'],
        looks: { hairColor: 'dark_blond', eyeColor: 'blue', bodyType: 'normal' }, relationshipStatus: 'single', reason: 'relationship',
      },
      {
        email: 'demo2@example.com', password: 'vonkje-demo-2026', name: 'Bram', gender: 'male', lookingFor: 'women', dateOfBirth: '1988-02-11',
        about: 'Fietser, koffieliefhebber en altijd in voor een goed gesprek. In het weekend zit ik op de racefiets of sta ik in de keuken iets nieuws te proberen. Ik zoek iemand om mee te lachen.',
        region: 'NL-UT', city: 'Utrecht', interests: ['biking', 'coffee', 'cooking', 'music', 'outdoors', 'beer'],
        looks: { hairColor: 'brown', eyeColor: 'green', bodyType: 'slim' }, relationshipStatus: 'single', reason: 'flirt', premiumCredits: 500,
      },
    ],
  },
  {
    domain: 'reif.localhost',
    name: 'ReifeFlirts',
    indexTitle: 'ReifeFlirts - Flirten und Dating ab 40',
    description: 'Reife Frauen und Männer treffen: kostenlos anmelden, Profile ansehen und chatten auf ReifeFlirts.',
    domainLanguage: 'de',
    countries: ['DE', 'AT', 'CH'],
    niche: 6,
    signups: 'all',
    loggedOutSearch: 'none',
    minimumMessageCosts: { DE: { costs: 1.29, currency: 'EUR' }, AT: { costs: 1.29, currency: 'EUR' }, CH: { costs: 1.39, currency: 'CHF' } },
    messageCredits: 12, signupCredits: 15, photoCredits: 25, giftCredits: 60, messageLength: 800,
    supportEmail: 'hilfe@reifeflirts.example', supportPhone: '+49 30 1234-5678',
    fictionalIcon: '🎭',
    fictionalWarning: 'Dies ist ein fiktives Profil, das von unseren Mitarbeitern betreut wird. Ein persönliches Treffen ist nicht möglich.',
    fictionalSingular: 'fiktives Profil', fictionalPlural: 'fiktive Profile',
    refundDays: 14, mailName: 'ReifeFlirts',
    visibleProfileFields: PROFILE_FIELDS.filter((f) => f !== 'tattoos'),
    visibleProfileNotes: {},
    searchFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
    interests: INTERESTS.filter((i) => !['video_games', 'party', 'gym'].includes(i)),
    demo: [
      {
        email: 'demo@example.com', password: 'reife-demo-2026', name: 'Monika', gender: 'female', lookingFor: 'men', dateOfBirth: '1972-09-03',
        about: 'Ich lache gern, koche gern und freue mich auf gute Gespräche. Die Kinder sind aus dem Haus, jetzt ist Zeit für Reisen, Theater und lange Abende mit einem Glas Wein. Wer kommt mit?',
        region: 'DE-BY', city: 'München', interests: ['cooking', 'travelling', 'theater', 'wine', 'gardening', 'hiking'],
        looks: { hairColor: 'brunette', eyeColor: 'brown', bodyType: 'normal' }, relationshipStatus: 'divorced', reason: 'relationship',
      },
      {
        email: 'demo2@example.com', password: 'reife-demo-2026', name: 'Thomas', gender: 'male', lookingFor: 'women', dateOfBirth: '1969-07-22',
        about: 'Wanderer, Hobbykoch und neugierig auf nette Gespräche. Am Wochenende zieht es mich in die Berge oder an die Elbe, abends gern ins Kino. Ich suche eine Frau mit Humor.',
        region: 'DE-HH', city: 'Hamburg', interests: ['hiking', 'cooking', 'movies', 'outdoors', 'photography', 'travelling'],
        looks: { hairColor: 'gray', eyeColor: 'blue', bodyType: 'normal' }, relationshipStatus: 'widowed', reason: 'relationship', premiumCredits: 500,
      },
    ],
  },
];

/** The demo company, sites, populations and two demo members per site, who get the site's signup credits; does nothing for what exists. */
export async function seedDemo(deps: Pick<AppDeps, 'db' | 'events' | 'clock' | 'config'>) {
  const { db } = deps;
  let [company] = await db.select().from(companies).where(eq(companies.name, 'Vonkje Media B.V.'));
  company ??= (await db.insert(companies).values({
    name: 'Vonkje Media B.V.', address: 'Keizersgracht 100', kvk: '87654321', city: 'Amsterdam', country: 'NL',
    tradenames: ['Vonkje', 'ReifeFlirts'], vatNumbers: ['NL862345678B01'], supportPhone: '+31 20-123 45 67',
    deleteDiscount: 50, added: new Date('2024-03-01T09:00:00Z'),
  }).returning())[0]!;

  const demoSiteIds: number[] = [];
  for (const { demo, ...definition } of DEMO_SITES) {
    let [site] = await db.select().from(sites).where(eq(sites.domain, definition.domain));
    const texts = DEMO_SITE_TEXTS[definition.domain] ?? {};
    site ??= (await db.insert(sites).values({ ...definition, texts, companyId: company.id }).returning())[0]!;
    // Demo databases made before sites had (these) texts per language get the missing ones now; a text there stays.
    const merged = withMissingTexts(site.texts, texts);
    if (merged) site = (await db.update(sites).set({ texts: merged }).where(eq(sites.id, site.id)).returning())[0]!;
    site = await withDemoPushKeys(db, site);
    await seedDemoPopulation(db, site);
    await seedPackages(db, site);
    // A welcome discount for members whose time bonus has run out (spec 4: the active discount after the time bonus).
    await db.insert(discountCodes).values({ siteId: site.id, code: 'WELKOM10', percentage: 10, welcome: true, firstPurchaseOnly: true, validity: 'once_per_user' }).onConflictDoNothing();
    for (const [index, member] of demo.entries()) await seedDemoMember(deps, site, member, index);
    demoSiteIds.push(site.id);
  }
  // The console's demo accounts, one per role (never in production).
  await seedDemoStaff(deps, demoSiteIds);
}

/** The site's texts with every text of the demo's it lacks added, per language and key; null when none is missing. */
export function withMissingTexts(current: SiteRow['texts'], demo: SiteRow['texts']): SiteRow['texts'] | null {
  const merged: SiteRow['texts'] = { ...current };
  let changed = false;
  for (const [locale, texts] of Object.entries(demo)) {
    for (const [key, text] of Object.entries(texts ?? {}) as Array<[keyof SiteTexts, string | undefined]>) {
      if (text === undefined || merged[locale]?.[key] !== undefined) continue;
      merged[locale] = { ...merged[locale], [key]: text };
      changed = true;
    }
  }
  return changed ? merged : null;
}

/** Portrait seeds of demo members, apart from the population's (site id * 100,000 + index below 100,000). */
const DEMO_MEMBER_PORTRAIT_SEED = 99_000;
/** Seeded as last seen a while ago: nobody is shown "online" before they actually log in. */
const DEMO_MEMBER_IDLE_MINUTES = [95, 240];

async function seedDemoMember(deps: Pick<AppDeps, 'db' | 'events'>, site: typeof sites.$inferSelect, demo: DemoMember, index: number) {
  const { db } = deps;
  const [existing] = await db.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.email, demo.email)));
  if (existing) return;
  const passwordHash = await hashPassword(demo.password);
  await withTx(deps, async (tx, events) => {
    const [user] = await tx.insert(users).values({
      siteId: site.id, email: demo.email, emailNormalized: normalizeEmail(demo.email), passwordHash,
      status: 'active', language: site.domainLanguage, activatedAt: new Date('2026-01-01T00:00:00Z'),
      signupDate: new Date('2026-01-01T00:00:00Z'), paidUser: Boolean(demo.premiumCredits),
    }).returning();
    const [profile] = await tx.insert(profiles).values({
      userId: user!.id, siteId: site.id, name: demo.name, status: 'active', dateOfBirth: demo.dateOfBirth, country: site.countries[0] ?? null,
      gender: demo.gender, sexuality: sexualityFor(demo.gender, demo.lookingFor), about: demo.about, region: demo.region, city: demo.city,
      interests: demo.interests.filter((i) => site.interests.includes(i)), hairColor: demo.looks.hairColor, eyeColor: demo.looks.eyeColor,
      bodyType: demo.looks.bodyType, relationshipStatus: demo.relationshipStatus, reason: demo.reason, tattoos: 'no',
      lastActiveAt: new Date(Date.now() - (DEMO_MEMBER_IDLE_MINUTES[index] ?? 360) * 60_000),
    }).returning();
    // The main photo: a portrait drawn like the demo population's, approved and public.
    const [photo] = await tx.insert(photos).values({
      profileId: profile!.id, siteId: site.id, status: 'active', isPrivate: false, width: 800, height: 800,
      storageKey: demoStorageKey({
        seed: site.id * 100_000 + DEMO_MEMBER_PORTRAIT_SEED + index, variant: 0, gender: demo.gender,
        age: ageOn(demo.dateOfBirth, new Date()) ?? 40, hairColor: demo.looks.hairColor, eyeColor: demo.looks.eyeColor,
      }),
    }).returning();
    await tx.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.id, profile!.id));
    // Like every activated member: the signup bonus, through the ledger.
    await transferCredits({ tx, events }, { id: transferId('signup_bonus', `user:${user!.id}`), siteId: site.id, userId: user!.id, kind: 'signup_bonus', amount: site.signupCredits });
    if (demo.premiumCredits) {
      await transferCredits({ tx, events }, { id: transferId('correction', `demo:user:${user!.id}`), siteId: site.id, userId: user!.id, kind: 'correction', toMember: true, amount: demo.premiumCredits });
    }
  });
}
