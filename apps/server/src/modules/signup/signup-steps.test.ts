import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { Client, createSite, loggedInMember, useTestApp, validSignup } from '../../../test/helpers.js';

const ctx = useTestApp();

const STEPS = '/api/signup-steps.php';
const jpeg = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6' } }).jpeg().toBuffer();
const pushDevice = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, expirationTime: null,
  keys: { p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'), auth: randomBytes(16).toString('base64url') },
});
const statesOf = (body: { steps: Array<{ step: string; state: string }> }) => Object.fromEntries(body.steps.map((s) => [s.step, s.state]));

describe('the signup steps after the account', () => {
  it('starts a new member at the photo, moves on as steps are skipped or done, and resumes where they left off', async () => {
    const site = await createSite(ctx);
    const client = new Client(ctx.app, site.domain);
    expect((await client.post('/api/signup.php', validSignup())).status).toBe(201);

    const fresh = await client.get(STEPS);
    expect(fresh.status).toBe(200);
    // The site sends no push: the prompt is no step here.
    expect(fresh.body).toEqual({
      steps: [{ step: 'photo', state: 'todo' }, { step: 'location', state: 'todo' }, { step: 'personal', state: 'todo' }, { step: 'about', state: 'todo' }],
      next: 'photo',
    });
    expect((await client.post(STEPS, { step: 'photo', action: 'skip' })).body.next).toBe('location');
    expect((await client.put('/api/profile.php', { region: 'NL-UT' })).status).toBe(200);
    expect((await client.post(STEPS, { step: 'location', action: 'done' })).body.next).toBe('personal');

    // Later, on /complete-signup (another page load): the same progress, the skipped photo still open.
    const resumed = await client.get(STEPS);
    expect(statesOf(resumed.body)).toEqual({ photo: 'skipped', location: 'done', personal: 'todo', about: 'todo' });
    expect(resumed.body.next).toBe('personal');
    await client.upload('/api/photo.php', await jpeg());
    expect(statesOf((await client.post(STEPS, { step: 'photo', action: 'done' })).body).photo).toBe('done');
  });

  it('marks a step done only when its data is there, and says what is missing in the member\'s language', async () => {
    const site = await createSite(ctx);
    const { client, profile } = await loggedInMember(ctx, site);
    const missing = {
      photo: 'Upload eerst een foto, of sla deze stap over.',
      location: 'Kies eerst je regio, of sla deze stap over.',
      personal: 'Vul eerst iets over jezelf in, of sla deze stap over.',
      about: 'Schrijf eerst iets over jezelf of kies een paar interesses, of sla deze stap over.',
      push: 'Zet eerst meldingen aan op dit apparaat, of sla deze stap over.',
    };
    for (const [step, message] of Object.entries(missing)) {
      const res = await client.post(STEPS, { step, action: 'done' });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: `signup_${step}_missing`, message, field: step });
    }
    // An about text of only spaces is no about text.
    await ctx.deps.db.execute(`update profiles set about = '   ' where id = ${profile.id}`);
    expect((await client.post(STEPS, { step: 'about', action: 'done' })).status).toBe(422);
    const [row] = await ctx.deps.db.select({ steps: users.signupSteps }).from(users).where(eq(users.id, profile.userId));
    expect(row!.steps).toEqual({});

    await client.put('/api/user.php', { language: 'de' });
    const german = await client.post(STEPS, { step: 'photo', action: 'done' });
    expect(german.body.error.message).toBe('Lade zuerst ein Foto hoch oder überspringe diesen Schritt.');
  });

  it('accepts each step once its data is there: photo, region, a personal detail, interests, a push device', async () => {
    const site = await createSite(ctx, { pushPublicKey: 'BNc-test-public-key' });
    const { client } = await loggedInMember(ctx, site);
    expect((await client.upload('/api/photo.php', await jpeg())).status).toBe(201);
    expect((await client.post(STEPS, { step: 'photo', action: 'done' })).status).toBe(200);
    await client.put('/api/profile.php', { region: 'NL-NH', city: 'Haarlem' });
    expect((await client.post(STEPS, { step: 'location', action: 'done' })).status).toBe(200);
    await client.put('/api/profile.php', { eye_color: 'green' });
    expect((await client.post(STEPS, { step: 'personal', action: 'done' })).status).toBe(200);
    await client.put('/api/profile.php', { interests: ['hiking'] });
    expect((await client.post(STEPS, { step: 'about', action: 'done' })).status).toBe(200);
    expect((await client.post('/api/user.php?push=1', { subscription: pushDevice() })).status).toBe(200);
    const last = await client.post(STEPS, { step: 'push', action: 'done' });
    expect(last.status).toBe(200);
    expect(last.body).toEqual({
      steps: ['photo', 'location', 'personal', 'about', 'push'].map((step) => ({ step, state: 'done' })),
      next: null,
    });
  });

  it('keeps a step done when it is skipped afterwards, and lets a skipped step be done later', async () => {
    const site = await createSite(ctx);
    const { client } = await loggedInMember(ctx, site, { profile: { region: 'NL-UT' } });
    await client.post(STEPS, { step: 'location', action: 'done' });
    expect(statesOf((await client.post(STEPS, { step: 'location', action: 'skip' })).body).location).toBe('done');
    await client.post(STEPS, { step: 'personal', action: 'skip' });
    await client.put('/api/profile.php', { reason: 'flirt' });
    expect(statesOf((await client.post(STEPS, { step: 'personal', action: 'done' })).body).personal).toBe('done');
  });

  it('counts a step as done once its data is there, also when skipped before or never asked (a member from before the funnel)', async () => {
    const site = await createSite(ctx);
    const { client } = await loggedInMember(ctx, site, { profile: { region: 'NL-NH', interests: ['wine'] } });
    await client.post(STEPS, { step: 'personal', action: 'skip' });
    expect(statesOf((await client.get(STEPS)).body)).toEqual({ photo: 'todo', location: 'done', personal: 'skipped', about: 'done' });
    await client.put('/api/profile.php', { body_type: 'slim' });
    const later = await client.get(STEPS);
    expect(statesOf(later.body)).toEqual({ photo: 'todo', location: 'done', personal: 'done', about: 'done' });
    expect(later.body.next).toBe('photo');
  });

  it('keeps both answers of two tabs at once', async () => {
    const site = await createSite(ctx);
    const { client, userId } = await loggedInMember(ctx, site);
    await Promise.all([
      client.post(STEPS, { step: 'photo', action: 'skip' }),
      client.post(STEPS, { step: 'about', action: 'skip' }),
      client.post(STEPS, { step: 'personal', action: 'skip' }),
    ]);
    const [row] = await ctx.deps.db.select({ steps: users.signupSteps }).from(users).where(eq(users.id, userId));
    expect(row!.steps).toEqual({ photo: 'skipped', about: 'skipped', personal: 'skipped' });
  });

  it('is for members only, and refuses an unknown step or action with a localised text', async () => {
    const site = await createSite(ctx);
    const visitor = await new Client(ctx.app, site.domain).get(STEPS);
    expect(visitor.status).toBe(403);
    expect(visitor.body.authentication_required).toBe(true);
    const { client } = await loggedInMember(ctx, site);
    for (const body of [{ step: 'account', action: 'done' }, { step: 'photo', action: 'maybe' }, { step: 'photo' }, { step: 'photo', action: 'skip', extra: 1 }]) {
      const res = await client.post(STEPS, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation', message: 'Controleer de ingevulde gegevens.' });
    }
  });
});
