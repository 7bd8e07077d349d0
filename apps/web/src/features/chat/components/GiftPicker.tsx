import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { canAfford, GIFTS, giftImage, type GiftId } from '@app/shared/rules/chat';
import { InsufficientCredits } from './Composer';

/** The gift catalogue with each gift's price and the balance, before anything is paid. */
export function GiftPicker({ show, cost, balance, onSend, onClose }: { show: boolean; cost: number; balance: number; onSend: (gift: GiftId) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<GiftId | null>(null);
  const affordable = canAfford(balance, cost);
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="gift-title" data-testid="gift-picker">
      <Modal.Header closeButton closeLabel={t('web.common.close')}>
        <Modal.Title id="gift-title" as="h2" className="h5">{t('web.chat.gift_title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">{t('web.chat.gift_price', { cost, balance })}</p>
        <div className="gift-grid" role="radiogroup" aria-label={t('web.chat.gift_title')}>
          {GIFTS.map((gift) => (
            <button key={gift} type="button" role="radio" aria-checked={chosen === gift} className={`gift-tile ${chosen === gift ? 'is-chosen' : ''}`} onClick={() => setChosen(gift)}>
              <img src={giftImage(gift)} alt="" width={56} height={56} />
              <span>{t(`web.gifts.${gift}`)}</span>
            </button>
          ))}
        </div>
        {!affordable && <InsufficientCredits className="mt-3 mb-0" />}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" disabled={!chosen || !affordable} onClick={() => { if (chosen) { onSend(chosen); setChosen(null); } }}>
          {chosen ? t('web.chat.gift_send', { gift: t(`web.gifts.${chosen}`), cost }) : t('web.chat.gift_choose')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
