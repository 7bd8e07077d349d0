import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_REACTIVATION_DAYS } from '@app/shared/constants';
import { AuthCard } from '../components/AuthCard';

export default function AccountDeletedPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('web.account_deleted.title')}>
      <p>{t('web.account_deleted.text', { days: ACCOUNT_REACTIVATION_DAYS })}</p>
      <Link to="/">{t('web.error.back_home')}</Link>
    </AuthCard>
  );
}
