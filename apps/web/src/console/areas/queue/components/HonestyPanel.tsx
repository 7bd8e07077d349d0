import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';

const RULES = ['truthful', 'no_meeting', 'no_money', 'no_contact', 'no_status', 'vulnerable'] as const;

/** The rules every answer follows, always in view, with the one-click truthful answer (in the member's language). */
export function HonestyPanel({ onTruthful, disabled }: { onTruthful(): void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert variant="info" className="small mb-3" role="note">
      <h2 className="h6">{t('console.queue.rules_title')}</h2>
      <ul className="mb-2 ps-3">
        {RULES.map((rule) => <li key={rule}>{t(`console.queue.rules.${rule}`)}</li>)}
      </ul>
      <Button size="sm" variant="primary" onClick={onTruthful} disabled={disabled}>{t('console.queue.truthful_button')}</Button>
    </Alert>
  );
}
