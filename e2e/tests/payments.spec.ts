import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newMember } from './fixtures';

/** What a member reads, per language (from the app's catalogues; the test provider's buttons are found by value). */
const TEXTS = {
  nl: {
    consent: /herroepingsrecht van 14 dagen/, pay: /^Betalen/, getPremium: 'Word premium', off: '25% korting', receipt: /Je betaalbewijs van/,
    completed: 'Betaling gelukt', failedTitle: 'Betaling mislukt', failedText: 'De betaling is mislukt of geannuleerd.', card: 'Creditcard',
  },
  en: {
    consent: /14-day right of withdrawal/, pay: /^Pay/, getPremium: 'Get Premium', off: '25% off', receipt: /Your receipt from/,
    completed: 'Payment successful', failedTitle: 'Payment failed', failedText: 'The payment failed or was cancelled.', card: 'Credit card',
  },
} as const;
type Lang = keyof typeof TEXTS;

/** On /credits/{id}: picks the method, ticks the withdrawal consent, pays, and answers `outcome` on the test provider's page. */
async function payWith(page: Page, lang: Lang, method: string, outcome: 'paid' | 'failed') {
  const t = TEXTS[lang];
  await page.getByRole('link', { name: method, exact: true }).click();
  await expect(page).toHaveURL(/\/credits\/\d+\/[a-z]+/);
  const pay = page.getByRole('button', { name: t.pay });
  await expect(pay).toBeDisabled();
  await page.getByLabel(t.consent).check();
  await pay.click();
  await expect(page).toHaveURL(/\/dev\/pay\/[\w-]+$/);
  await page.locator(`button[name="go"][value="${outcome}"]`).click();
  await expect(page).toHaveURL(/\/transactions\/\d+\?return=1$/);
}

const VARIANTS = [['nl', 375], ['nl', 1280], ['en', 375], ['en', 1280]] as const;

for (const [lang, width] of VARIANTS) {
  test.describe(`${lang}, ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // One member per variant: signups are rate-limited per IP (10 an hour), and the failure comes first on purpose:
    // it must leave the member as they were (no premium, time bonus still running) and the retry still gets the discount.
    test('a new member sees the time bonus; a failed iDEAL payment says so; paying again by card buys p1 with 25 % off', async ({ page, context }) => {
      const t = TEXTS[lang];
      const email = await newMember(page, context, `Koper${width}${lang}`, lang);

      await page.goto('/members');
      const banner = page.getByTestId('time-bonus-banner');
      await expect(banner).toBeVisible();
      const countdown = banner.getByTestId('time-bonus-countdown');
      await expect(countdown).toHaveText(/^0[34]:[0-5]\d:[0-5]\d$/);
      const shown = await countdown.textContent();
      await expect(countdown).not.toHaveText(shown!, { timeout: 3000 });
      const topBar = page.getByRole('banner');
      await expect(topBar.getByRole('link', { name: t.getPremium })).toBeVisible();

      await banner.getByRole('link').click();
      await expect(page).toHaveURL(/\/credits$/);
      const p1 = page.getByTestId('package-card').filter({ has: page.locator('.package-p1') });
      await expect(p1).toContainText(t.off);
      await p1.getByRole('link').click();
      await expect(page).toHaveURL(/\/credits\/\d+$/);

      await page.getByRole('link', { name: 'iDEAL', exact: true }).click();
      await expect(page).toHaveURL(/\/credits\/\d+\/ideal$/);
      await expect(page.getByTestId('order-discount')).toContainText('25%');
      await payWith(page, lang, 'iDEAL', 'failed');

      const failed = page.getByTestId('payment-failed');
      await expect(failed).toBeVisible({ timeout: 20_000 });
      await expect(failed.getByRole('heading', { name: t.failedTitle })).toBeVisible();
      await expect(failed).toContainText(t.failedText);
      await expect(topBar.getByRole('link', { name: t.getPremium })).toBeVisible();

      await failed.getByTestId('retry-methods').getByRole('link', { name: t.card, exact: true }).click();
      await expect(page).toHaveURL(/\/credits\/\d+\/creditcard$/);
      // Still the time bonus: a failed payment used nothing up.
      await expect(page.getByTestId('order-discount')).toContainText('25%');
      await payWith(page, lang, t.card, 'paid');

      const completed = page.getByTestId('payment-completed');
      await expect(completed).toBeVisible({ timeout: 20_000 });
      await expect(completed).toContainText(t.completed);
      await expect(topBar.getByRole('link', { name: /^Credits/ })).toBeVisible();
      await expect(topBar.getByRole('link', { name: t.getPremium })).toHaveCount(0);

      // Premium now: the welcome time bonus is over for good.
      await page.goto('/members');
      await expect(topBar.getByRole('link', { name: /^Credits/ })).toBeVisible();
      await expect(page.getByTestId('time-bonus-banner')).toHaveCount(0);

      await expect(async () => {
        await page.goto('/dev/mail');
        await expect(page.getByRole('row').filter({ hasText: email }).filter({ hasText: t.receipt })).toHaveCount(1, { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
    });
  });
}
