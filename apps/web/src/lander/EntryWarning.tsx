import { useState } from 'react';
import { MIN_AGE } from '@app/shared/constants';
import { showSiteEntryWarning } from '../features/shell/rules';
import { visitorCountry } from '../features/session/visitor-country';
import { parseMarkdown, type Inline } from '../components/ui/markdown';
import { useIsInstalledApp } from '../lib/installed-app';
import { dismiss, dismissedAt, LOCAL_FLAGS } from '../lib/local-flags';
import { refuseEscape, useModalDialog } from '../lib/use-modal-dialog';
import { useLander } from './context';

function Inlines({ inlines }: { inlines: Inline[] }) {
  return inlines.map((inline, i) => {
    if (inline.kind === 'bold') return <strong key={i}>{inline.text}</strong>;
    // Links are the site's own legal pages: full page loads, as everything a lander links to.
    if (inline.kind === 'link') return <a key={i} href={inline.href}>{inline.text}</a>;
    return inline.text;
  });
}

/**
 * Spec 2: the site-entry warning on a lander shows only for visitors from NL and DE (the shell's rule, with the
 * lander layout), never in installed-app mode, and once: the answer is stored as the main app stores it.
 */
export function EntryWarning() {
  const { t, settings, entryWarning } = useLander();
  const isInstalled = useIsInstalledApp();
  const [dismissed, setDismissed] = useState(() => dismissedAt(LOCAL_FLAGS.siteEntryWarning) !== null);
  const visible = showSiteEntryWarning({
    isLoggedIn: false, isInstalledApp: isInstalled, enableSiteEntryPopup: settings.enable_site_entry_popup, isDismissed: dismissed,
    country: visitorCountry(settings), popupCountries: settings.site_entry_popup_countries, routeName: null, layout: 'lander',
  });
  if (!visible || !entryWarning) return null;
  const [title, ...body] = entryWarning.split('\n');
  const accept = () => { dismiss(LOCAL_FLAGS.siteEntryWarning); setDismissed(true); };
  return (
    <EntryDialog title={title!.replace(/^#\s*/, '')} onAccept={accept} acceptLabel={t('entry.enter', { min_age: MIN_AGE })}
      leave={<a className="l-btn l-btn-outline" href={t('entry.leave_url')} rel="noreferrer">{t('entry.leave')}</a>}>
      {parseMarkdown(body.join('\n')).map((block, i) => {
        if (block.kind === 'heading') return <h3 key={i}>{block.text}</h3>;
        if (block.kind === 'paragraph') return <p key={i}><Inlines inlines={block.inlines} /></p>;
        return <ul key={i}>{block.items.map((item, j) => <li key={j}><Inlines inlines={item} /></li>)}</ul>;
      })}
    </EntryDialog>
  );
}

/** A native modal dialog: focus stays inside and the page behind is inert; Escape is refused (it must be answered). */
function EntryDialog({ title, leave, acceptLabel, onAccept, children }: {
  title: string; leave: React.ReactNode; acceptLabel: string; onAccept: () => void; children: React.ReactNode;
}) {
  const { dialog, initialFocus: acceptButton } = useModalDialog<HTMLButtonElement>();
  return (
    <dialog ref={dialog} id="site-entry-warning" className="l-dialog" aria-labelledby="site-entry-warning-title" onCancel={refuseEscape}>
      <h2 id="site-entry-warning-title">{title}</h2>
      {children}
      <div className="l-dialog-actions">
        {leave}
        <button ref={acceptButton} type="button" className="l-btn" onClick={onAccept}>{acceptLabel}</button>
      </div>
    </dialog>
  );
}
