import { expect, test } from '@playwright/test';

// Uptime monitors and link checkers send HEAD and ask for /favicon.ico; both used to get a 404.
test('HEAD on pages answers like GET without a body, and /favicon.ico is the site icon', async ({ request }) => {
  for (const path of ['/', '/members', '/pages/terms']) {
    const head = await request.head(path);
    expect(head.status(), path).toBe(200);
    expect(head.headers()['content-type']).toContain('text/html');
    expect(await head.body()).toHaveLength(0);
  }
  expect((await request.head('/no/such/page')).status()).toBe(404);
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test('the home page title and description follow the chosen language', async ({ browser }) => {
  const dutch = await browser.newContext();
  const page = await dutch.newPage();
  await page.goto('/');
  await expect(page).toHaveTitle('Vonkje - flirten, daten en chatten met singles bij jou in de buurt');
  const english = await browser.newContext();
  await english.addCookies([{ name: 'i18n_redirected', value: 'en', url: page.url() }]);
  const enPage = await english.newPage();
  await enPage.goto('/');
  await expect(enPage).toHaveTitle('Vonkje - flirt, date and chat with singles near you');
  await expect(enPage.locator('meta[property="og:description"]')).toHaveAttribute('content', 'Meet singles near you. Sign up for free, browse profiles and chat on Vonkje.');
  await dutch.close();
  await english.close();
});

test('switching the language in the app changes the home tagline and the title at once', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('site-entry-warning', JSON.stringify(new Date().toISOString())));
  const page = await context.newPage();
  await page.goto('/lang-config');
  await page.getByRole('radio', { name: 'English', exact: true }).click();
  // Within the app (no reload): the logo leads home.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('p.lead')).toHaveText('Meet singles near you. Sign up for free, browse profiles and chat on Vonkje.');
  await expect(page).toHaveTitle('Vonkje - flirt, date and chat with singles near you');
  await context.close();
});
