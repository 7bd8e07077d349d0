import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { User } from '@app/shared';
import { useLogout } from '../../session';
import { Menu, MenuDivider } from '../../../components/ui/Menu';

/** The member's main photo as the server addresses it (never an address built here), else their initial. */
export function Avatar({ user }: { user: User }) {
  const thumb = user.profile.main_image?.thumb_filename;
  return thumb
    ? <img className="avatar-thumb" src={thumb} alt="" width={32} height={32} data-testid="account-avatar" />
    : <span className="avatar-thumb" aria-hidden="true">{user.profile.name.charAt(0).toUpperCase()}</span>;
}

export function AccountDropdown({ user }: { user: User }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Menu label={t('web.nav.account', { name: user.profile.name })}
      toggle={<><Avatar user={user} /><span className="topbar-label">{user.profile.name}</span></>}>
      <li><Link role="menuitem" tabIndex={-1} className="dropdown-item" to="/profile">{t('web.nav.my_profile')}</Link></li>
      <li><Link role="menuitem" tabIndex={-1} className="dropdown-item" to="/settings">{t('web.nav.settings')}</Link></li>
      <MenuDivider />
      <li>
        <button type="button" role="menuitem" tabIndex={-1} className="dropdown-item" onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/') })}>
          {t('web.nav.logout')}
        </button>
      </li>
    </Menu>
  );
}
