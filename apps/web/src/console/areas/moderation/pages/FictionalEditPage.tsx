import { Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { FictionalCreateBody, FictionalUpdateBody } from '@app/shared/contracts/console/moderation';
import { ApiErrorAlert, PageHeader, useStaff } from '../../../ui';
import { useCreateFictional, useFictional, useUpdateFictional } from '../api';
import { FictionalForm, payloadOf, valuesOf } from '../components/FictionalForm';
import { FictionalPhotos } from '../components/FictionalPhotos';
import { ProfileNotes } from '../components/ProfileNotes';

/** fictional/new: the site first, then every field; the profile is made and its editor opens (photos, notes). */
function NewFictional() {
  const { t } = useTranslation();
  const { sites } = useStaff();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateFictional();
  const site = sites.find((s) => s.id === Number(params.get('site')))?.id ?? sites[0]?.id ?? 0;
  return (
    <>
      <PageHeader title={t('console.moderation.fictional.new')} />
      <Form.Group className="mb-3" style={{ maxWidth: '20rem' }}>
        <Form.Label htmlFor="f-site">{t('console.common.site')}</Form.Label>
        <Form.Select id="f-site" value={site} onChange={(e) => setParams({ site: e.target.value })}>
          {sites.map((s) => <option key={s.id} value={s.id}>{s.name} ({s.domain})</option>)}
        </Form.Select>
      </Form.Group>
      {site > 0 && (
        <FictionalForm key={site} site={site} initial={valuesOf(undefined)} pending={create.isPending} error={create.error}
          submitLabel={t('console.moderation.fictional.create')}
          onSubmit={(values) => create.mutate({ site, ...payloadOf(values) } as FictionalCreateBody, { onSuccess: ({ profile }) => navigate(`/fictional/${profile.id}`) })} />
      )}
    </>
  );
}

function EditFictional({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useFictional(id);
  const update = useUpdateFictional();
  const profile = query.data;
  if (query.isPending) return <div className="text-center py-4"><Spinner animation="border" role="status" /></div>;
  if (!profile) return <ApiErrorAlert error={query.error} />;
  return (
    <>
      <PageHeader title={<>{profile.name} <span className="text-body-secondary small">#{profile.id}</span></>} />
      <Row className="g-3">
        <Col xl={8}>
          <FictionalForm key={profile.id} site={profile.site_id} initial={valuesOf(profile)} pending={update.isPending} error={update.error}
            submitLabel={t('console.common.save')} onSubmit={(values) => update.mutate({ id, ...payloadOf(values) } as FictionalUpdateBody)} />
          {update.isSuccess && <p className="small text-success mt-2" role="status">{t('console.moderation.fictional.saved')}</p>}
        </Col>
        <Col xl={4}>
          <FictionalPhotos profile={profile} />
          <ProfileNotes profile={profile.id} />
        </Col>
      </Row>
    </>
  );
}

export default function FictionalEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <>
      <Link to="/fictional" className="small">{t('console.moderation.fictional.back')}</Link>
      {id ? <EditFictional id={Number(id) || 0} /> : <NewFictional />}
    </>
  );
}
