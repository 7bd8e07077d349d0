import { expect, test, type Page } from '@playwright/test';
import { newMember } from './fixtures';

const TEXTS = {
  nl: { like: 'Like', pass: 'Overslaan', left: (n: number) => `Vandaag nog ${n} van 4 likes`, wait: 'Je likes voor vandaag zijn op' },
  en: { like: 'Like', pass: 'Pass', left: (n: number) => `${n} of 4 likes left today`, wait: 'You\'ve used today\'s likes' },
} as const;

/** Drags the top card sideways with the mouse, the way a finger swipes it on a phone. */
async function dragTopCard(page: Page, direction: 1 | -1) {
  const box = (await page.getByTestId('swipe-top').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width / 2 + direction * step * 30, y);
  await page.mouse.up();
}

const VARIANTS = [['nl', 375], ['nl', 1280], ['en', 375], ['en', 1280]] as const;

for (const [lang, width] of VARIANTS) {
  test(`${lang}, ${width} px: the swipe game gives four likes (swipe, keyboard, buttons), passes are free, then the wait screen counts down`, async ({ page, context }) => {
    const t = TEXTS[lang];
    await page.setViewportSize({ width, height: 850 });
    await newMember(page, context, `Swiper${width}${lang}`, lang);
    await page.goto('/swipe-game');
    const top = page.getByTestId('swipe-top');
    await expect(top).toBeVisible();
    await expect(page.getByTestId('likes-left')).toHaveText(t.left(4));

    const name = async () => (await top.getByRole('heading').first().textContent())?.trim();
    // A pass by dragging left: free.
    let before = await name();
    await dragTopCard(page, -1);
    await expect.poll(name).not.toBe(before);
    await expect(page.getByTestId('likes-left')).toHaveText(t.left(4));
    // A like by dragging right, one by the right arrow key, two by the button.
    before = await name();
    await dragTopCard(page, 1);
    await expect(page.getByTestId('likes-left')).toHaveText(t.left(3));
    await expect.poll(name).not.toBe(before);
    await top.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('likes-left')).toHaveText(t.left(2));
    await page.getByRole('button', { name: t.like, exact: true }).click();
    await expect(page.getByTestId('likes-left')).toHaveText(t.left(1));
    await page.getByRole('button', { name: t.like, exact: true }).click();

    const wait = page.getByTestId('swipe-wait');
    await expect(wait).toBeVisible();
    await expect(wait.getByRole('heading', { name: t.wait })).toBeVisible();
    const clock = wait.getByRole('timer');
    const first = await clock.textContent();
    expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await expect.poll(() => clock.textContent(), { timeout: 3000 }).not.toBe(first);
    // The allowance is the server's: a reload still waits, and the API refuses a fifth like.
    await page.reload();
    await expect(page.getByTestId('swipe-wait')).toBeVisible();
    const given = await page.evaluate(async () => (await (await fetch('/api/likes.php?type=given')).json()).counts.given as number);
    expect(given).toBe(4);
  });
}
