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

test('every route of the spec answers with a real page, for a visitor and for a member', async ({ page, context }) => {
  test.setTimeout(180_000);
  await skipEntryWarning(context);
  for (const route of ROUTES) await expectRealPage(page, concrete(route.path));
  await logInThroughForm(page, 'demo@example.com', 'vonkje-demo-2026');
  // Profile pages need a member of this site (ids differ per database).
  const found = await page.evaluate(async () => (await (await fetch('/api/members.php')).json()) as { profiles: Array<{ id: number }> });
  SAMPLE_PARAMS.id = String(found.profiles[0]!.id);
  for (const route of ROUTES) await expectRealPage(page, concrete(route.path));
});

test('switching language changes every visible string of the shell and settings', async ({ page, context }) => {
  await skipEntryWarning(context);
  await logInThroughForm(page, 'demo@example.com', 'vonkje-demo-2026');
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
