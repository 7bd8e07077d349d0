import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../../lib/use-translation';
import type { MemberProfile } from '@app/shared';
import { ApiError } from '../../../lib/api';
import { useBlock } from '../api/mutations';

/**
 * Block (after saying what it does: spec 4, chats and likes go both ways and both profiles are hidden) or lift a
 * block the member made (at once: nothing is lost by it).
 */
export function BlockAction({ profile }: { profile: Pick<MemberProfile, 'id' | 'name' | 'blocked_by_me'> }) {
  const { t } = useTranslation();
  const block = useBlock(profile.id);
  const [isConfirming, setConfirming] = useState(false);
  if (profile.blocked_by_me) {
    return (
      <button type="button" className="btn btn-link text-danger p-0" disabled={block.isPending} onClick={() => block.mutate(false)}>
        {t('web.member.unblock')}
      </button>
    );
  }
  const close = () => { setConfirming(false); block.reset(); };
  const failure = block.error ? (block.error instanceof ApiError && block.error.message) || t('errors.generic') : null;
  return (
    <>
      <button type="button" className="btn btn-link text-danger p-0" onClick={() => setConfirming(true)}>{t('web.member.block')}</button>
      <Modal show={isConfirming} onHide={close} centered aria-labelledby="block-title" data-testid="block-confirm">
        <Modal.Header closeButton closeLabel={t('web.common.close')}>
          <Modal.Title id="block-title" as="h2" className="h5">{t('web.member.block_title', { name: profile.name })}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">{t('web.member.block_text', { name: profile.name })}</p>
          {failure && <div className="alert alert-danger mt-3 mb-0" role="alert">{failure}</div>}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-link" onClick={close}>{t('web.member.cancel')}</button>
          <button type="button" className="btn btn-danger" disabled={block.isPending}
            onClick={() => block.mutate(true, { onSuccess: () => setConfirming(false) })}>
            {t('web.member.block_confirm')}
          </button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
