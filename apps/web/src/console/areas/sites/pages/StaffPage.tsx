import { useState } from 'react';
import { Badge, Button, Form, Modal, Spinner, Table } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import type { StaffCreatedResponse, StaffItem, TotpSetup } from '@app/shared/contracts/console/staff';
import { ApiError } from '../../../api';
import { ApiErrorAlert, formatDateTime, PageHeader, useStaff } from '../../../ui';
import { useCreateStaff, useEndStaffSessions, useResetTotp, useStaffList, useUpdateStaff } from '../api';
import { SecretOnce } from '../components/SecretOnce';
import { StaffForm, type StaffFormValue } from '../components/StaffForm';
import type { FieldError } from '../components/site-form-fields';

const fieldErrorOf = (err: unknown): FieldError | null => (err instanceof ApiError && err.field ? { field: err.field, message: err.message } : null);

function CreateModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const [value, setValue] = useState<StaffFormValue>({ email: '', name: '', role: 'operator', language: 'nl', refund_limit_cents: 5000, sites: [] });
  const [created, setCreated] = useState<StaffCreatedResponse | null>(null);
  const submit = async () => {
    const { sites, ...rest } = value;
    setCreated(await create.mutateAsync({ ...rest, ...(value.role === 'operator' ? { sites } : {}) }));
  };
  return (
    <Modal show onHide={onClose} backdrop={created ? 'static' : true}>
      <Modal.Header closeButton><Modal.Title as="h2" className="h5">{t('console.staff.new')}</Modal.Title></Modal.Header>
      <Modal.Body>
        {created
          ? <SecretOnce email={created.staff.email} password={created.password} secret={created.totp_secret} uri={created.otpauth_uri} />
          : <StaffForm value={value} onChange={setValue} error={fieldErrorOf(create.error)} withEmail />}
        {create.error && !fieldErrorOf(create.error) && <ApiErrorAlert error={create.error} />}
      </Modal.Body>
      <Modal.Footer>
        {created ? <Button onClick={onClose}>{t('console.staff.done')}</Button> : (
          <><Button variant="outline-secondary" onClick={onClose}>{t('console.common.cancel')}</Button>
            <Button onClick={() => { void submit().catch(() => undefined); }} disabled={create.isPending}>{t('console.staff.create')}</Button></>
        )}
      </Modal.Footer>
    </Modal>
  );
}

function EditModal({ member, onClose }: { member: StaffItem; onClose(): void }) {
  const { t } = useTranslation();
  const me = useStaff();
  const update = useUpdateStaff();
  const endSessions = useEndStaffSessions();
  const resetTotp = useResetTotp();
  const [value, setValue] = useState<StaffFormValue>({ email: member.email, name: member.name, role: member.role, language: member.language as StaffFormValue['language'], refund_limit_cents: member.refund_limit_cents, sites: member.sites });
  const [disabled, setDisabled] = useState(Boolean(member.disabled_at));
  const [totp, setTotp] = useState<TotpSetup | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const self = member.id === me.id;
  const save = async () => {
    await update.mutateAsync({ id: member.id, name: value.name, role: value.role, language: value.language, refund_limit_cents: value.refund_limit_cents, sites: value.sites, disabled });
    onClose();
  };
  const error = update.error ?? endSessions.error ?? resetTotp.error;
  return (
    <Modal show onHide={onClose} backdrop={totp ? 'static' : true}>
      <Modal.Header closeButton><Modal.Title as="h2" className="h5">{member.email}</Modal.Title></Modal.Header>
      <Modal.Body>
        <StaffForm value={value} onChange={setValue} error={fieldErrorOf(update.error)} withEmail={false} />
        <Form.Check type="switch" id="staff-disabled" className="mb-3" label={t('console.staff.disabled')} checked={disabled} disabled={self} onChange={(e) => setDisabled(e.target.checked)} />
        {self && <p className="small text-body-secondary">{t('console.staff.self_note')}</p>}
        <div className="d-flex flex-wrap gap-2">
          <Button size="sm" variant="outline-secondary" disabled={endSessions.isPending}
            onClick={() => { void endSessions.mutateAsync(member.id).then(() => setDone(t('console.staff.sessions_ended'))).catch(() => undefined); }}>
            {t('console.staff.end_sessions')}
          </Button>
          <Button size="sm" variant="outline-danger" disabled={resetTotp.isPending}
            onClick={() => { if (window.confirm(t('console.staff.reset_totp_confirm'))) void resetTotp.mutateAsync(member.id).then(setTotp).catch(() => undefined); }}>
            {t('console.staff.reset_totp')}
          </Button>
        </div>
        {done && <p className="small text-success mt-2 mb-0" role="status">{done}</p>}
        {totp && <SecretOnce email={member.email} secret={totp.totp_secret} uri={totp.otpauth_uri} />}
        {error && !fieldErrorOf(error) && <ApiErrorAlert error={error} className="mt-3" />}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>{t('console.common.cancel')}</Button>
        <Button onClick={() => { void save().catch(() => undefined); }} disabled={update.isPending}>{t('console.common.save')}</Button>
      </Modal.Footer>
    </Modal>
  );
}

/** Staff accounts: create (password and secret shown once), edit role, sites, language, disable, sessions, TOTP. */
export default function StaffPage() {
  const { t, i18n } = useTranslation();
  const { sites } = useStaff();
  const list = useStaffList();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StaffItem | null>(null);
  const siteName = (id: number) => sites.find((s) => s.id === id)?.name ?? String(id);
  return (
    <>
      <PageHeader title={t('console.staff.title')} actions={<Button size="sm" onClick={() => setCreating(true)}>{t('console.staff.new')}</Button>} />
      <ApiErrorAlert error={list.error} />
      {list.isPending ? <div className="text-center py-4"><Spinner animation="border" role="status" /></div> : list.data && (
        <div className="table-responsive">
          <Table hover size="sm" className="align-middle">
            <thead>
              <tr>
                <th>{t('console.staff.name')}</th><th>{t('console.staff.email')}</th><th>{t('console.staff.role')}</th>
                <th>{t('console.staff.sites')}</th><th>{t('console.staff.sessions')}</th><th>{t('console.staff.created')}</th><th />
              </tr>
            </thead>
            <tbody>
              {list.data.staff.map((s) => (
                <tr key={s.id} className={s.disabled_at ? 'text-body-secondary' : undefined}>
                  <td>{s.name} {s.disabled_at && <Badge bg="secondary">{t('console.staff.disabled')}</Badge>}</td>
                  <td className="text-break">{s.email}</td>
                  <td>{t(`console.staff.roles.${s.role}`)}</td>
                  <td>{s.role === 'operator' ? (s.sites.map(siteName).join(', ') || '—') : t('console.staff.all_sites')}</td>
                  <td>{s.active_sessions}</td>
                  <td>{formatDateTime(s.created_at, i18n.language)}</td>
                  <td><Button size="sm" variant="outline-primary" onClick={() => setEditing(s)}>{t('console.staff.edit')}</Button></td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {creating && <CreateModal onClose={() => setCreating(false)} />}
      {editing && <EditModal member={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
