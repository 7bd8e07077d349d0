import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { encodeTrackingCookie, TRACKING_COOKIE_NAME } from '@app/shared/rules/tracking';
import { profiles, users } from '../../db/schema/index.js';
import { Client, createSite, mailsTo, uniqueEmail, validSignup, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();
let host: string;
beforeAll(async () => { host = (await createSite(ctx)).domain; });

const signup = (body: Record<string, unknown>, client = new Client(ctx.app, host)) => client.post('/api/signup.php', body);

describe('POST /api/signup.php', () => {
  it('creates a not_confirmed member with a disabled profile, logs them in and queues an activation mail', async () => {
    const client = new Client(ctx.app, host);
    const body = validSignup({ name: 'Marieke' });
    const res = await signup(body, client);

    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      status: 'not_confirmed', email: body.email, credits: 0, paid_user: false, notifications_disabled: [], language: 'nl',
      profile: { status: 'disabled', name: 'Marieke', main_image: null },
    });
    expect(res.body.user.profile.age).toBeGreaterThanOrEqual(18);
    expect(Object.keys(res.body.user).sort()).toEqual(
      ['credits', 'email', 'id', 'language', 'notifications_disabled', 'paid_user', 'profile', 'signup_date', 'status']);
    expect(JSON.stringify(res.body)).not.toMatch(/argon|hash|token/i);

    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^auth\.session=[\w-]{40,};/);
    expect(setCookie).toContain('Max-Age=2592000');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');

    const me = await client.get('/api/user.php');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(res.body.user.id);

    const mails = await mailsTo(ctx, body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.subject).toBe(`Activeer je account op Vonkje`);
  });

  it('stores the password only as an argon2id hash', async () => {
    const body = validSignup();
    await signup(body);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.emailNormalized, body.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(body.password);
  });

  it.each([
    [{ email: 'geen-adres' }, 'invalid_email', 'email', 'Ongeldige e-mail'],
    [{ email: 'jan@gmial.com' }, 'invalid_email', 'email', 'Ongeldige e-mail. Bedoelde je jan@gmail.com?'],
    [{ email: 'piet@hotmail.con' }, 'invalid_email', 'email', 'Ongeldige e-mail. Bedoelde je piet@hotmail.com?'],
    [{ name: 'kees@example.com', email: 'kees@example.com' }, 'name_equals_email', 'name', 'Je profielnaam moet anders zijn dan je e-mailadres'],
    [{ name: 'Kees', email: 'kees@example.com' }, 'name_equals_email', 'name', 'Je profielnaam moet anders zijn dan je e-mailadres'],
    [{ name: '@kees' }, 'name_starts_with_at', 'name', 'Je profielnaam mag niet met @ beginnen.'],
    [{ name: 'K' }, 'name_length', 'name', 'Kies een profielnaam van 2 tot 30 tekens.'],
    [{ name: '<b>Kees</b>' }, 'name_invalid', 'name', "Je profielnaam mag alleen letters, cijfers, spaties en de tekens . _ ' - bevatten."],
    [{ date_of_birth: '' }, 'date_of_birth_required', 'date_of_birth', 'Vul uw geboortedatum in (18+ jaar)'],
    [{ date_of_birth: undefined }, 'date_of_birth_required', 'date_of_birth', 'Vul uw geboortedatum in (18+ jaar)'],
    [{ date_of_birth: `${new Date().getUTCFullYear() - 17}-01-01` }, 'date_of_birth_required', 'date_of_birth', 'Vul uw geboortedatum in (18+ jaar)'],
    [{ date_of_birth: '1990-02-30' }, 'date_of_birth_invalid', 'date_of_birth', 'Ongeldige geboortedatum.'],
    [{ password: 'kort' }, 'password_length', 'password', 'Kies een wachtwoord van 8 tot 128 tekens.'],
  ])('refuses %o with the Dutch text', async (override, code, field, message) => {
    const res = await signup(validSignup(override));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code, field, message });
  });

  it('answers in English for a visitor whose language is English', async () => {
    const client = new Client(ctx.app, host);
    client.jar.set('i18n_redirected', 'en');
    const bad = await signup(validSignup({ date_of_birth: '2015-01-01' }), client);
    expect(bad.body.error.message).toBe('Enter your date of birth (18+ years)');
    const typo = await signup(validSignup({ email: 'anna@gmial.com' }), client);
    expect(typo.body.error.message).toBe('Invalid e-mail. Did you mean anna@gmail.com?');
    const ok = await signup(validSignup(), client);
    expect(ok.body.user.language).toBe('en');
  });

  it('allows one account per address per site, and says where to log in', async () => {
    const email = uniqueEmail();
    expect((await signup(validSignup({ email }))).status).toBe(201);
    const again = await signup(validSignup({ email: email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'email_taken', field: 'email', link: '/login',
      message: 'Dit e-mailadres heeft al een account op deze site.',
    });
    const otherSite = (await createSite(ctx)).domain;
    expect((await signup(validSignup({ email }), new Client(ctx.app, otherSite))).status).toBe(201);
  });

  it('lets exactly one of two simultaneous signups with one address through', async () => {
    const email = uniqueEmail();
    const results = await Promise.all([signup(validSignup({ email })), signup(validSignup({ email }))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('gives the reactivation hint for an account deleted less than 14 days ago, and a fresh start after', async () => {
    const email = uniqueEmail();
    await signup(validSignup({ email }));
    await ctx.deps.db.update(users).set({ status: 'deleted', deletedAt: ctx.clock.now() }).where(eq(users.emailNormalized, email));
    const res = await signup(validSignup({ email }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('account_deleted');
    expect(res.body.error.message).toContain('binnen 14 dagen');

    ctx.clock.advanceMinutes(15 * 24 * 60);
    try {
      expect((await signup(validSignup({ email }))).status).toBe(201);
    } finally {
      ctx.clock.advanceMinutes(-15 * 24 * 60);
    }
  });

  it('refuses signups on an invitation-only site, and on a traffic-source site without a source', async () => {
    const closed = (await createSite(ctx, { signups: 'others' })).domain;
    const res = await signup(validSignup(), new Client(ctx.app, closed));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Aanmelden op deze site kan alleen op uitnodiging.');

    const sourced = (await createSite(ctx, { signups: 'with_trafficsource' })).domain;
    expect((await signup(validSignup(), new Client(ctx.app, sourced))).status).toBe(403);
    // The body's tracking is not the server's record: only the first touch the browser (or the page server) kept counts.
    expect((await signup(validSignup({ tracking: { network: 'adnet' } }), new Client(ctx.app, sourced))).status).toBe(403);
    const subOnly = new Client(ctx.app, sourced);
    subOnly.jar.set(TRACKING_COOKIE_NAME, encodeTrackingCookie({ sub1: 'x' }));
    expect((await signup(validSignup(), subOnly)).status).toBe(403);
    const arrived = new Client(ctx.app, sourced);
    arrived.jar.set(TRACKING_COOKIE_NAME, encodeTrackingCookie({ network: 'adnet', sub1: 'x', first_seen_at: '2026-01-02T03:04:05.000Z' }));
    const res2 = await signup(validSignup(), arrived);
    expect(res2.status).toBe(201);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, res2.body.user.id));
    expect(row).toMatchObject({ tracking: { network: 'adnet', sub1: 'x' }, trackingFirstSeenAt: new Date('2026-01-02T03:04:05.000Z') });
  });

  it('stores "I am" and "Looking for" as the profile\'s gender and sexuality', async () => {
    const cases = [
      ['male', 'women', 'hetero'], ['female', 'men', 'hetero'], ['male', 'men', 'gay'], ['female', 'women', 'lesbian'], ['female', 'both', 'bi'],
    ] as const;
    for (const [gender, lookingFor, sexuality] of cases) {
      const res = await signup(validSignup({ gender, looking_for: lookingFor }));
      expect(res.status).toBe(201);
      const [profile] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, res.body.user.profile.id));
      expect({ gender: profile!.gender, sexuality: profile!.sexuality }).toEqual({ gender, sexuality });
    }
    const genderOnly = await signup(validSignup({ gender: 'male' }));
    const [row] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, genderOnly.body.user.profile.id));
    expect({ gender: row!.gender, sexuality: row!.sexuality }).toEqual({ gender: 'male', sexuality: null });
  });

  it('refuses a "Looking for" without "I am", and values outside the lists', async () => {
    const withoutGender = await signup(validSignup({ looking_for: 'women' }));
    expect(withoutGender.status).toBe(400);
    expect(withoutGender.body.error).toMatchObject({ field: 'gender', message: 'Kies een waarde uit de lijst.' });
    const unknown = await signup(validSignup({ gender: 'male', looking_for: 'cats' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ field: 'looking_for' });
  });
});
