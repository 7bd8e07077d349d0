import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInThroughForm, ownProfileId as profileId, signUpAndActivate, skipEntryWarning } from './fixtures';

async function memberPage(browser: Browser, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await skipEntryWarning(context);
  const page = await context.newPage();
  await logInThroughForm(page, email, 'vonkje-demo-2026');
  return page;
}

const balance = (page: Page) => page.getByTestId('balance');

/** A small JPEG, made by the browser itself (no file in the repository). */
async function photoFile(page: Page): Promise<string> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320; canvas.height = 240;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#2a6'; g.fillRect(0, 0, 320, 240); g.fillStyle = '#fd3'; g.beginPath(); g.arc(160, 120, 70, 0, 7); g.fill();
    return canvas.toDataURL('image/jpeg').split(',')[1]!;
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-photo-')), 'zon.jpg');
  fs.writeFileSync(file, Buffer.from(base64, 'base64'));
  return file;
}

test('two members chat in realtime: text, a gift and a photo, with costs, balances and unread badges', async ({ browser }) => {
  const bram = await memberPage(browser, 'demo2@example.com', 1280);
  const sanne = await memberPage(browser, 'demo@example.com', 375);
  const sanneId = await profileId(sanne);
  await sanne.goto('/chats');

  await bram.goto(`/members/${sanneId}/chat`);
  await expect(bram.getByTestId('send')).toHaveText('Verstuur · 10 credits');
  const before = Number((await balance(bram).textContent())!.match(/\d+/)![0]);
  await bram.getByLabel('Schrijf een bericht…').fill('Hoi Sanne! <b>geen</b> opmaak');
  await bram.getByTestId('send').click();
  await expect(bram.getByTestId('message').last()).toContainText('Hoi Sanne! <b>geen</b> opmaak');
  // Sanne sees it without reloading, within a second: the list, the badge and the title.
  const row = sanne.getByTestId('chat-row').filter({ hasText: 'Bram' });
  await expect(row).toContainText('Hoi Sanne!', { timeout: 1000 });
  await expect(sanne.getByRole('link', { name: /Berichten \(\d+\)/ })).toBeVisible();
  await expect(sanne).toHaveTitle(/^\(\d+\) /);
  await expect(balance(bram)).toHaveText(`Saldo: ${before - 10} credits`);

  await row.getByRole('link').click();
  await expect(sanne.getByTestId('message').last()).toContainText('Hoi Sanne! <b>geen</b> opmaak');
  await expect(sanne.locator('.message-text b')).toHaveCount(0);
  await expect(sanne).not.toHaveTitle(/^\(\d+\) /);
  await sanne.getByLabel('Schrijf een bericht…').fill('Hoi Bram!');
  await sanne.getByTestId('send').click();
  await expect(bram.getByTestId('message').last()).toContainText('Hoi Bram!', { timeout: 1000 });

  // A gift: its price in the picker, the balance drops by it, Sanne sees the gift.
  await bram.getByTestId('gift-button').click();
  await expect(bram.getByTestId('gift-picker')).toContainText('Een cadeautje kost 50 credits');
  await bram.getByRole('radio', { name: 'Rode roos' }).click();
  await bram.getByRole('button', { name: 'Rode roos sturen · 50 credits' }).click();
  await expect(sanne.locator('[data-testid=message][data-kind=gift]').last()).toContainText('Rode roos', { timeout: 2000 });
  await expect(balance(bram)).toHaveText(`Saldo: ${before - 60} credits`);

  // A photo message.
  await bram.getByTestId('photo-input').setInputFiles(await photoFile(bram));
  await bram.getByRole('button', { name: 'Foto sturen · 25 credits' }).click();
  const photo = sanne.locator('[data-testid=message][data-kind=photo] img').last();
  await expect(photo).toBeVisible({ timeout: 5000 });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(balance(bram)).toHaveText(`Saldo: ${before - 85} credits`);
  // Sanne read everything: Bram's last message shows two ticks.
  await expect(bram.locator('.message-mine .message-tick').last()).toHaveText('✓✓');
});

test('a free member starts two conversations, the third is refused with the premium offer; deleting a chat removes it', async ({ page, context }) => {
  await skipEntryWarning(context);
  await signUpAndActivate(page, 'Femke');
  const ids = await page.evaluate(async () => {
    const { profiles } = await (await fetch('/api/members.php?page=1')).json() as { profiles: Array<{ id: number; fictional: boolean }> };
    return profiles.filter((p) => !p.fictional).slice(0, 3).map((p) => p.id);
  });
  for (const id of ids.slice(0, 2)) {
    await page.goto(`/members/${id}/chat`);
    await page.getByLabel('Schrijf een bericht…').fill('Hallo!');
    await page.getByTestId('send').click();
    await expect(page.getByTestId('message').last()).toContainText('Hallo!');
  }
  await expect(page.getByTestId('balance')).toHaveText('Saldo: 0 credits');
  await page.goto(`/members/${ids[2]}/chat`);
  await expect(page.getByTestId('conversation-limit')).toContainText('maximaal 2 gesprekken');
  await expect(page.getByRole('link', { name: 'Word premium' }).last()).toHaveAttribute('href', '/premium');
  await expect(page.getByTestId('composer')).toHaveCount(0);

  await page.goto('/chats');
  await expect(page.getByTestId('chat-row')).toHaveCount(2);
  const first = page.getByTestId('chat-row').first();
  await first.getByRole('button', { name: /verwijderen/ }).click();
  await first.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByTestId('chat-row')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('chat-row')).toHaveCount(1);
});

test('visitors are asked to log in to chat or send a gift, with the signup form', async ({ browser, page, context }) => {
  const member = await memberPage(browser, 'demo@example.com');
  const id = await member.evaluate(async () => ((await (await fetch('/api/members.php?page=1')).json()) as { profiles: Array<{ id: number }> }).profiles[0]!.id);
  await skipEntryWarning(context);
  await page.goto(`/members/${id}`);
  await page.getByRole('button', { name: 'Chatten' }).click();
  await expect(page.getByTestId('signup-modal')).toBeVisible();
  await page.getByTestId('signup-modal').getByRole('button', { name: 'Sluiten' }).click();
  await expect(page.getByRole('status')).toContainText('Je moet ingelogd zijn om te chatten');
  await page.getByRole('button', { name: 'Cadeautje sturen' }).click();
  await page.getByTestId('signup-modal').getByRole('button', { name: 'Sluiten' }).click();
  await expect(page.getByRole('status')).toContainText('Om een cadeautje te sturen moet je ingelogd zijn');
});
