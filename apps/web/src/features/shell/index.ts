/** The shell's public API: the app frame the layouts are built from, and the counts and language switch others use. */
export { shellKeys } from './api/keys';
export { TopBar } from './components/TopBar';
export { Banners } from './components/Banners';
export { Footer } from './components/Footer';
export { SiteEntryWarning } from './components/SiteEntryWarning';
export { BrandLogo } from './components/BrandLogo';
export { useAppBadge, useChatCounts, usePublishChatCounts, type ChatCounts } from './hooks/use-chat-counts';
export { useChangeLanguage } from './hooks/use-change-language';
export { usePushState } from './hooks/use-push-state';
export { showFooter } from './rules';
export { ErrorPage, NotFoundPage } from './components/ErrorPage';
export { PageTitle } from './components/Title';
