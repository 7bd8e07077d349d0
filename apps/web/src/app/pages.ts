import type { ComponentType } from 'react';
import { loadChunk } from '../lib/lazy-page';
import { laterTexts } from '../lib/i18n';
import { preloadRouteCode } from '../lib/preload-route-code';
import { FIRST_TEXT_PAGES } from './first-text-pages';

type PageModule = { default: ComponentType };
const info = () => import('../features/info/InfoPage');
const signup = () => import('../features/account/pages/SignupPage');
const chats = () => import('../features/chat/pages/ChatsPage');
const likes = () => import('../features/likes/pages/LikesPage');

/** Every route name of the shared table mapped to its page; each page is its own code chunk. */
const PAGES: Record<string, () => Promise<PageModule>> = {
  index: () => import('../features/home/HomePage'),
  login: () => import('../features/account/pages/LoginPage'),
  signup,
  'members-id-signup': signup,
  'complete-signup': () => import('../features/account/pages/CompleteSignupPage'),
  'reset-password': () => import('../features/account/pages/ResetPasswordPage'),
  'reset-password-do': () => import('../features/account/pages/ResetPasswordDoPage'),
  'activate-done': () => import('../features/account/pages/ActivateDonePage'),
  'activate-error': () => import('../features/account/pages/ActivateErrorPage'),
  'mail-change-do': () => import('../features/account/pages/MailChangeDoPage'),
  settings: () => import('../features/account/pages/SettingsPage'),
  'account-deleted': () => import('../features/account/pages/AccountDeletedPage'),
  'lang-config': () => import('../features/account/pages/LanguagePage'),
  complaints: () => import('../features/info/ComplaintsPage'),
  members: () => import('../features/members/SearchPage'),
  'members-id': () => import('../features/members/MemberPage'),
  'likes-m-id': () => import('../features/members/MemberPage'),
  likes,
  'likes-type': likes,
  profile: () => import('../features/profile/ProfilePage'),
  chats: chats,
  'chats-id': chats,
  'members-id-chat': chats,
  pricing: () => import('../features/info/PricingPage'),
  credits: () => import('../features/payments/pages/CreditsPage'),
  'credits-id-paymentmethod': () => import('../features/payments/pages/PaymentMethodPage'),
  'credits-repeat-order': () => import('../features/payments/pages/RepeatOrderPage'),
  directdebit: () => import('../features/payments/pages/DirectDebitPage'),
  premium: () => import('../features/payments/pages/PremiumPage'),
  'transactions-id': () => import('../features/payments/pages/TransactionsPage'),
  notifications: () => import('../features/notifications/pages/NotificationsPage'),
  'swipe-game': () => import('../features/discovery/pages/SwipeGamePage'),
  'match-finder': () => import('../features/discovery/pages/MatchFinderPage'),
  'signup-matches': () => import('../features/discovery/pages/SignupMatchesPage'),
  token: info,
  'pages-ban': info,
  'pages-cookies': info,
  'pages-faq': info,
  'pages-privacy': info,
  'pages-return-policy': info,
  'pages-service': info,
  'pages-terms': info,
};

/** Routes whose feature is still being built render the coming-soon page skeleton. */
export const loadPage = (name: string): Promise<PageModule> =>
  loadChunk(PAGES[name] ?? (() => import('../features/coming-soon/ComingSoonPage')), { firstTextsOnly: FIRST_TEXT_PAGES.includes(name) });

/**
 * Warms a page's code in the background: fetched (see preload-route-code.ts), not run; without the build's map, the
 * chunk is loaded; so is the rest of the texts if the page needs them. A failure is left to the real navigation (which
 * reloads once), never a reload here.
 */
export const prefetchPage = (name: string): Promise<unknown> => Promise.all([
  preloadRouteCode(name).then((preloaded) => (preloaded ? undefined : PAGES[name]?.())),
  FIRST_TEXT_PAGES.includes(name) ? null : laterTexts(),
]).catch(() => undefined);
