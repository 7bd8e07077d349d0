import { expect, test, type Page } from '@playwright/test';
import { port, skipEntryWarning } from './fixtures';

/** Both demo sites: Vonkje (niche 1: everyone) and ReifeFlirts (niche 6: milf, women from 35 to 55). */
const SITES = [
  { name: 'Vonkje', base: `http://localhost:${port}`, niche: 'none', cta: 'Gratis aanmelden', entry: 'Ik ben 18+ en ga verder' },
  { name: 'ReifeFlirts', base: `http://reif.localhost:${port}`, niche: 'milf', cta: 'Kostenlos anmelden', entry: 'Ich bin 18+ und möchte fortfahren' },
] as const;
const LANDERS_WITH_SLUG = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'];
const MEMBER_LANDINGS = ['landing', 'landing2', 'landing3'];

test.use({ viewport: { width: 375, height: 800 } });

/** Opens a page and fails on anything the browser logs as an error. */
async function openClean(page: Page, url: string) {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => { if (message.type() === 'error') errors.push(message.text()); };
  const onError = (error: Error) => errors.push(String(error));
  page.on('console', onConsole);
  page.on('pageerror', onError);
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  page.off('console', onConsole);
  page.off('pageerror', onError);
  return { status: response?.status(), errors };
}

/** The facts every shown profile carries (data attributes the landers render). */
const shownProfiles = (page: Page) => page.locator('main [data-profile]').evaluateAll((nodes) => nodes.map((n) => ({
  id: Number(n.getAttribute('data-profile')), gender: n.getAttribute('data-gender'), age: Number(n.getAttribute('data-age')),
})));

function expectAudience(profiles: Array<{ gender: string | null; age: number }>, audience: string, where: string) {
  expect(profiles.length, where).toBeGreaterThan(0);
  if (audience === 'milf') for (const p of profiles) expect(p.gender === 'female' && p.age >= 35 && p.age <= 55, `${where}: ${JSON.stringify(p)}`).toBe(true);
  if (audience === 'gay') for (const p of profiles) expect(p.gender, where).toBe('male');
}

for (const site of SITES) {
  test(`every lander of ${site.name} renders its own page with the niche's profiles, at 375 px, without errors`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await skipEntryWarning(context);
    const pages: Array<{ path: string; lander: string; heading: string; structure: string }> = [];
    for (const lander of [...LANDERS_WITH_SLUG, 'tinderswipe']) {
      const slugs = LANDERS_WITH_SLUG.includes(lander) ? [null, 'milf-amsterdam'] : [null];
      for (const slug of slugs) {
        const path = `/landers/${lander}${slug ? `/${slug}` : ''}`;
        const { status, errors } = await openClean(page, site.base + path);
        expect(status, path).toBe(200);
        expect(errors, path).toEqual([]);
        const main = page.locator('main');
        await expect(main, path).toHaveAttribute('data-lander', lander);
        // The slug's prefix names the audience; without one, the site's niche does.
        await expect(main, path).toHaveAttribute('data-audience', slug ? 'milf' : site.niche);
        expectAudience(await shownProfiles(page), slug ? 'milf' : site.niche, `${site.name} ${path}`);
        // The main image is preloaded by the page's head and is the one picture fetched with high priority.
        const preload = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
        await expect(page.locator('main img[fetchpriority="high"]'), path).toHaveAttribute('src', preload!);
        const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
        expect(heading, path).not.toBe('');
        const structure = await main.evaluate((m) => [...m.querySelectorAll('*')].slice(0, 40).map((e) => e.tagName).join(','));
        if (!slug) pages.push({ path, lander, heading, structure });
        // Nothing scrolls sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      }
    }
    // Nine distinct pages: each its own heading and its own structure.
    expect(new Set(pages.map((p) => p.heading)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.structure)).size).toBe(pages.length);
  });

  test(`the member landings of ${site.name} show one profile in three layouts and lead to its signup with the first message`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await skipEntryWarning(context);
    // A profile of this site (ids differ per database), asked from the site's own address (only the browser resolves *.localhost).
    await page.goto(`${site.base}/pages/terms`);
    const { profiles } = await page.evaluate(async () => (await fetch('/api/lander.php?lander=gallery')).json()) as { profiles: Array<{ id: number; name: string }> };
    const member = profiles[0]!;
    const headings: string[] = [];
    for (const landing of MEMBER_LANDINGS) {
      const path = `/members/${member.id}/${landing}${landing === 'landing' ? '' : '/milf'}`;
      const { status, errors } = await openClean(page, site.base + path);
      expect(status, path).toBe(200);
      expect(errors, path).toEqual([]);
      await expect(page.locator('main'), path).toHaveAttribute('data-lander', landing);
      await expect(page.locator(`main [data-profile="${member.id}"]`).first(), path).toBeVisible();
      headings.push((await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
    }
    expect(new Set(headings).size).toBe(3);

    const box = page.getByRole('textbox');
    await box.fill(`Hallo ${member.name}, zin om te kletsen?`);
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`/members/${member.id}/signup$`));
    const draft = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('signup-draft') ?? '{}'));
    expect(draft).toMatchObject({ signup_message: `Hallo ${member.name}, zin om te kletsen?`, signup_profile: member.id });
  });

  test(`a lander's call to action on ${site.name} opens the signup, and the entry warning shows (NL and DE)`, async ({ page }) => {
    await page.goto(`${site.base}/landers/gallery`);
    const warning = page.locator('#site-entry-warning');
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: site.entry }).click();
    await expect(warning).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: site.cta }).last().click();
    await expect(page).toHaveURL(new RegExp('/signup$'));
  });
}

test('a gay slug on the milf site shows men seeking men; a member opening a lander goes on to the members\' area', async ({ page, context, request }) => {
  await skipEntryWarning(context);
  await page.goto(`http://reif.localhost:${port}/landers/gallery/gay-berlin`);
  await expect(page.locator('main')).toHaveAttribute('data-audience', 'gay');
  expectAudience(await shownProfiles(page), 'gay', 'gay-berlin');

  const api = await request.post(`http://localhost:${port}/api/user.php`, {
    data: { email: 'demo@example.com', password: 'vonkje-demo-2026' }, headers: { origin: `http://localhost:${port}` },
  });
  expect(api.ok()).toBe(true);
  await context.addCookies((await request.storageState()).cookies);
  await page.goto(`http://localhost:${port}/landers/video`);
  // The search page starts from the member's own search, written into the address.
  await expect(page).toHaveURL(/\/members(\?|$)/);
});
