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
  await expect(page).toHaveURL(/\/members$/);
}

/** Opens the newest mail to `to` in the dev outbox and follows its button. */
export async function followMailButton(page: Page, to: string, subject: RegExp | string, button: string) {
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(page.getByRole('row').filter({ hasText: to }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('row').filter({ hasText: to }).first().getByRole('link', { name: subject }).click();
  await page.getByRole('link', { name: button }).click();
}
