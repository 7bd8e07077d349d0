import { Badge } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import type { CaseStatus } from '@app/shared/contracts/console/moderation';

const VARIANT: Record<CaseStatus, string> = { new: 'danger', in_progress: 'warning', resolved: 'success' };

export function StatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation();
  return <Badge bg={VARIANT[status]} text={status === 'in_progress' ? 'dark' : undefined}>{t(`console.moderation.cases.statuses.${status}`)}</Badge>;
}
