import { Outlet } from 'react-router';
import { SiteEntryWarning, TopBar } from '../../features/shell';
import { SkipLink } from './DefaultLayout';

/** The chat layout: the top bar and the conversation filling the rest of the screen, no footer. */
export function ChatLayout() {
  return (
    <>
      <SkipLink />
      <TopBar />
      <main id="main" className="app-main d-flex flex-column"><Outlet /></main>
      <SiteEntryWarning layout="chat" />
    </>
  );
}
