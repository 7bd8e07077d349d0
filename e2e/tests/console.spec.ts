import { expect, test, type Page } from '@playwright/test';
import { totpCode, totpStep } from '../../apps/server/src/platform/totp.js';
import { newMember } from './fixtures';

// The demo admin of the seed (README: demo staff); its TOTP secret is fixed for development only.
const ADMIN = { email: 'admin@vonkje.example', password: 'console-demo-2026', secret: 'VONKJEADMINDEMOSECRETFORTOTPAPP2' };

async function signInToConsole(page: Page) {
  await page.goto('/console');
  await page.getByLabel('E-mailadres').fill(ADMIN.email);
  await page.getByLabel('Wachtwoord').fill(ADMIN.password);
  // A code is good once: wait for a fresh time step if this one was used by an earlier sign-in of the run.
  await page.getByLabel('Code uit je authenticator-app').fill(totpCode(ADMIN.secret, totpStep(new Date())));
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('navigation', { name: 'Onderdelen' })).toBeVisible();
}

test('an admin signs in with TOTP, approves a photo, answers as a fictional profile while the member watches, and bans the member', async ({ browser }) => {
  test.setTimeout(120_000);
  // The member, on a phone, in Dutch: writes to a fictional profile of the demo population.
  const memberContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const member = await memberContext.newPage();
  const email = await newMember(member, memberContext, 'Merel', 'nl');
  const fictional = await member.evaluate(async () => {
    const { profiles } = await (await fetch('/api/members.php?page=1')).json() as { profiles: Array<{ id: number; name: string; fictional: boolean }> };
    return profiles.find((p) => p.fictional)!;
  });
  expect(fictional).toBeTruthy();
  const sent = await member.evaluate(async (profile) => (await fetch('/api/message.php', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profile, kind: 'text', text: 'Hoi! Ben jij een echt persoon?', client_id: crypto.randomUUID(), acknowledge_fictional: true }),
  })).status, fictional.id);
  expect(sent).toBe(201);
  await member.goto(`/members/${fictional.id}/chat`);
  await expect(member.getByTestId('message').last()).toContainText('Ben jij een echt persoon?');

  // The admin, at a desk.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signInToConsole(admin);

  // A pending photo (the demo seed leaves a few waiting) is approved and leaves the queue.
  await admin.getByRole('link', { name: "Foto's" }).click();
  const firstPhoto = admin.locator('[data-testid="pending-photo"]').first();
  await expect(firstPhoto).toBeVisible();
  const photoId = await firstPhoto.getAttribute('data-photo-id');
  await firstPhoto.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(admin.locator(`[data-testid="pending-photo"][data-photo-id="${photoId}"]`)).toHaveCount(0);

  // The member's conversation waits in the answering queue; the admin takes it and answers truthfully.
  await admin.getByRole('link', { name: 'Antwoordwachtrij' }).click();
  const row = admin.getByRole('row').filter({ hasText: 'Merel' }).filter({ hasText: fictional.name });
  await row.getByRole('button', { name: 'Nemen' }).click();
  await expect(admin).toHaveURL(/\/console\/queue\/\d+$/);
  await expect(admin.getByText('Ben jij een echt persoon?')).toBeVisible();
  await admin.getByRole('button', { name: 'Eerlijk antwoord invoegen' }).click();
  const answer = await admin.getByLabel('Je antwoord').inputValue();
  expect(answer).toMatch(/fictie|fictief/i);
  await admin.getByRole('button', { name: 'Versturen', exact: true }).click();

  // It arrives in the member's open chat without a reload, from the fictional profile, labelled, at no cost.
  await expect(member.getByTestId('message').last()).toContainText(answer.slice(0, 40), { timeout: 5000 });

  // The admin bans the member: the member's open tab goes to the ban page.
  await admin.goto('/console/members');
  await admin.getByLabel('Leden zoeken').fill(email);
  await admin.getByRole('button', { name: 'Zoeken' }).click();
  await admin.getByRole('link', { name: 'Merel' }).click();
  await admin.getByRole('button', { name: 'Blokkeren' }).click();
  await admin.getByLabel('Reden').fill('Test: ban from the console journey');
  await admin.getByRole('dialog').getByRole('button', { name: 'Blokkeren' }).click();
  await expect(member).toHaveURL(/\/pages\/ban$/, { timeout: 10_000 });

  await admin.screenshot({ path: test.info().outputPath('console-1280.png') });
  await memberContext.close();
  await adminContext.close();
});
