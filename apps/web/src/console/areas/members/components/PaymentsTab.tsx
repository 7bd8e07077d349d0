import { useState } from 'react';
import { Badge, Button, Table } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import type { MemberPayment } from '@app/shared/contracts/console/members';
import { EmptyState, formatDateTime, useStaff } from '../../../ui';
import { useMemberAction } from '../api';
import { ActionModal } from './ActionModal';

const money = (cents: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/** The member's payments; a refund (whole, or a part) for completed ones if the staff member may give it. */
export function PaymentsTab({ payments }: { payments: MemberPayment[] }) {
  const { t, i18n } = useTranslation();
  const { may } = useStaff();
  const mutation = useMemberAction();
  const [refunding, setRefunding] = useState<MemberPayment | null>(null);
  if (!payments.length) return <EmptyState text={t('console.members.payments.none')} />;
  const close = () => { setRefunding(null); mutation.reset(); };
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle">
        <thead>
          <tr>
            <th>{t('console.members.id')}</th><th>{t('console.members.payments.created')}</th><th>{t('console.members.payments.amount')}</th>
            <th>{t('console.members.payments.credits')}</th><th>{t('console.members.payments.method')}</th><th>{t('console.members.payments.status')}</th><th />
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <td>{p.id}</td>
              <td>{formatDateTime(p.created_at, i18n.language)}</td>
              <td>{money(p.amount_cents, p.currency, i18n.language)}</td>
              <td>{p.credits}</td>
              <td>{p.method} <span className="text-body-secondary small">({p.provider})</span></td>
              <td>
                <Badge bg={p.status === 'completed' ? 'success' : 'secondary'}>{p.status}</Badge>
                {p.reversal && <Badge bg="danger" className="ms-1">{p.reversal}</Badge>}
              </td>
              <td className="text-end">
                {p.refundable && may('payments.refund') && (
                  <Button size="sm" variant="outline-danger" onClick={() => setRefunding(p)}>{t('console.members.payments.refund')}</Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {refunding && (
        <ActionModal title={t('console.members.payments.refund_title', { id: refunding.id })}
          intro={t('console.members.payments.refund_intro', { amount: money(refunding.amount_cents, refunding.currency, i18n.language) })}
          reason danger confirm={t('console.members.payments.refund')} pending={mutation.isPending} error={mutation.error} onClose={close}
          field={{ name: 'amount_cents', label: t('console.members.payments.refund_amount', { currency: refunding.currency }), type: 'money', required: false, hint: t('console.members.payments.refund_amount_hint') }}
          onSubmit={({ reason, value }) => mutation.mutate(
            { path: 'refund.php', body: { payment: refunding.id, reason, ...(value !== undefined ? { amount_cents: value } : {}) } },
            { onSuccess: close },
          )} />
      )}
    </div>
  );
}
