import fs from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { followMailButton, port, skipEntryWarning } from './fixtures';

/** The texts members read, from the catalogues themselves: the journey checks the words of each site's language. */
type Catalogue = Record<string, unknown>;
const catalogue = (file: string): Catalogue => JSON.parse(fs.readFileSync(new URL(`../../packages/shared/locales/${file}`, import.meta.url), 'utf8')) as Catalogue;
const textOf = (texts: Catalogue, key: string, params: Record<string, string | number> = {}) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
};

interface Site { key: string; origin: string; locale: 'nl' | 'de'; siteName: string; demoPassword: string; signupCredits: number; messageCredits: number }
const SITES: Site[] = [
  { key: 'vonkje', origin: `http://localhost:${port}`, locale: 'nl', siteName: 'Vonkje', demoPassword: 'vonkje-demo-2026', signupCredits: 20, messageCredits: 10 },
  { key: 'reif', origin: `http://reif.localhost:${port}`, locale: 'de', siteName: 'ReifeFlirts', demoPassword: 'reife-demo-2026', signupCredits: 15, messageCredits: 12 },
];

function wordsFor(site: Site) {
  const web = catalogue(`web/${site.locale}.json`);
  const base = catalogue(`${site.locale}.json`);
  const w = (key: string, params?: Record<string, string | number>) => textOf(web, key, params);
  return {
    w,
    signupTitle: w('signup.title', { site_name: site.siteName }),
    mailSubject: textOf(base, 'mail.activation.subject', { site: site.siteName }),
    mailButton: textOf(base, 'mail.activation.button'),
  };
}

const jpeg = () => sharp({ create: { width: 480, height: 640, channels: 3, background: '#c46' } }).jpeg({ quality: 70 }).toBuffer();

/** Fills the account step of the signup modal (the first message, if any, is already in it). */
async function fillAccount(modal: Locator, words: ReturnType<typeof wordsFor>, account: { email: string; name: string }) {
  const { w } = words;
  await modal.getByLabel(w('signup.email')).fill(account.email);
  await modal.getByLabel(w('signup.name')).fill(account.name);
  await modal.getByLabel(w('signup.password')).fill('een-goed-wachtwoord');
  await modal.getByLabel(w('signup.date_of_birth')).fill('1988-04-12');
  await modal.getByRole('button', { name: w('signup.submit') }).click();
}

/** The step the modal asks now (its section carries the step's name), or the activation-mail step at the end. */
const stepIn = (modal: Locator, step: string) => modal.locator(`section[data-step="${step}"]`);

/** Skips every step that is asked until the activation-mail step shows (push, where this browser offers it, too). */
async function skipRemainingSteps(page: Page, words: ReturnType<typeof wordsFor>) {
  const complete = page.getByRole('dialog', { name: words.w('signup.complete_title') });
  const skip = page.getByTestId('signup-modal').getByRole('button', { name: words.w('signup.steps.skip') });
  await expect(async () => {
    if (await complete.isVisible()) return;
    if (await skip.isVisible()) await skip.click({ timeout: 1000 });
    await expect(complete).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** The member's own data export (the archive's account.json): what the site stored about them, tracking included. */
async function exportedAccount(page: Page): Promise<Record<string, unknown>> {
  const base64 = await page.evaluate(async () => {
    const res = await fetch('/api/export.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: 'een-goed-wachtwoord' }) });
    const bytes = new Uint8Array(await res.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  const zip = Buffer.from(base64, 'base64');
  // The central directory names each entry with its sizes and where its local header is.
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let entry = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(entry + 10);
    const size = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const skip = nameLength + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
    const name = zip.toString('utf8', entry + 46, entry + 46 + nameLength);
    const local = zip.readUInt32LE(entry + 42);
    if (name === 'account.json') {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return JSON.parse((method === 8 ? inflateRawSync(data) : data).toString('utf8')) as Record<string, unknown>;
    }
    entry += 46 + skip;
  }
  throw new Error('no account.json in the export');
}

for (const site of SITES) {
  for (const width of [375, 1280]) {
    test(`${site.key} ${width}px: from a lander with tracking through every signup step to an activated member with that tracking`, async ({ page, context }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
      await skipEntryWarning(context);
      const words = wordsFor(site);
      const { w } = words;
      const email = `funnel-${site.key}-${width}-${Date.now()}@example.com`;

      // Paid traffic lands on a lander; the tracking parameters are kept and leave the address bar.
      await page.goto(`${site.origin}/landers/gallery?network=testnet&ref=r1&sub1=s1`);
      await expect(page).toHaveURL(`${site.origin}/landers/gallery`);
      await expect(page.locator('html')).toHaveAttribute('lang', site.locale);
      const cta = page.locator('a.l-btn[href="/signup"]').first();
      await cta.click();
      await expect(page).toHaveURL(`${site.origin}/signup`);

      const modal = page.getByRole('dialog', { name: words.signupTitle });
      await fillAccount(modal, words, { email, name: 'Funnel' });

      // The steps follow in the same modal, which stays locked while signup is in progress.
      const signup = page.getByTestId('signup-modal');
      await expect(stepIn(signup, 'photo')).toBeVisible();
      await expect(signup).toHaveAttribute('data-locked', 'true');
      await page.keyboard.press('Escape');
      await expect(stepIn(signup, 'photo')).toBeVisible();

      const [upload] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/photo.php') && r.request().method() === 'POST'),
        signup.locator('#signup-photo').setInputFiles({ name: 'ik.jpg', mimeType: 'image/jpeg', buffer: await jpeg() }),
      ]);
      expect(upload.status()).toBe(201);
      await expect(signup.getByText(w('signup.steps.photo.uploaded'))).toBeVisible();
      await signup.getByRole('button', { name: w('signup.steps.continue'), exact: true }).click();

      // Location by the region picker (the member's country's regions), then a city of that region.
      await expect(stepIn(signup, 'location')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`step-location-${site.key}-${width}.png`) });
      await signup.getByLabel(w('search.region')).selectOption({ index: 1 });
      await signup.getByLabel(w('profile.city')).selectOption({ index: 1 });
      await signup.getByRole('button', { name: w('signup.steps.save_continue') }).click();

      await expect(stepIn(signup, 'personal')).toBeVisible();
      await signup.getByLabel(w('profile.fields.eye_color')).selectOption('green');
      await signup.getByLabel(w('profile.fields.relationship_status')).selectOption('single');
      await signup.getByRole('button', { name: w('signup.steps.save_continue') }).click();

      await expect(stepIn(signup, 'about')).toBeVisible();
      await signup.getByRole('textbox', { name: w('profile.fields.about') }).fill('Wandelen, koffie en goede gesprekken.');
      await signup.getByRole('button', { name: w('signup.steps.save_continue') }).click();

      // The push prompt where this browser can take push (skipped here), then the activation-mail step.
      await skipRemainingSteps(page, words);
      const complete = page.getByRole('dialog', { name: w('signup.complete_title') });
      await expect(complete).toContainText(email);
      await expect(signup).toHaveAttribute('data-locked', 'false');
      await page.screenshot({ path: test.info().outputPath(`funnel-${site.key}-${width}.png`) });

      const progress = await page.evaluate(async () => (await (await fetch('/api/signup-steps.php')).json()) as { steps: Array<{ step: string; state: string }> });
      expect(Object.fromEntries(progress.steps.map((s) => [s.step, s.state]))).toMatchObject({ photo: 'done', location: 'done', personal: 'done', about: 'done' });

      await followMailButton(page, email, words.mailSubject, words.mailButton);
      await expect(page).toHaveURL(`${site.origin}/activate/done`);
      const account = await exportedAccount(page);
      expect(account).toMatchObject({ status: 'active', tracking: { network: 'testnet', ref: 'r1', sub1: 's1' } });
    });
  }
}

for (const [site, width] of [[SITES[0]!, 375], [SITES[1]!, 1280]] as const) {
  test(`${site.key} ${width}px: a first message typed for a profile reaches it once the account is activated, paid from the signup credits`, async ({ page, context, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 850 });
    await skipEntryWarning(context);
    const words = wordsFor(site);
    const { w } = words;

    // The demo member of the site is the profile of the landing.
    const demoContext = await browser.newContext();
    const demo = await demoContext.newPage();
    await demo.goto(`${site.origin}/`);
    const demoProfile = await demo.evaluate(async (password) => {
      const res = await fetch('/api/user.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@example.com', password }) });
      return ((await res.json()) as { user: { profile: { id: number; name: string } } }).user.profile;
    }, site.demoPassword);

    const email = `landing-${site.key}-${Date.now()}@example.com`;
    const message = `Hoi ${demoProfile.name}, zin in een kop koffie? ${Date.now()}`;
    await page.goto(`${site.origin}/members/${demoProfile.id}/signup`);
    await expect(page.getByTestId('member-signup')).toContainText(demoProfile.name);
    await page.getByLabel(w('signup.member.message_label', { name: demoProfile.name })).fill(message);
    await page.screenshot({ path: test.info().outputPath(`member-signup-${site.key}-${width}.png`) });
    await page.getByRole('button', { name: w('signup.member.submit') }).click();

    const modal = page.getByRole('dialog', { name: words.signupTitle });
    await expect(modal.getByLabel(w('signup.first_message'))).toHaveValue(message);
    await fillAccount(modal, words, { email, name: 'Landing' });
    await skipRemainingSteps(page, words);
    await page.getByRole('button', { name: w('signup.continue') }).click();

    await followMailButton(page, email, words.mailSubject, words.mailButton);
    await expect(page).toHaveURL(`${site.origin}/activate/done`);

    // The job sends it shortly after the activation: the new member's chat with the profile shows it.
    await expect(async () => {
      await page.goto(`${site.origin}/members/${demoProfile.id}/chat`);
      await expect(page.getByTestId('message').filter({ hasText: message })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    const me = await page.evaluate(async () => ((await (await fetch('/api/user.php')).json()) as { user: { credits: number; profile: { id: number } } }).user);
    expect(me.credits).toBe(site.signupCredits - site.messageCredits);

    // And the profile has it, once.
    const received = await demo.evaluate(async (from) => ((await (await fetch(`/api/messages.php?profile=${from}`)).json()) as {
      messages: Array<{ text: string | null; from_me: boolean }>;
    }).messages, me.profile.id);
    expect(received.filter((m) => m.text === message && !m.from_me)).toHaveLength(1);
    await demoContext.close();
  });
}
