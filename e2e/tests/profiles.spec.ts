import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { logInThroughForm, skipEntryWarning } from './fixtures';

test('a member edits the profile, uploads a photo without metadata, searches with filters, and blocks a profile away', async ({ page, context }) => {
  await skipEntryWarning(context);
  await logInThroughForm(page, 'demo@example.com', 'vonkje-demo-2026');

  // Start without photos, whatever an earlier run on the same database left.
  await page.evaluate(async () => {
    const own = (await (await fetch('/api/profile.php')).json()) as { profile: { photos: Array<{ id: number }> } };
    for (const photo of own.profile.photos) await fetch(`/api/photo.php?id=${photo.id}`, { method: 'DELETE' });
  });
  await page.goto('/profile');
  await page.getByLabel('Haarkleur').selectOption('dark_blond');
  await page.getByLabel('Regio').selectOption('NL-NH');
  await page.getByLabel('Plaats').selectOption('Haarlem');
  await page.getByLabel('Over mij').fill('Ik hou van de zee, goede koffie en lange gesprekken.');
  await page.getByRole('button', { name: 'Profiel opslaan' }).click();
  await expect(page.getByText('Je profiel is opgeslagen.')).toBeVisible();

  const withGps = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#b45' } }).jpeg()
    .withExif({ IFD0: { Make: 'Acme', Model: 'Spyphone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' } }).toBuffer();
  const [uploaded] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/photo.php') && r.request().method() === 'POST'),
    page.locator('#photo-upload').setInputFiles({ name: 'vakantie.jpg', mimeType: 'image/jpeg', buffer: withGps }),
  ]);
  await expect(page.getByText('Je foto is geplaatst.')).toBeVisible();
  const { photo } = await uploaded.json() as { photo: { url: string } };
  await expect(page.getByRole('main').locator(`img[src="${photo.url.replace('size=full', 'size=thumb')}"]`)).toBeVisible();
  // The account menu shows the member's own photo at once (the user answer carries the real main image).
  await expect(page.getByRole('button', { name: /Account van/ }).locator('img')).toHaveAttribute('src', photo.url.replace('size=full', 'size=thumb'));
  const served = Buffer.from(await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), photo.url));
  const metadata = await sharp(served).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.exif).toBeUndefined();
  expect(served.toString('latin1')).not.toMatch(/Acme|Spyphone/);

  // The first search is written into the page: the member's own defaults in the address, the cards without a call
  // to members.php, the first ones at once and the rest of the page a row at a time.
  const searches: string[] = [];
  const onRequest = (r: { url(): string }) => { if (r.url().includes('/api/members.php')) searches.push(r.url()); };
  page.on('request', onRequest);
  await page.goto('/members');
  await expect(page).toHaveURL(/\/members\?gender=male&min_age=\d+&max_age=\d+$/);
  await expect(page.getByTestId('member-card').nth(19)).toBeVisible();
  expect(searches).toEqual([]);
  page.off('request', onRequest);

  await page.getByLabel('Geslacht').selectOption('male');
  await page.getByLabel('Leeftijd vanaf').fill('30');
  await page.getByLabel('Leeftijd tot').fill('40');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/members.php') && r.url().includes('max_age=40')),
    page.getByRole('button', { name: 'Zoeken', exact: true }).click(),
  ]);
  await expect(page).toHaveURL(/gender=male.*min_age=30.*max_age=40|min_age=30.*max_age=40.*gender=male/);
  const cards = page.getByTestId('member-card');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) {
    const age = Number(/\b(\d{2})\b/.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(30);
    expect(age).toBeLessThanOrEqual(40);
  }
  const before = await page.evaluate(async () => (await (await fetch('/api/members.php?gender=male&min_age=30&max_age=40')).json()) as { numResults: number });

  const name = (await cards.first().locator('.fw-semibold').innerText()).trim();
  await cards.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('button', { name: 'Dit lid blokkeren' }).click();
  // Blocking asks first, and says what it does.
  const confirm = page.getByTestId('block-confirm');
  await expect(confirm).toContainText(`${name} blokkeren?`);
  await confirm.getByRole('button', { name: 'Blokkeren', exact: true }).click();
  await expect(page.getByText('Je hebt dit lid geblokkeerd.')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/members\?/);
  await expect(page.locator(`a[href="/members/${id}"]`)).toHaveCount(0);
  const after = await page.evaluate(async () => (await (await fetch('/api/members.php?gender=male&min_age=30&max_age=40')).json()) as { numResults: number; profiles: Array<{ id: number }> });
  expect(after.numResults).toBe(before.numResults - 1);
  expect(after.profiles.map((p) => p.id)).not.toContain(id);
  // Unblock so other journeys start from the same demo data.
  await page.evaluate(async (profileId) => fetch('/api/block.php', { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ profile_id: profileId }) }), id);
});
