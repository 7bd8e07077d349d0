import { expect, test, type Browser, type Page } from '@playwright/test';
import { newMember, ownProfileId } from './fixtures';

/** What a member reads, per language (the app's catalogues). */
const TEXTS = {
  nl: { like: 'Like geven', liked: 'Geliket', likes: 'Likes', newMarker: 'Nieuw', newLike: 'Nieuwe like!', chat: 'Begin met chatten', match: 'Match', compose: 'Schrijf een bericht…' },
  en: { like: 'Like', liked: 'Liked', likes: 'Likes', newMarker: 'New', newLike: 'New like!', chat: 'Start chatting', match: 'Match', compose: 'Write a message…' },
} as const;
type Lang = keyof typeof TEXTS;

async function memberWindow(browser: Browser, name: string, lang: Lang, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 850 } });
  const page = await context.newPage();
  await newMember(page, context, name, lang);
  return page;
}

const VARIANTS = [['nl', 375], ['nl', 1280], ['en', 375], ['en', 1280]] as const;

for (const [lang, width] of VARIANTS) {
  test(`${lang}, ${width} px: A likes B; B sees the new like, opens A (badge clears), likes back, and both get the match`, async ({ browser }) => {
    const t = TEXTS[lang];
    const a = await memberWindow(browser, `Anouk${width}${lang}`, lang, width);
    const b = await memberWindow(browser, `Bas${width}${lang}`, lang, width);
    const aId = await ownProfileId(a);
    const bId = await ownProfileId(b);
    await b.goto('/members');
    const likesLink = b.getByRole('link', { name: new RegExp(`^${t.likes}`) });
    await expect(likesLink).toHaveAccessibleName(t.likes);

    await a.goto(`/members/${bId}`);
    await a.getByRole('button', { name: t.like, exact: true }).click();
    await expect(a.getByRole('button', { name: t.liked })).toHaveAttribute('aria-pressed', 'true');

    // B learns it live: the badge, the title prefix, and the liked-by entry marked new.
    await expect(likesLink).toHaveAccessibleName(`${t.likes} (1)`);
    await expect(b).toHaveTitle(/^\(1\) /);
    await likesLink.click();
    await expect(b).toHaveURL(/\/likes$/);
    const card = b.getByTestId('member-card').filter({ hasText: `Anouk${width}${lang}` });
    await expect(card.getByTestId('new-marker')).toHaveText(t.newMarker);
    await card.getByRole('link', { name: new RegExp(`Anouk${width}${lang}`) }).click();
    await expect(b).toHaveURL(new RegExp(`/likes/m/${aId}$`));
    await expect(likesLink).toHaveAccessibleName(t.likes);
    await expect(b).not.toHaveTitle(/^\(\d+\) /);

    // B likes back: a match. The overlay shows for B, who clicked, and for A, who is online.
    await b.getByRole('button', { name: t.like, exact: true }).click();
    const overlay = b.getByTestId('match-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('heading', { name: t.newLike })).toBeVisible();
    await expect(a.getByTestId('match-overlay')).toBeVisible();
    await a.getByTestId('match-overlay').click({ position: { x: 5, y: 5 } });
    await expect(a.getByTestId('match-overlay')).toBeHidden();
    await expect(a.getByRole('button', { name: t.match })).toBeVisible();

    await overlay.getByRole('button', { name: t.chat }).click();
    await expect(b).toHaveURL(new RegExp(`/members/${aId}/chat$`));
    // The conversation-start flag: the member came to write, the cursor is in the message box.
    await expect(b.getByLabel(t.compose)).toBeFocused();
    await b.goto('/likes/matches');
    await expect(b.getByTestId('member-card').filter({ hasText: `Anouk${width}${lang}` })).toBeVisible();
    await a.context().close();
    await b.context().close();
  });
}
