import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { badgeLabel, creditBadge } from '@app/shared/rules/badges';
import { Icon, type IconName } from '../../../components/ui/Icon';
import { hasInAppHistory, useIsInstalledApp } from '../../../lib/installed-app';
import { useCurrentRoute } from '../../../lib/route-context';
import { useSession } from '../../session';
import { TimeBonus } from '../../time-bonus';
import { useChatCounts } from '../hooks/use-chat-counts';
import { showBackButton } from '../rules';
import { AccountDropdown } from './AccountDropdown';
import { BrandLogo } from './BrandLogo';
import { LanguageDropdown } from './LanguageDropdown';

interface NavItemProps { to: string; icon: IconName; label: string; badge?: string | null; badgeClass?: string; active?: boolean }

/** `active` overrides the path match: a chat reached from a profile (/members/{id}/chat) belongs to Messages, not Search. */
function NavItem({ to, icon, label, badge, badgeClass = 'badge-unread', active }: NavItemProps) {
  const content = (
    <>
      <Icon name={icon} />
      {badge && <span className={`badge rounded-pill topbar-badge ${badgeClass}`} aria-hidden="true">{badge}</span>}
      <span className="topbar-label" aria-hidden="true">{label}</span>
    </>
  );
  const ariaLabel = badge ? `${label} (${badge})` : label;
  return (
    <li className="nav-item">
      {active === undefined
        ? <NavLink to={to} className="nav-link" aria-label={ariaLabel}>{content}</NavLink>
        : <Link to={to} className={`nav-link${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined} aria-label={ariaLabel}>{content}</Link>}
    </li>
  );
}

function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isInstalled = useIsInstalledApp();
  const route = useCurrentRoute();
  // Read on every navigation (useLocation re-renders this), after the router has written the new history entry.
  useLocation();
  if (!showBackButton(isInstalled, route?.name ?? null, hasInAppHistory())) return null;
  return (
    <button type="button" className="back-button" onClick={() => void navigate(-1)} aria-label={t('web.nav.back')}>
      <Icon name="back" />
    </button>
  );
}

/**
 * The top navigation of the default and chat layouts, followed by the time bonus (spec 2): its members area spans
 * both layouts (/members and /chats), so it lives here rather than among the default layout's banners.
 */
export function TopBar() {
  const { t } = useTranslation();
  const { user } = useSession();
  const counts = useChatCounts();
  const route = useCurrentRoute();
  const isChatWithMember = route?.name === 'members-id-chat';
  const credits = user ? creditBadge(user.credits, user.paid_user) : null;
  return (
    <>
    <header className="topbar">
      <nav className="navbar navbar-expand" aria-label={t('web.nav.main')}>
        <div className="container">
        <BackButton />
        <BrandLogo to={user ? '/members' : '/'} compact={Boolean(user)} />
        <ul className="navbar-nav ms-auto align-items-center gap-1 gap-md-2">
          {user ? (
            <>
              <NavItem to="/members" icon="search" label={t('web.nav.search')} active={isChatWithMember ? false : undefined} />
              <NavItem to="/chats" icon="chat" label={t('web.nav.messages')} badge={badgeLabel(counts.unread)} active={isChatWithMember || undefined} />
              <NavItem to="/likes" icon="heart" label={t('web.nav.likes')} badge={badgeLabel(counts.newLikes)} />
              {user.paid_user
                ? <NavItem to="/credits" icon="coins" label={t('web.nav.credits')} badge={credits?.label} badgeClass={`text-bg-${credits?.variant ?? 'warning'}`} />
                : <NavItem to="/premium" icon="star" label={t('web.nav.get_premium')} />}
              <LanguageDropdown />
              <AccountDropdown user={user} />
            </>
          ) : (
            <>
              <LanguageDropdown />
              <li className="nav-item"><Link to="/login" className="btn btn-primary">{t('web.nav.login')}</Link></li>
            </>
          )}
        </ul>
        </div>
      </nav>
    </header>
    {user && <TimeBonus routeName={route?.name ?? null} />}
    </>
  );
}
