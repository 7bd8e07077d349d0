import { expect, test } from '@playwright/test';
import { followMailButton, port } from './fixtures';

test('a visitor sees the entry warning once, signs up, activates, switches to English, logs out and in again', async ({ page, context }) => {
  const email = `journey-${Date.now()}@example.com`;
  await page.goto('/');
  const warning = page.locator('#site-entry-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('fictief');
  await warning.getByRole('button', { name: 'Ik ben 18+ en ga verder' }).click();
  await expect(warning).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Vonkje' })).toBeVisible();
  await expect(warning).toHaveCount(0);

  await page.getByRole('button', { name: 'Gratis aanmelden' }).click();
  const modal = page.getByRole('dialog', { name: 'Gratis aanmelden bij Vonkje' });
  await modal.getByLabel('E-mailadres').fill(email);
  await modal.getByLabel('Profielnaam').fill('Eva');
  await modal.getByLabel('Wachtwoord').fill('een-goed-wachtwoord');
  await modal.getByLabel('Geboortedatum').fill('1992-03-04');
  await modal.getByRole('button', { name: 'Account aanmaken' }).click();
  // The steps after the account (photo, location, …) can all wait for /complete-signup.
  const mailStep = page.getByRole('dialog', { name: 'Check je e-mail' });
  await expect(async () => {
    if (await mailStep.isVisible()) return;
    const skip = page.getByRole('button', { name: 'Sla deze stap over' });
    if (await skip.isVisible()) await skip.click({ timeout: 1000 });
    await expect(mailStep).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(mailStep).toContainText(email);
  await page.getByRole('button', { name: 'Verder naar de site' }).click();
  await expect(page.getByTestId('activation-reminder')).toBeVisible();

  await followMailButton(page, email, 'Activeer je account op Vonkje', 'Account activeren');
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(page.getByRole('heading', { name: 'Je account is geactiveerd' })).toBeVisible();
  await expect(page.getByText('Als welkom staan er 20 gratis credits op je account.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account van Eva' })).toBeVisible();

  // NL visitors are offered Dutch in the menu; every other language is one step further.
  await page.getByRole('button', { name: 'Taal: Nederlands' }).click();
  await page.getByRole('menuitem', { name: 'Andere taal…' }).click();
  await page.getByRole('radio', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Choose your language' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Search' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
  await expect.poll(async () => page.evaluate(async () => (await (await fetch('/api/user.php')).json()).user.language)).toBe('en');

  await page.getByRole('button', { name: 'Account of Eva' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`http://localhost:${port}/`);
  const topBarLogin = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Login' });
  await expect(topBarLogin).toBeVisible();

  await topBarLogin.click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('een-goed-wachtwoord');
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/members(\?.*)?$/);
  await expect(page.getByRole('button', { name: 'Account of Eva' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
});

test('a wrong password shows the Dutch failure text next to the form', async ({ page, context }) => {
  await context.addInitScript(() => window.localStorage.setItem('site-entry-warning', '"2026-01-01T00:00:00Z"'));
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill('demo@example.com');
  await page.getByLabel('Wachtwoord').fill('niet-het-wachtwoord');
  await page.getByRole('main').getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Login mislukt, probeer opnieuw');
});

test('an unknown route shows the 404 page with a way home, in the page language', async ({ page, context }) => {
  await context.addInitScript(() => window.localStorage.setItem('site-entry-warning', '"2026-01-01T00:00:00Z"'));
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar de homepage' }).click();
  await expect(page).toHaveURL(`http://localhost:${port}/`);

  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: `http://localhost:${port}` }]);
  await page.goto('/some-unknown-token');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
});

test('a second site shows its own name, language and texts', async ({ page }) => {
  await page.goto(`http://reif.localhost:${port}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('ReifeFlirts - Flirten und Dating ab 40');
  await expect(page.locator('#site-entry-warning')).toContainText('18');
  await page.locator('#site-entry-warning').getByRole('button').last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'ReifeFlirts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anmelden' }).or(page.getByRole('link', { name: 'Einloggen' })).first()).toBeVisible();
  await page.goto(`http://localhost:${port}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page).toHaveTitle(/^Vonkje/);
});
