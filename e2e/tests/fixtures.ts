import { expect, type BrowserContext, type Page } from '@playwright/test';

export const port = Number(process.env.E2E_PORT ?? 3100);

/** A visitor who already answered the site-entry warning (for journeys that are not about it). */
export async function skipEntryWarning(context: BrowserContext) {
  await context.addInitScript(() => window.localStorage.setItem('site-entry-warning', JSON.stringify(new Date().toISOString())));
}

export async function logInThroughForm(page: Page, email: string, password: string, submit = 'Inloggen') {
  await page.goto('/login');
  await page.getByLabel(/E-mail/).fill(email);
  await page.getByLabel(/Wachtwoord|Password/).fill(password);
  await page.getByRole('main').getByRole('button', { name: submit }).click();
  await expect(page).toHaveURL(/\/members(\?.*)?$/);
}

/** Opens the newest mail to `to` in the dev outbox and follows its button. */
export async function followMailButton(page: Page, to: string, subject: RegExp | string, button: string) {
  // The mail is sent by a job: reload the outbox until it is there (the member may have other mails already).
  const row = page.getByRole('row').filter({ hasText: to }).filter({ has: page.getByRole('link', { name: subject }) }).first();
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await row.getByRole('link', { name: subject }).click();
  await page.getByRole('link', { name: button }).click();
}

/**
 * A new member without photos: signs up through the API (the browser keeps the session cookie) and activates the
 * account with the link from the dev outbox. Returns the e-mail address.
 */
export async function signUpAndActivate(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  await page.goto('/');
  const status = await page.evaluate(async (body) => (await fetch('/api/signup.php', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  })).status, { email, name, password: 'een-goed-wachtwoord', date_of_birth: '1990-05-06' });
  expect(status).toBe(201);
  await followMailButton(page, email, /Activeer je account/, 'Account activeren');
  await expect(page).toHaveURL(/\/activate\/done$/);
  return email;
}

/**
 * A new, activated member of the Dutch demo site who reads (and gets mail) in `lang`, logged in on `page`; the
 * site-entry warning already answered. Returns the e-mail address.
 */
export async function newMember(page: Page, context: BrowserContext, name: string, lang: string) {
  await skipEntryWarning(context);
  const email = await signUpAndActivate(page, name);
  if (lang !== 'nl') {
    await context.addCookies([{ name: 'i18n_redirected', value: lang, url: `http://localhost:${port}` }]);
    // The activation page may still be settling (a navigation destroys the script's context): try until it answers.
    await expect(async () => {
      const status = await page.evaluate(async (language) => (await fetch('/api/user.php', {
        method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ language }),
      })).status, lang);
      expect(status).toBe(200);
    }).toPass({ timeout: 10_000 });
  }
  return email;
}

/** The logged-in member's own profile id. */
export const ownProfileId = (page: Page) => page.evaluate(async () => (await (await fetch('/api/user.php')).json()).user.profile.id as number);
