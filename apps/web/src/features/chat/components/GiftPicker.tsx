import { useRef, useState, type KeyboardEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../../lib/use-translation';
import { canAfford, GIFTS, giftImage, type GiftId } from '@app/shared/rules/chat';
import { InsufficientCredits } from './Composer';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export interface GiftPickerProps { show: boolean; cost: number; balance: number; onSend: (gift: GiftId) => void; onClose: () => void }

/**
 * The gift catalogue with the price of a gift and the balance, before anything is paid. The gifts are one radio
 * group: Tab reaches the chosen one, the arrow keys choose another.
 */
export function GiftPicker({ show, cost, balance, onSend, onClose }: GiftPickerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<GiftId | null>(null);
  const tiles = useRef(new Map<GiftId, HTMLButtonElement>());
  const affordable = canAfford(balance, cost);
  const focusable = chosen ?? GIFTS[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = GIFTS[(GIFTS.indexOf(focusable) + step + GIFTS.length) % GIFTS.length]!;
    setChosen(next);
    tiles.current.get(next)?.focus();
  };

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="gift-title" data-testid="gift-picker">
      <Modal.Header closeButton closeLabel={t('web.common.close')}>
        <Modal.Title id="gift-title" as="h2" className="h5">{t('web.chat.gift_title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">{t('web.chat.gift_price', { cost, balance })}</p>
        <div className="gift-grid" role="radiogroup" aria-label={t('web.chat.gift_title')} onKeyDown={onKeyDown}>
          {GIFTS.map((gift) => (
            <button key={gift} type="button" role="radio" aria-checked={chosen === gift} tabIndex={gift === focusable ? 0 : -1}
              ref={(node) => { if (node) tiles.current.set(gift, node); else tiles.current.delete(gift); }}
              className={`gift-tile ${chosen === gift ? 'is-chosen' : ''}`} onClick={() => setChosen(gift)}>
              <img src={giftImage(gift)} alt="" width={56} height={56} />
              <span>{t(`web.gifts.${gift}`)}</span>
            </button>
          ))}
        </div>
        {!affordable && <InsufficientCredits className="mt-3 mb-0" />}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" disabled={!chosen || !affordable} data-testid="gift-send"
          onClick={() => { if (chosen) { onSend(chosen); setChosen(null); } }}>
          {chosen ? t('web.chat.gift_send', { gift: t(`web.gifts.${chosen}`), cost }) : t('web.chat.gift_choose')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
