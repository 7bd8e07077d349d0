import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpAndActivate, skipEntryWarning } from './fixtures';

test('a new member is asked for a photo until one is up: the banner goes and the account menu shows it, and a delete brings them back', async ({ page, context }) => {
  await skipEntryWarning(context);
  await signUpAndActivate(page, 'Noor');
  const banner = page.getByTestId('add-photo-warning');
  const accountMenu = page.getByRole('button', { name: 'Account van Noor' });
  const avatar = accountMenu.getByTestId('account-avatar');

  await page.goto('/members');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Profielen met een foto krijgen veel meer reacties.');
  await expect(avatar).toHaveCount(0);

  // To the own profile through the account menu, as a member would go.
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Mijn profiel' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const jpeg = await sharp({ create: { width: 640, height: 800, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
  const [uploaded] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/photo.php') && r.request().method() === 'POST'),
    page.locator('#photo-upload').setInputFiles({ name: 'portret.jpg', mimeType: 'image/jpeg', buffer: jpeg }),
  ]);
  expect(uploaded.status()).toBe(201);
  const { photo } = await uploaded.json() as { photo: { thumb_url: string } };
  await expect(page.getByText('Je foto is geplaatst.')).toBeVisible();
  // The web app shows the address the server gave, which names the photo by its key, never by its id.
  expect(photo.thumb_url).toMatch(/[?&]key=/);

  // At once, without waiting for the periodic refresh: the menu shows the photo, and the banner is gone.
  await expect(avatar).toHaveAttribute('src', photo.thumb_url);
  await page.getByRole('link', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\/members(\?.*)?$/);
  await expect(page.getByTestId('member-card').first()).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(avatar).toHaveAttribute('src', photo.thumb_url);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.reload();
  await expect(page.getByTestId('member-card').first()).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(avatar).toHaveAttribute('src', photo.thumb_url);

  // Delete from the photo manager: the web app's own DELETE, without a body.
  await page.goto('/profile');
  const [deleted] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/photo.php?id=') && r.request().method() === 'DELETE'),
    page.getByRole('button', { name: 'Verwijderen' }).click(),
  ]);
  expect(deleted.request().postData()).toBeNull();
  await expect(page.getByText('Foto verwijderd.')).toBeVisible();
  await expect(avatar).toHaveCount(0);
  await page.getByRole('link', { name: 'Zoeken' }).click();
  await expect(banner).toBeVisible();
});
