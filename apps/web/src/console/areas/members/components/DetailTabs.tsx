import type { ReactNode } from 'react';
import { Badge, Table } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import type { MemberDetail } from '@app/shared/contracts/console/members';
import { EmptyState, formatDateTime, profileValueText } from '../../../ui';

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Table size="sm" className="mb-0" style={{ maxWidth: '48rem' }}>
      <tbody>{rows.map(([label, value]) => <tr key={label}><th scope="row" className="w-25 fw-normal text-body-secondary">{label}</th><td className="text-break">{value ?? '—'}</td></tr>)}</tbody>
    </Table>
  );
}

export function AccountTab({ account }: { account: MemberDetail['account'] }) {
  const { t, i18n } = useTranslation();
  const at = (v: string | null) => formatDateTime(v, i18n.language);
  const f = (key: string) => t(`console.members.account.${key}`);
  return (
    <Facts rows={[
      [f('email'), account.email],
      [f('status'), t(`console.members.statuses.${account.status}`)],
      [f('language'), account.language],
      [f('signup'), at(account.signup_date)],
      [f('activated'), at(account.activated_at)],
      [f('credits'), account.credits],
      [f('premium'), account.premium ? t('console.members.yes') : t('console.members.no')],
      [f('banned'), account.banned_at ? <><Badge bg="danger">{at(account.banned_at)}</Badge> {account.ban_reason}</> : t('console.members.no')],
      [f('vulnerable'), account.vulnerable_at ? <><Badge bg="warning" text="dark">{at(account.vulnerable_at)}</Badge> {account.vulnerable_reason}</> : t('console.members.no')],
      [f('notifications_disabled'), account.notifications_disabled.join(', ') || t('console.members.no')],
      [f('sessions'), account.active_sessions],
    ]} />
  );
}

const PROFILE_FIELDS = ['name', 'status', 'date_of_birth', 'country', 'gender', 'sexuality', 'region', 'city', 'hair_color', 'eye_color',
  'body_type', 'relationship_status', 'tattoos', 'reason', 'about', 'interests', 'invisible', 'last_active_at'] as const;

export function ProfileTab({ profile }: { profile: MemberDetail['profile'] }) {
  const { t, i18n } = useTranslation();
  const show = (key: (typeof PROFILE_FIELDS)[number]): ReactNode => {
    const value = profile[key];
    if (key === 'last_active_at') return formatDateTime(profile.last_active_at, i18n.language);
    if (typeof value === 'boolean') return value ? t('console.members.yes') : t('console.members.no');
    if (key === 'name' || key === 'about' || key === 'date_of_birth' || key === 'region' || key === 'city' || key === 'country') return value;
    return key === 'status' ? t(`console.members.profile_status.${String(value)}`, { defaultValue: String(value) }) : profileValueText(t, key, value);
  };
  return <Facts rows={PROFILE_FIELDS.map((key) => [t(`console.members.profile.${key}`), show(key)])} />;
}

export function PhotosTab({ photos }: { photos: MemberDetail['photos'] }) {
  const { t } = useTranslation();
  if (!photos.length) return <EmptyState text={t('console.members.photos.none')} />;
  return (
    <div className="d-flex flex-wrap gap-3">
      {photos.map((p) => (
        <figure key={p.id} className="mb-0 text-center" style={{ width: '10rem' }}>
          <img src={p.url} alt={t('console.members.photos.alt', { id: p.id })} className="img-thumbnail" style={{ width: '10rem', height: '10rem', objectFit: 'cover' }} loading="lazy" />
          <figcaption className="small d-flex flex-wrap gap-1 justify-content-center mt-1">
            <Badge bg={p.status === 'active' ? 'success' : p.status === 'rejected' ? 'danger' : 'secondary'}>{t(`console.members.photos.${p.status}`)}</Badge>
            {p.main && <Badge bg="primary">{t('console.members.photos.main')}</Badge>}
            {p.private && <Badge bg="dark">{t('console.members.photos.private')}</Badge>}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export function LedgerTab({ ledger }: { ledger: MemberDetail['ledger'] }) {
  const { t, i18n } = useTranslation();
  if (!ledger.length) return <EmptyState text={t('console.members.ledger.none')} />;
  return (
    <div className="table-responsive">
      <Table size="sm">
        <thead><tr><th>{t('console.members.ledger.created')}</th><th>{t('console.members.ledger.kind')}</th><th className="text-end">{t('console.members.ledger.amount')}</th><th>{t('console.members.ledger.reference')}</th></tr></thead>
        <tbody>
          {ledger.map((row) => (
            <tr key={row.id}>
              <td>{formatDateTime(row.created_at, i18n.language)}</td>
              <td>{row.kind}</td>
              <td className={`text-end ${row.direction === 'in' ? 'text-success' : 'text-danger'}`}>{row.direction === 'in' ? '+' : '−'}{row.amount}</td>
              <td className="text-break small">{row.reference ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

export function WarningsTab({ warnings }: { warnings: MemberDetail['warnings'] }) {
  const { t, i18n } = useTranslation();
  if (!warnings.length) return <EmptyState text={t('console.members.warnings.none')} />;
  return (
    <div className="table-responsive">
      <Table size="sm">
        <thead><tr><th>{t('console.members.warnings.created')}</th><th>{t('console.common.reason')}</th><th>{t('console.members.warnings.acknowledged')}</th></tr></thead>
        <tbody>
          {warnings.map((w) => (
            <tr key={w.id}>
              <td>{formatDateTime(w.created_at, i18n.language)}</td>
              <td className="text-break">{w.reason}</td>
              <td>{w.acknowledged_at ? formatDateTime(w.acknowledged_at, i18n.language) : t('console.members.no')}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
