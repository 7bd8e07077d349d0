import fs from 'node:fs';
import https from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { followMailButton, newMember, ownProfileId, logInThroughForm, skipEntryWarning } from './fixtures';

const TEXTS = {
  nl: {
    email: 'E-mail', push: 'Pushmeldingen op dit apparaat', open: 'Ik wil mijn account verwijderen', proceed: 'Nee, ik wil mijn account verwijderen',
    reason: 'Ik neem even pauze', password: 'Je wachtwoord', submit: 'Account verwijderen', confirm: 'Ja, verwijder mijn account',
    subject: /Je account op Vonkje is verwijderd/, restore: 'Account terugzetten', login: 'Inloggen',
    deleteTitle: 'Account verwijderen', exportTitle: 'Je gegevens downloaden', exportSubmit: 'Download starten',
  },
  en: {
    email: 'E-mail', push: 'Push notifications on this device', open: 'I want to delete my account', proceed: 'No, I want to delete my account',
    reason: 'I am taking a break', password: 'Your password', submit: 'Delete account', confirm: 'Yes, delete my account',
    subject: /Your account on Vonkje has been deleted/, restore: 'Restore my account', login: 'Log in',
    deleteTitle: 'Delete account', exportTitle: 'Download your data', exportSubmit: 'Start download',
  },
} as const;

/** A local push service over https: records what the server posts to it (the message is encrypted for the browser). */
async function fakePushService() {
  const tls = process.env.E2E_PUSH_TLS_DIR!;
  const received: Array<{ path: string; headers: IncomingHttpHeaders; bytes: number }> = [];
  const server = https.createServer({ key: fs.readFileSync(path.join(tls, 'key.pem')), cert: fs.readFileSync(path.join(tls, 'cert.pem')) }, (req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => { bytes += chunk.length; });
    req.on('end', () => { received.push({ path: req.url ?? '', headers: req.headers, bytes }); res.writeHead(201).end(); });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, port: (server.address() as AddressInfo).port, close: () => new Promise((r) => server.close(r)) };
}

/**
 * Headless Chromium has no push service to subscribe at: the page's PushManager hands out a subscription for the local
 * one instead, with real keys, so the server encrypts and sends as it would to a browser's push service.
 */
async function fakeBrowserPush(page: Page, endpoint: string) {
  const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(({ endpoint: url, keys: k }) => {
    let current: PushSubscription | null = null;
    const make = () => ({ endpoint: url, expirationTime: null, options: {}, getKey: () => null, toJSON: () => ({ endpoint: url, expirationTime: null, keys: k }), unsubscribe: async () => { current = null; return true; } }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function subscribe() { current = make(); return current; };
    PushManager.prototype.getSubscription = async function getSubscription() { return current; };
  }, { endpoint, keys });
}

for (const [lang, width] of [['nl', 375], ['en', 1280]] as const) {
  test(`${lang}, ${width} px: notification settings are kept, push reaches this device, and a deleted account comes back through the mailed link`, async ({ page, context, browser }) => {
    const t = TEXTS[lang];
    await page.setViewportSize({ width, height: 900 });
    const push = await fakePushService();
    await fakeBrowserPush(page, `https://127.0.0.1:${push.port}/push/${lang}${width}`);
    const email = await newMember(page, context, `Nora${width}${lang}`, lang);
    const me = await ownProfileId(page);

    // Settings: likes by e-mail off, kept after a reload; marketing is off until asked for.
    await page.goto('/notifications');
    const likeMail = page.getByTestId('notification-like').getByRole('switch', { name: t.email });
    await expect(likeMail).toBeChecked();
    await expect(page.getByTestId('notification-promotions').getByRole('switch', { name: t.email })).not.toBeChecked();
    await likeMail.uncheck();
    await expect.poll(async () => (await page.evaluate(async () => (await (await fetch('/api/notifications.php')).json()).settings.like.email))).toBe(false);
    await page.reload();
    await expect(page.getByTestId('notification-like').getByRole('switch', { name: t.email })).not.toBeChecked();

    // Push on this device: the subscription reaches the server, and a like is pushed to it.
    await page.getByRole('switch', { name: t.push }).click();
    await expect(page.getByRole('switch', { name: t.push })).toBeChecked();
    const liker = await browser.newContext();
    await skipEntryWarning(liker);
    const likerPage = await liker.newPage();
    await logInThroughForm(likerPage, 'demo2@example.com', 'vonkje-demo-2026');
    expect(await likerPage.evaluate(async (profile) => (await fetch('/api/like.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ profile }) })).status, me)).toBe(200);
    await expect.poll(() => push.received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(push.received[0]).toMatchObject({ path: `/push/${lang}${width}`, headers: { 'content-encoding': 'aes128gcm' } });
    expect(push.received[0]!.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    await liker.close();
    await push.close();

    // Download my data: a ZIP after the password.
    await page.goto('/settings');
    const exportSection = page.getByRole('region', { name: t.exportTitle });
    await exportSection.getByLabel(t.password).fill('een-goed-wachtwoord');
    const [download] = await Promise.all([page.waitForEvent('download'), exportSection.getByRole('button', { name: t.exportSubmit }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    expect(fs.readFileSync((await download.path())!).subarray(0, 2).toString()).toBe('PK');

    // Delete: the offers first, then a reason and the password; the session ends.
    const deleteSection = page.getByRole('region', { name: t.deleteTitle });
    await page.getByRole('button', { name: t.open }).click();
    await page.getByRole('button', { name: t.proceed }).click();
    await deleteSection.getByLabel(t.reason).check();
    await deleteSection.getByLabel(t.password).fill('een-goed-wachtwoord');
    await deleteSection.getByRole('button', { name: t.submit, exact: true }).click();
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page).toHaveURL(/\/account-deleted$/);
    expect(await page.evaluate(async () => (await fetch('/api/user.php')).status)).toBe(403);

    // Back through the reactivation link: logged in again, the profile visible again.
    await followMailButton(page, email, t.subject, t.restore);
    await expect(page).toHaveURL(/\/members(\?.*)?$/);
    expect(await ownProfileId(page)).toBe(me);
    await page.goto('/notifications');
    await expect(page.getByTestId('notification-like').getByRole('switch', { name: t.email })).not.toBeChecked();
  });
}
