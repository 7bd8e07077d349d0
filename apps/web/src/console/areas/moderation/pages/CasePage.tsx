import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Col, Form, ListGroup, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { CASE_DECISIONS, CASE_KINDS, type CaseDecision, type CaseDetail } from '@app/shared/contracts/console/moderation';
import { ApiErrorAlert, formatDateTime, PageHeader, useStaff } from '../../../ui';
import { useCase, useCaseAction } from '../api';
import { StatusBadge } from '../components/StatusBadge';

/** The reported profile (with a link to the member's page, where bans and warnings are done) and the message in context. */
function ReportedObject({ c }: { c: CaseDetail }) {
  const { t, i18n } = useTranslation();
  const { actions } = useStaff();
  if (!c.profile) return null;
  const p = c.profile;
  return (
    <Card className="mb-3">
      <Card.Header>{t('console.moderation.cases.reported_profile')}</Card.Header>
      <Card.Body className="d-flex gap-3 small">
        {p.photo_url && <img src={p.photo_url} alt="" width={96} height={96} className="rounded object-fit-cover flex-shrink-0" />}
        <div>
          <div className="d-flex flex-wrap gap-1 align-items-center">
            <strong>{p.name}</strong>{p.age !== null && <span>({p.age})</span>}
            {p.fictional && <Badge bg="secondary">{t('console.moderation.fictional.badge')}</Badge>}
            {p.banned && <Badge bg="danger">{t('console.moderation.cases.banned')}</Badge>}
          </div>
          <div className="text-body-secondary">{[p.gender, p.city, p.country].filter(Boolean).join(' · ')}</div>
          {p.about && <p className="console-pre mb-1 mt-1">{p.about}</p>}
          {p.fictional
            ? actions.includes('fictional.manage') && <Link to={`/fictional/${p.id}`}>{t('console.moderation.cases.open_fictional')}</Link>
            : <Link to={`/members/${p.user_id}`}>{t('console.moderation.cases.open_member')}</Link>}
        </div>
      </Card.Body>
      {c.messages.length > 0 && (
        <ListGroup variant="flush" className="small" aria-label={t('console.moderation.cases.messages')}>
          {c.messages.map((m) => (
            <ListGroup.Item key={m.id} variant={m.reported ? 'warning' : undefined}>
              <div className="text-body-secondary">
                {m.sender_profile_id === p.id ? p.name : c.reporter.name} · {formatDateTime(m.created_at, i18n.language)}
                {m.reported && <Badge bg="warning" text="dark" className="ms-1">{t('console.moderation.cases.reported_message')}</Badge>}
              </div>
              <div className="console-pre">{m.kind === 'text' ? m.text : `[${m.kind}]`}</div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}

function ReplyForm({ c }: { c: CaseDetail }) {
  const { t } = useTranslation();
  const action = useCaseAction();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => { e.preventDefault(); action.mutate({ path: 'reply.php', body: { kind: c.kind, id: c.id, text } }, { onSuccess: () => setText('') }); };
  return (
    <Form onSubmit={submit} className="mb-3">
      <Form.Label htmlFor="case-reply">{t('console.moderation.cases.reply_label', { email: c.reporter.email })}</Form.Label>
      <Form.Control id="case-reply" as="textarea" rows={4} maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} />
      <Form.Text>{t('console.moderation.cases.reply_hint', { reference: c.reference })}</Form.Text>
      <ApiErrorAlert error={action.error} className="mt-2 py-1" />
      {action.isSuccess && <p className="small text-success mt-1 mb-0" role="status">{t('console.moderation.cases.reply_sent')}</p>}
      <div><Button type="submit" size="sm" className="mt-1" disabled={action.isPending || text.trim().length < 3}>{t('console.moderation.cases.send_reply')}</Button></div>
    </Form>
  );
}

function DecisionForm({ c }: { c: CaseDetail }) {
  const { t } = useTranslation();
  const action = useCaseAction();
  const [decision, setDecision] = useState<CaseDecision | ''>('');
  const [reasons, setReasons] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (decision) action.mutate({ path: 'decide.php', body: { kind: c.kind, id: c.id, decision, reasons } });
  };
  return (
    <Form onSubmit={submit}>
      <Form.Label htmlFor="case-decision">{t('console.moderation.cases.decision')}</Form.Label>
      <Form.Select id="case-decision" size="sm" required value={decision} onChange={(e) => setDecision(e.target.value as CaseDecision)}>
        <option value="">{t('console.moderation.cases.choose_decision')}</option>
        {CASE_DECISIONS.map((d) => <option key={d} value={d}>{t(`console.moderation.cases.decisions.${d}`)}</option>)}
      </Form.Select>
      <Form.Label htmlFor="case-reasons" className="mt-2">{t('console.moderation.cases.reasons')}</Form.Label>
      <Form.Control id="case-reasons" as="textarea" rows={3} maxLength={2000} value={reasons} onChange={(e) => setReasons(e.target.value)} />
      <Form.Text>{t('console.moderation.cases.decision_hint')}</Form.Text>
      <ApiErrorAlert error={action.error} className="mt-2 py-1" />
      <div><Button type="submit" size="sm" variant="primary" className="mt-1" disabled={action.isPending || !decision || reasons.trim().length < 3}>{t('console.moderation.cases.decide')}</Button></div>
    </Form>
  );
}

/** One report or complaint: what was reported, by whom, what was said and decided; assign, reply and decide. */
export default function CasePage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const { id: myId, sites } = useStaff();
  const kind = CASE_KINDS.find((k) => k === params.kind) ?? 'report';
  const id = Number(params.id) || 0;
  const query = useCase(kind, id);
  const assign = useCaseAction();
  const c = query.data;
  return (
    <>
      <Link to="/cases" className="small">{t('console.moderation.cases.back')}</Link>
      <ApiErrorAlert error={query.error} className="mt-2" />
      {query.isPending ? <div className="text-center py-4"><Spinner animation="border" role="status" /></div> : c && (
        <>
          <PageHeader title={<>{t(`console.moderation.cases.kinds.${c.kind}`)} {c.reference} <StatusBadge status={c.status} /></>}
            actions={c.status !== 'resolved' && c.assignee?.id !== myId && (
              <Button size="sm" variant="outline-primary" disabled={assign.isPending}
                onClick={() => assign.mutate({ path: 'assign.php', body: { kind: c.kind, id: c.id } })}>{t('console.moderation.cases.assign_me')}</Button>
            )} />
          <ApiErrorAlert error={assign.error} />
          <Row className="g-3">
            <Col lg={7}>
              <Card className="mb-3">
                <Card.Body className="small">
                  <dl className="row mb-0">
                    <dt className="col-sm-4">{t('console.moderation.cases.topic')}</dt><dd className="col-sm-8">{c.topic}</dd>
                    <dt className="col-sm-4">{t('console.common.site')}</dt><dd className="col-sm-8">{sites.find((s) => s.id === c.site_id)?.name ?? c.site_id}</dd>
                    <dt className="col-sm-4">{t('console.moderation.cases.received')}</dt><dd className="col-sm-8">{formatDateTime(c.created_at, i18n.language)}</dd>
                    <dt className="col-sm-4">{t('console.moderation.cases.reporter')}</dt>
                    <dd className="col-sm-8">
                      {c.reporter.name} &lt;{c.reporter.email}&gt; ({c.reporter.language})
                      {c.reporter.user_id !== null && <> · <Link to={`/members/${c.reporter.user_id}`}>{t('console.moderation.cases.open_member')}</Link></>}
                    </dd>
                    <dt className="col-sm-4">{t('console.moderation.cases.assignee')}</dt><dd className="col-sm-8">{c.assignee?.name ?? '—'}</dd>
                    {c.subject && <><dt className="col-sm-4">{t('console.moderation.cases.subject')}</dt><dd className="col-sm-8">{c.subject}</dd></>}
                  </dl>
                  {c.text && <p className="console-pre border-top pt-2 mt-2 mb-0">{c.text}</p>}
                </Card.Body>
              </Card>
              <ReportedObject c={c} />
            </Col>
            <Col lg={5}>
              <Card className="mb-3">
                <Card.Header>{t('console.moderation.cases.history')}</Card.Header>
                {c.replies.length ? (
                  <ListGroup variant="flush" className="small">
                    {c.replies.map((r) => (
                      <ListGroup.Item key={r.id}>
                        <div className="text-body-secondary">{r.staff_name ?? '—'} · {formatDateTime(r.created_at, i18n.language)}</div>
                        {r.decision && <Badge bg="primary" className="mb-1">{t(`console.moderation.cases.decisions.${r.decision}`)}</Badge>}
                        <div className="console-pre">{r.text}</div>
                      </ListGroup.Item>
                    ))}
                  </ListGroup>
                ) : <Card.Body className="small text-body-secondary">{t('console.moderation.cases.no_history')}</Card.Body>}
              </Card>
              {c.status !== 'resolved' ? (
                <Card><Card.Body><ReplyForm c={c} /><DecisionForm c={c} /></Card.Body></Card>
              ) : (
                <p className="small">{t('console.moderation.cases.resolved_on', { date: formatDateTime(c.resolved_at, i18n.language) })}</p>
              )}
            </Col>
          </Row>
        </>
      )}
    </>
  );
}
