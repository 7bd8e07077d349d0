import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../../lib/use-translation';
import { useSiteSettings } from '../../session';

/** Once per fictional profile, before the first paid message: what this profile is, in the site's own words. */
export function FictionalNotice({ show, name, onConfirm, onCancel }: { show: boolean; name: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="fictional-title" data-testid="fictional-notice">
      <Modal.Header closeButton closeLabel={t('web.common.close')}>
        <Modal.Title id="fictional-title" as="h2" className="h5"><span aria-hidden="true">{settings.fictional_icon}</span> {t('web.chat.fictional_title', { name })}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{settings.fictional_warning}</p>
        <p className="mb-0 small text-body-secondary">{t('web.chat.fictional_text')}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-link" onClick={onCancel}>{t('web.chat.cancel')}</button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>{t('web.chat.fictional_confirm')}</button>
      </Modal.Footer>
    </Modal>
  );
}
