import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import {
  blocks, creditPackages, directDebitAccounts, discountCodes, matchFinderAnswers, paymentCustomers, paymentMandates, payments,
  profiles, reports, swipePasses,
} from '../src/db/schema/index.js';
import { activeMember, Client, createSite, grantCredits, loggedInMember, type TestContext } from './helpers.js';

const jpeg = (color: string) => sharp({ create: { width: 320, height: 240, channels: 3, background: color } }).jpeg().toBuffer();

async function ok(response: Promise<{ status: number; body: any }>, status = 200) {
  const res = await response;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A member (Vera) with a row in nearly every table that can hold something of a member: photos, sent and received
 * messages with photos, likes and passes both ways, blocks both ways, reports both ways, a complaint, a paid order
 * with the retention code and a direct-debit mandate, credits, a failed login, notification settings. Her partner
 * Pim writes, likes and sends a photo; Olga is a third member Vera blocks and reports.
 */
export async function memberWithEverything(ctx: TestContext) {
  const site = await createSite(ctx);
  const vera = await activeMember(ctx, site.domain, { name: 'Vera', gender: 'female' });
  const [profile] = await ctx.deps.db.select().from(profiles).where(eq(profiles.userId, vera.user.id));
  const pim = await loggedInMember(ctx, site, { credits: 500, profile: { name: 'Pim', gender: 'male', about: 'Geheim van Pim' } });
  const olga = await loggedInMember(ctx, site, { profile: { name: 'Olga' } });
  await grantCredits(ctx, site.id, vera.user.id, 300);

  const photoA = (await ok(vera.client.upload('/api/photo.php', await jpeg('#c33')), 201)).photo;
  const photoB = (await ok(vera.client.upload('/api/photo.php', await jpeg('#3c3')), 201)).photo;
  const sentPhoto = (await ok(vera.client.upload('/api/message-photo.php', await jpeg('#33c')), 201)).photo;
  const pimPhoto = (await ok(pim.client.upload('/api/message-photo.php', await jpeg('#cc3')), 201)).photo;
  const send = (client: Client, to: number, body: Record<string, unknown>) => ok(client.post('/api/message.php', { profile: to, client_id: randomUUID(), ...body }), 201);
  await send(vera.client, pim.profile.id, { kind: 'text', text: 'Hoi Pim, Vera hier' });
  await send(vera.client, pim.profile.id, { kind: 'photo', photo: sentPhoto.key });
  await send(pim.client, profile!.id, { kind: 'text', text: 'Hoi Vera!' });
  await send(pim.client, profile!.id, { kind: 'photo', photo: pimPhoto.key });

  await ok(vera.client.post('/api/like.php', { profile: pim.profile.id }));
  await ok(pim.client.post('/api/like.php', { profile: profile!.id }));
  await ok(vera.client.post('/api/report.php', { profile: olga.profile.id, reason: 'spam', text: 'Stuurt reclame' }));
  await ok(vera.client.post('/api/block.php', { profile_id: olga.profile.id }));
  await ctx.deps.db.insert(blocks).values({ blockerId: olga.profile.id, blockedId: profile!.id });
  await ctx.deps.db.insert(reports).values({ siteId: site.id, reporterProfileId: pim.profile.id, profileId: profile!.id, reason: 'fake', createdAt: ctx.clock.now() });
  await ctx.deps.db.insert(swipePasses).values([
    { swiperId: profile!.id, profileId: olga.profile.id, passedAt: ctx.clock.now() },
    { swiperId: olga.profile.id, profileId: profile!.id, passedAt: ctx.clock.now() },
  ]);
  await ctx.deps.db.insert(matchFinderAnswers).values({ profileId: profile!.id, answers: { genders: ['male'], min_age: 30, max_age: 45, region: null, interests: ['wine'] }, updatedAt: ctx.clock.now() });
  await ok(vera.client.post('/api/complaint.php', { name: 'Vera Jansen', email: vera.email, category: 'service', message: 'De site was een tijdje traag vandaag.' }), 201);
  const retention = (await ok(vera.client.post('/api/retention-discount.php'))).discount;
  await new Client(ctx.app, site.domain).post('/api/user.php', { email: vera.email, password: 'verkeerd-wachtwoord' });

  // A completed order with the retention code, a mandate and direct-debit details, as the payments module stores them.
  const [bundle] = await ctx.deps.db.select().from(creditPackages).where(eq(creditPackages.siteId, site.id)).limit(1);
  const [code] = await ctx.deps.db.select().from(discountCodes).where(eq(discountCodes.code, retention.code));
  const [mandate] = await ctx.deps.db.insert(paymentMandates).values({ userId: vera.user.id, provider: 'test', providerMandateId: `mdt_${randomUUID()}`, method: 'directdebit', label: 'NL ••• 4300' }).returning();
  const [payment] = await ctx.deps.db.insert(payments).values({
    siteId: site.id, userId: vera.user.id, packageId: bundle!.id, tier: bundle!.tier, country: bundle!.country, currency: bundle!.currency,
    credits: bundle!.credits, listPriceCents: bundle!.priceCents, amountCents: Math.round(bundle!.priceCents * 0.75), discountCodeId: code!.id,
    discountCode: code!.code, discountPercentage: 25, method: 'ideal', provider: 'test', providerPaymentId: `tr_${randomUUID()}`,
    status: 'completed', idempotencyKey: randomUUID(), withdrawalConsentAt: ctx.clock.now(), withdrawalConsentText: 'Ik stem in met directe levering.',
    locale: 'nl', completedAt: ctx.clock.now(),
  }).returning();
  await ctx.deps.db.insert(paymentCustomers).values({ userId: vera.user.id, provider: 'test', customerId: `cst_${randomUUID()}` });
  await ctx.deps.db.insert(directDebitAccounts).values({
    userId: vera.user.id, holder: 'V. Jansen', iban: 'NL91ABNA0417164300', street: 'Dorpsstraat', houseNumber: '1', zip: '1234 AB', city: 'Utrecht',
    mobile: '+31612345678', consentAt: ctx.clock.now(), mandateId: mandate!.id,
  });
  await ctx.deps.db.execute(sql`do $$ begin
    if to_regclass('public.notification_settings') is not null then
      insert into notification_settings (user_id, type, email, push, consent_at) values (${sql.raw(String(vera.user.id))}, 'promotions', true, false, now());
    end if; end $$`);

  return { site, vera, profile: profile!, pim, olga, photos: [photoA, photoB], sentPhoto, pimPhoto, retention, payment: payment! };
}
