import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { ACCOUNT_REACTIVATION_DAYS } from '@app/shared/constants';
import { useSiteSettings } from '../../session';
import { cameFromDeletion, forgetDeletedMember } from '../api/account-end';
import { AuthCard } from '../components/AuthCard';

/** Where a deleted account lands: it is gone from view, the mail has the way back for 14 days, then it is erased. */
export default function AccountDeletedPage() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const location = useLocation();
  const queryClient = useQueryClient();
  // Straight after the deletion the browser still holds the member: their session ended on the server, so here too.
  const justDeleted = cameFromDeletion(location.state);
  useEffect(() => { if (justDeleted) forgetDeletedMember(queryClient); }, [justDeleted, queryClient]);
  return (
    <AuthCard title={t('web.account_deleted.title')}>
      <p>{t('web.account_deleted.text', { days: ACCOUNT_REACTIVATION_DAYS })}</p>
      <p>{t('web.account_deleted.erasure', { days: ACCOUNT_REACTIVATION_DAYS })}</p>
      <p className="small text-body-secondary">{t('web.account_deleted.no_mail', { email: settings.support_email })}</p>
      <Link to="/">{t('web.error.back_home')}</Link>
    </AuthCard>
  );
}
