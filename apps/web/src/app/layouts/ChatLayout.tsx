import { Outlet } from 'react-router';
import { SiteEntryWarning, TopBar } from '../../features/shell';
import { SkipLink } from './DefaultLayout';

/** The chat layout: the top bar and the conversation filling the rest of the screen (100dvh in all), no footer. */
export function ChatLayout() {
  return (
    <div className="chat-layout">
      <SkipLink />
      <TopBar />
      <main id="main" className="app-main d-flex flex-column"><Outlet /></main>
      <SiteEntryWarning layout="chat" />
    </div>
  );
}
