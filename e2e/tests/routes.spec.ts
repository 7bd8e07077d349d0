import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../packages/shared/src/routes/route-table';
import { logInThroughForm, skipEntryWarning } from './fixtures';

const SAMPLE_PARAMS: Record<string, string> = { id: '12', type: 'received', slug: 'amsterdam', paymentmethod: 'ideal', token: '2257' };
const concrete = (path: string) => path
  .replace(/\/:(\w+)\?/g, (_, name: string) => `/${SAMPLE_PARAMS[name]}`)
  .replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name]!);

async function expectRealPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // A real page: a main heading, never the not-found or error page.
  await expect(page.locator('main h1, [role="dialog"] h2').first(), path).toBeVisible();
  await expect(page.getByText('Deze pagina kon niet worden gevonden'), path).toHaveCount(0);
  await expect(page.getByText('Er is een fout opgetreden bij het tonen van de foutpagina'), path).toHaveCount(0);
}

test('every route of the spec answers with a real page, for a visitor and for a member', async ({ page, context, playwright, baseURL }) => {
  test.setTimeout(180_000);
  await skipEntryWarning(context);
  // Profile pages need a member of this site; ids differ per database, so ask the site for one.
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await api.post('/api/user.php', { data: { email: 'demo@example.com', password: 'vonkje-demo-2026' } });
  SAMPLE_PARAMS.id = String(((await (await api.get('/api/members.php')).json()) as { profiles: Array<{ id: number }> }).profiles[0]!.id);
  await api.dispose();
  for (const route of ROUTES) await expectRealPage(page, concrete(route.path));
  await logInThroughForm(page, 'demo@example.com', 'vonkje-demo-2026');
  for (const route of ROUTES) await expectRealPage(page, concrete(route.path));
});

test('switching language changes every visible string of the shell and settings', async ({ page, context }) => {
  await skipEntryWarning(context);
  await logInThroughForm(page, 'demo@example.com', 'vonkje-demo-2026');
  // Start from Dutch whatever an earlier run left behind (the demo member's language is stored).
  const setLanguage = (language: string) => page.evaluate(async (body) => fetch('/api/user.php', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), { language });
  await setLanguage('nl');
  await context.addCookies([{ name: 'i18n_redirected', value: 'nl', url: page.url() }]);
  await page.goto('/settings');
  const visibleLines = async () => (await page.locator('body').innerText()).split('\n').map((l) => l.trim()).filter(Boolean);
  const dutch = await visibleLines();
  await page.getByLabel('Taal van de site en van onze e-mails').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const english = new Set(await visibleLines());
  // Names, the address, codes and words that are the same in both languages may stay.
  const same = new Set(['Vonkje', 'VVonkje', 'Sanne', 'S', 'NL', 'Likes', 'Credits', 'Nederlands', 'Je huidige e-mailadres is demo@example.com.']);
  const unchanged = dutch.filter((line) => english.has(line) && !same.has(line) && !/^[^a-zA-Z]*$/.test(line) && !/^(Dansk|Deutsch|English|Español|Suomi|Français|Italiano|Norsk bokmål|Polski|Svenska|American English)$/.test(line));
  expect(unchanged).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await setLanguage('nl');
});

test('the complaint form stores a complaint and confirms it with a reference', async ({ page, context }) => {
  await skipEntryWarning(context);
  await page.goto('/complaints');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Je naam').fill('Jan de Vries');
  await page.getByLabel('Je e-mailadres').fill(`klacht-${Date.now()}@example.com`);
  await page.getByLabel('Waar gaat je klacht over?').selectOption('service');
  await page.getByRole('button', { name: 'Klacht versturen' }).click();
  await expect(page.getByText('Beschrijf je klacht in 20 tot 5000 tekens.')).toBeVisible();
  await page.getByLabel('Je klacht', { exact: true }).fill('De klantenservice heeft mijn vraag van vorige week nog niet beantwoord.');
  await page.getByRole('button', { name: 'Klacht versturen' }).click();
  await expect(page.getByTestId('complaint-confirmation')).toContainText(/referentienummer is \d{4}-[A-Z0-9]{6}/);
});
