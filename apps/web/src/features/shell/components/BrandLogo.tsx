import { AppLink } from '../../../components/ui/AppLink';
import { useSiteSettings } from '../../session';

/** The site's logo: its initial in the brand mark and its name (the name hides on narrow phones). */
export function BrandLogo({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  const settings = useSiteSettings();
  return (
    // Named by the site, also where the compact logo hides the name on a phone (the mark alone is decoration).
    <AppLink to={to} className="brand-logo navbar-brand me-2" aria-label={settings.name}>
      <span className="brand-mark" aria-hidden="true">{settings.name.charAt(0).toUpperCase()}</span>
      <span className={compact ? 'd-none d-sm-inline' : undefined}>{settings.name}</span>
    </AppLink>
  );
}
