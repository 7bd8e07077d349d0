import { useState } from 'react';
import { Badge, Button, Col, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert, formatDateTime, PageHeader } from '../../../ui';
import { useAnswer, useConversation, useRelease, useTake } from '../api';
import { Composer } from '../components/Composer';
import { FictionalPanel } from '../components/FictionalPanel';
import { HonestyPanel } from '../components/HonestyPanel';
import { MemberPanel } from '../components/MemberPanel';
import { MessageList } from '../components/MessageList';
import { languageNameIn } from '../../../../lib/display-names';

/**
 * The answering screen: fictional profile | conversation, rules and composer | member with notes (three columns on
 * a desktop, stacked on a phone). Answering needs my lock; afterwards back to the queue, or on to the next one.
 */
export default function AnswerPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id) || 0;
  const view = useConversation(id);
  const take = useTake();
  const release = useRelease();
  const answer = useAnswer();
  const [text, setText] = useState('');
  const [clientId, setClientId] = useState(() => crypto.randomUUID());

  if (view.isPending) return <div className="text-center py-5"><Spinner animation="border" role="status" /></div>;
  if (!view.data) return <ApiErrorAlert error={view.error} />;
  const { conversation, fictional, member, messages, truthful_answer: truthful } = view.data;
  const mine = conversation.lock?.mine === true;

  const send = (next: boolean) => answer.mutate({ conversation: conversation.id, text, client_id: clientId }, {
    onSuccess: () => {
      setText('');
      setClientId(crypto.randomUUID());
      if (!next) { void navigate('/queue'); return; }
      take.mutate({}, { onSuccess: ({ taken }) => void navigate(taken ? `/queue/${taken.conversation}` : '/queue') });
    },
  });
  const giveBack = () => release.mutate(conversation.id, { onSuccess: () => void navigate('/queue') });

  return (
    <>
      <PageHeader
        title={t('console.queue.answer_title', { fictional: fictional.name, member: member.profile.name })}
        actions={(
          <>
            <Link to="/queue" className="btn btn-sm btn-outline-secondary">{t('console.queue.back')}</Link>
            {mine
              ? <Button size="sm" variant="outline-danger" disabled={release.isPending} onClick={giveBack}>{t('console.queue.release')}</Button>
              : <Button size="sm" disabled={take.isPending || !conversation.waiting} onClick={() => take.mutate({ conversation: conversation.id }, { onSuccess: () => void view.refetch() })}>{t('console.queue.take')}</Button>}
          </>
        )}
      />
      <p className="small text-body-secondary d-flex flex-wrap gap-2 align-items-center">
        <span>{conversation.site.name}</span>
        <span>· {t('console.queue.member_language', { language: languageNameIn(i18n.language, conversation.language) })}</span>
        {mine && <Badge bg="success">{t('console.queue.locked_until', { time: formatDateTime(conversation.lock!.until, i18n.language) })}</Badge>}
        {!mine && conversation.lock && <Badge bg="warning" text="dark">{t('console.queue.locked_by', { name: conversation.lock.staff_name })}</Badge>}
        {!conversation.waiting && <Badge bg="secondary">{t('console.queue.not_waiting')}</Badge>}
      </p>
      <ApiErrorAlert error={take.error ?? release.error} />
      <Row className="g-3">
        <Col lg={3} className="order-2 order-lg-1"><FictionalPanel profile={fictional} /></Col>
        <Col lg={6} className="order-1 order-lg-2">
          <MessageList messages={messages} memberName={member.profile.name} fictionalName={fictional.name} />
          <HonestyPanel disabled={!mine} onTruthful={() => setText(truthful)} />
          <Composer conversation={conversation.id} text={text} onText={setText} enabled={mine && conversation.waiting}
            sending={answer.isPending} error={answer.error} onSend={send} />
          {!mine && <p className="small text-body-secondary mt-2">{t('console.queue.take_to_answer')}</p>}
        </Col>
        <Col lg={3} className="order-3"><MemberPanel member={member} /></Col>
      </Row>
    </>
  );
}
