import type { ComponentType } from 'react';
import { lazyPage } from '../lib/lazy-page';

/** Every route name of the shared table mapped to its page; each page is its own code chunk. */
const comingSoon = lazyPage(() => import('../features/coming-soon/ComingSoonPage'));
const info = lazyPage(() => import('../features/info/InfoPage'));

export const PAGES: Record<string, ComponentType> = {
  index: lazyPage(() => import('../features/home/HomePage')),
  login: lazyPage(() => import('../features/account/pages/LoginPage')),
  signup: lazyPage(() => import('../features/account/pages/SignupPage')),
  'members-id-signup': lazyPage(() => import('../features/account/pages/SignupPage')),
  'reset-password': lazyPage(() => import('../features/account/pages/ResetPasswordPage')),
  'reset-password-do': lazyPage(() => import('../features/account/pages/ResetPasswordDoPage')),
  'activate-done': lazyPage(() => import('../features/account/pages/ActivateDonePage')),
  'activate-error': lazyPage(() => import('../features/account/pages/ActivateErrorPage')),
  'mail-change-do': lazyPage(() => import('../features/account/pages/MailChangeDoPage')),
  settings: lazyPage(() => import('../features/account/pages/SettingsPage')),
  'account-deleted': lazyPage(() => import('../features/account/pages/AccountDeletedPage')),
  'lang-config': lazyPage(() => import('../features/account/pages/LanguagePage')),
  complaints: lazyPage(() => import('../features/info/ComplaintsPage')),
  pricing: info,
  token: info,
  'pages-ban': info,
  'pages-cookies': info,
  'pages-faq': info,
  'pages-privacy': info,
  'pages-return-policy': info,
  'pages-service': info,
  'pages-terms': info,
};

export const pageFor = (name: string): ComponentType => PAGES[name] ?? comingSoon;
