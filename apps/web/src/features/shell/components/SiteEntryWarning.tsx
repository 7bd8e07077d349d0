import { useTranslation } from '../../../lib/use-translation';
import type { LayoutName } from '@app/shared/routes';
import { MIN_AGE } from '@app/shared/constants';
import { useIsInstalledApp } from '../../../lib/installed-app';
import { LOCAL_FLAGS, useDismissal } from '../../../lib/local-flags';
import { refuseEscape, useModalDialog } from '../../../lib/use-modal-dialog';
import { useCurrentRoute } from '../../../lib/route-context';
import { useSession, useSiteSettings, visitorCountry } from '../../session';
import { useLegalText } from '../../info';
import { Markdown } from '../../../components/ui/Markdown';
import { showSiteEntryWarning } from '../rules';

/** Spec 2: the adult-content warning (id site-entry-warning), shown once to logged-out visitors. */
export function SiteEntryWarning({ layout }: { layout: LayoutName }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const { isLoggedIn } = useSession();
  const route = useCurrentRoute();
  const isInstalled = useIsInstalledApp();
  const dismissal = useDismissal(LOCAL_FLAGS.siteEntryWarning);
  // The stored dismissal is read only when the rest of the rule would show the warning (members never read it).
  const visible = showSiteEntryWarning({
    isLoggedIn, isInstalledApp: isInstalled, enableSiteEntryPopup: settings.enable_site_entry_popup, isDismissed: false,
    country: visitorCountry(settings), popupCountries: settings.site_entry_popup_countries, routeName: route?.name ?? null, layout,
  }) && !dismissal.isDismissed();
  const text = useLegalText('site-entry-warning', visible);
  const accept = dismissal.dismiss;
  if (!visible || !text) return null;
  const [title, ...body] = text.split('\n');
  return (
    <EntryDialog title={title!.replace(/^#\s*/, '')} onAccept={accept}
      leave={<a className="btn btn-outline-secondary" href={t('web.entry.leave_url')} rel="noreferrer">{t('web.entry.leave')}</a>}
      acceptLabel={t('web.entry.enter', { min_age: MIN_AGE })}>
      <Markdown source={body.join('\n')} />
    </EntryDialog>
  );
}

/**
 * A native modal <dialog>: focus stays inside, the page behind is inert, and Escape (the "cancel" event) is refused,
 * so the warning is answered, not dismissed. Native, so none of a modal library's weight is in the first load.
 */
function EntryDialog({ title, leave, acceptLabel, onAccept, children }: {
  title: string; leave: React.ReactNode; acceptLabel: string; onAccept: () => void; children: React.ReactNode;
}) {
  const { dialog, initialFocus: acceptButton } = useModalDialog<HTMLButtonElement>();
  return (
    <dialog ref={dialog} id="site-entry-warning" className="entry-dialog" aria-labelledby="site-entry-warning-title" onCancel={refuseEscape}>
      <div className="modal-content">
        <div className="modal-header"><h2 id="site-entry-warning-title" className="modal-title h4">{title}</h2></div>
        <div className="modal-body">{children}</div>
        <div className="modal-footer justify-content-between">
          {leave}
          <button ref={acceptButton} type="button" className="btn btn-primary" onClick={onAccept}>{acceptLabel}</button>
        </div>
      </div>
    </dialog>
  );
}
