import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import type { MemberDetail } from '@app/shared/contracts/console/members';
import type { ConsoleAction } from '@app/shared/rules/console-roles';
import { useStaff } from '../../../ui';
import { useMemberAction, type MemberActionPath } from '../api';
import { ActionModal, type ActionField } from './ActionModal';

interface ActionDef { key: string; path: MemberActionPath; action: ConsoleAction; reason: boolean; danger?: boolean; field?: ActionField; shown: boolean }

/** The actions bar of a member's page: only the staff member's actions, each through its modal. */
export function MemberActions({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const { may } = useStaff();
  const mutation = useMemberAction();
  const [open, setOpen] = useState<ActionDef | null>(null);
  const { account } = member;
  const defs: ActionDef[] = [
    { key: 'warn', path: 'warn.php', action: 'members.warn', reason: true, shown: true },
    { key: 'ban', path: 'ban.php', action: 'members.ban', reason: true, danger: true, shown: !account.banned_at },
    { key: 'unban', path: 'unban.php', action: 'members.ban', reason: true, shown: Boolean(account.banned_at) },
    { key: 'flag', path: 'flag.php', action: 'members.flag_vulnerable', reason: true, shown: !account.vulnerable_at },
    { key: 'unflag', path: 'unflag.php', action: 'members.flag_vulnerable', reason: true, shown: Boolean(account.vulnerable_at) },
    {
      key: 'credits', path: 'credits.php', action: 'members.care', reason: true, shown: true,
      field: { name: 'amount', label: t('console.members.actions.credits_amount'), type: 'integer', required: true, hint: t('console.members.actions.credits_hint') },
    },
    { key: 'resend_activation', path: 'resend-activation.php', action: 'members.care', reason: false, shown: account.status === 'not_confirmed' },
    { key: 'end_sessions', path: 'end-sessions.php', action: 'members.care', reason: true, shown: account.active_sessions > 0 },
  ];
  const visible = defs.filter((d) => d.shown && may(d.action));
  if (!visible.length) return null;
  const close = () => { setOpen(null); mutation.reset(); };
  return (
    <div className="d-flex flex-wrap gap-2 mb-3" role="toolbar" aria-label={t('console.members.actions.label')}>
      {visible.map((d) => (
        <Button key={d.key} size="sm" variant={d.danger ? 'outline-danger' : 'outline-primary'} onClick={() => setOpen(d)}>
          {t(`console.members.actions.${d.key}`)}
        </Button>
      ))}
      {open && (
        <ActionModal title={t(`console.members.actions.${open.key}`)} intro={t(`console.members.actions.${open.key}_intro`)}
          reason={open.reason} field={open.field} danger={open.danger} confirm={t(`console.members.actions.${open.key}`)}
          pending={mutation.isPending} error={mutation.error} onClose={close}
          onSubmit={({ reason, value }) => mutation.mutate(
            { path: open.path, body: { user: account.id, ...(open.reason ? { reason } : {}), ...(open.field ? { [open.field.name]: value } : {}) } },
            { onSuccess: close },
          )} />
      )}
    </div>
  );
}
