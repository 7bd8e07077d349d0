import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

test('each demo site answers on its own host with its own name and language', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vonkje');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await page.goto(`http://reif.localhost:${port}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ReifeFlirts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a visitor signs up, opens the activation mail from the outbox, follows the link and is active', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/');
  // The same call the signup form makes, from the page (so the browser sends its Origin and keeps the cookie).
  const signup = await page.evaluate(async (body) => {
    const res = await fetch('/api/signup.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, json: await res.json() };
  }, { email, name: 'Eva', password: 'een-goed-wachtwoord', date_of_birth: '1992-03-04' });
  expect(signup.status).toBe(201);
  expect(signup.json.user.status).toBe('not_confirmed');

  // The worker sends the mail within a few seconds; the dev outbox lists it.
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  }).toPass({ timeout: 20_000 });
  await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Activeer je account op Vonkje' }).click();
  await expect(page.getByText('Hoi Eva,')).toBeVisible();
  await page.getByRole('link', { name: 'Account activeren' }).click();

  await expect(page).toHaveURL(/\/activate\/done$/);
  const me = await page.evaluate(async () => (await fetch('/api/user.php')).json());
  expect(me.user).toMatchObject({ email, status: 'active', profile: { status: 'active', name: 'Eva' } });
});

test('the demo member logs in; a wrong password gets the Dutch text', async ({ page }) => {
  await page.goto('/');
  const login = (password: string) => page.evaluate(async (body) => {
    const res = await fetch('/api/user.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, json: await res.json() };
  }, { email: 'demo@example.com', password });
  const wrong = await login('niet-het-wachtwoord');
  expect(wrong.status).toBe(401);
  expect(wrong.json.error.message).toBe('Login mislukt, probeer opnieuw');
  const ok = await login('vonkje-demo-2026');
  expect(ok.status).toBe(200);
  expect(ok.json.user.profile.name).toBe('Sanne');
});
