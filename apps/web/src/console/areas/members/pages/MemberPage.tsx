import { Badge, Spinner, Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { ApiErrorAlert, PageHeader, useStaff } from '../../../ui';
import { useMember } from '../api';
import { ConversationsTab } from '../components/ConversationsTab';
import { AccountTab, LedgerTab, PhotosTab, ProfileTab, WarningsTab } from '../components/DetailTabs';
import { MemberActions } from '../components/MemberActions';
import { PaymentsTab } from '../components/PaymentsTab';

/** One member: the tabs of what staff may look at, and the actions bar of what this staff member may do. */
export default function MemberPage() {
  const { t } = useTranslation();
  const { sites } = useStaff();
  const id = Number(useParams().id);
  const member = useMember(Number.isInteger(id) ? id : 0);
  if (member.isPending && Number.isInteger(id) && id > 0) return <div className="text-center py-5"><Spinner animation="border" role="status" /></div>;
  if (!member.data) return <><Link to="/members">{t('console.members.back')}</Link><ApiErrorAlert error={member.error ?? new Error()} className="mt-3" /></>;
  const { account, profile } = member.data;
  const site = sites.find((s) => s.id === account.site_id);
  return (
    <>
      <Link to="/members" className="small">{t('console.members.back')}</Link>
      <PageHeader title={<>
        {profile.name || account.email} <span className="text-body-secondary small">#{account.id}{site ? ` · ${site.name}` : ''}</span>
        {account.banned_at && <Badge bg="danger" className="ms-2 fs-6">{t('console.members.banned')}</Badge>}
        {account.vulnerable_at && <Badge bg="warning" text="dark" className="ms-2 fs-6">{t('console.members.vulnerable')}</Badge>}
      </>} />
      <MemberActions member={member.data} />
      <Tabs defaultActiveKey="account" className="mb-3" mountOnEnter>
        <Tab eventKey="account" title={t('console.members.tabs.account')}><AccountTab account={account} /></Tab>
        <Tab eventKey="profile" title={t('console.members.tabs.profile')}><ProfileTab profile={profile} /></Tab>
        <Tab eventKey="photos" title={t('console.members.tabs.photos', { count: member.data.photos.length })}><PhotosTab photos={member.data.photos} /></Tab>
        <Tab eventKey="conversations" title={t('console.members.tabs.conversations', { count: member.data.conversations.length })}><ConversationsTab conversations={member.data.conversations} /></Tab>
        <Tab eventKey="payments" title={t('console.members.tabs.payments', { count: member.data.payments.length })}><PaymentsTab payments={member.data.payments} /></Tab>
        <Tab eventKey="ledger" title={t('console.members.tabs.ledger')}><LedgerTab ledger={member.data.ledger} /></Tab>
        <Tab eventKey="warnings" title={t('console.members.tabs.warnings', { count: member.data.warnings.length })}><WarningsTab warnings={member.data.warnings} /></Tab>
      </Tabs>
    </>
  );
}
