import { useState } from 'react';
import { Badge, Button, Modal, Table } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import type { MemberDetail, OpenConversationResponse } from '@app/shared/contracts/console/members';
import { EmptyState, formatDateTime, useStaff } from '../../../ui';
import { useOpenConversation } from '../api';
import { ActionModal } from './ActionModal';

/** The member's conversations (partner and size only); reading one asks for a reason, which is audited. */
export function ConversationsTab({ conversations }: { conversations: MemberDetail['conversations'] }) {
  const { t, i18n } = useTranslation();
  const { may } = useStaff();
  const opening = useOpenConversation();
  const [asking, setAsking] = useState<number | null>(null);
  const [shown, setShown] = useState<OpenConversationResponse | null>(null);
  if (!conversations.length) return <EmptyState text={t('console.members.conversations.none')} />;
  const nameOf = (c: OpenConversationResponse, id: number) => c.profiles.find((p) => p.id === id)?.name ?? String(id);
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle">
        <thead>
          <tr>
            <th>{t('console.members.conversations.partner')}</th><th>{t('console.members.conversations.messages')}</th>
            <th>{t('console.members.conversations.last')}</th><th />
          </tr>
        </thead>
        <tbody>
          {conversations.map((c) => (
            <tr key={c.id}>
              <td>{c.partner_name || '—'} <span className="text-body-secondary small">#{c.partner_id}</span>
                {c.partner_fictional && <Badge bg="info" className="ms-1">{t('console.members.conversations.fictional')}</Badge>}</td>
              <td>{c.messages}</td>
              <td>{formatDateTime(c.last_message_at, i18n.language)}</td>
              <td className="text-end">
                {may('members.open_conversation') && (
                  <Button size="sm" variant="outline-secondary" onClick={() => setAsking(c.id)}>{t('console.members.conversations.open')}</Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {asking !== null && (
        <ActionModal title={t('console.members.conversations.open')} intro={t('console.members.conversations.open_intro')} reason
          confirm={t('console.members.conversations.open')} pending={opening.isPending} error={opening.error}
          onClose={() => { setAsking(null); opening.reset(); }}
          onSubmit={({ reason }) => opening.mutate({ conversation: asking, reason: reason! }, { onSuccess: (data) => { setAsking(null); setShown(data); } })} />
      )}
      {shown && (
        <Modal show size="lg" scrollable onHide={() => setShown(null)}>
          <Modal.Header closeButton>
            <Modal.Title as="h2" className="h5">{shown.profiles.map((p) => p.name).join(' · ')}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {!shown.messages.length && <EmptyState text={t('console.members.conversations.empty')} />}
            {shown.messages.map((m) => (
              <div key={m.id} className="border-bottom py-2">
                <div className="small text-body-secondary">
                  {nameOf(shown, m.sender_id)} · {formatDateTime(m.created_at, i18n.language)}
                  {m.by_staff && <Badge bg="info" className="ms-1">{t('console.members.conversations.by_staff')}</Badge>}
                </div>
                <div className="text-break">{m.kind === 'text' ? m.text : m.kind === 'gift' ? `🎁 ${m.gift ?? ''}` : t('console.members.conversations.photo')}</div>
              </div>
            ))}
          </Modal.Body>
        </Modal>
      )}
    </div>
  );
}
