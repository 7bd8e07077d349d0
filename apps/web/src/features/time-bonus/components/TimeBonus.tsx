import { useState } from 'react';
import { dismiss, dismissedAt, LOCAL_FLAGS } from '../../../lib/local-flags';
import { useSession } from '../../session';
import { useMembersAreaTimer } from '../hooks/use-members-area-timer';
import { useTimeBonus } from '../hooks/use-time-bonus';
import { mayShowTimeBonusModal, showTimeBonusBanner } from '../rules';
import { TimeBonusBanner } from './TimeBonusBanner';
import { TimeBonusModal } from './TimeBonusModal';
import '../time-bonus.scss';

/**
 * The welcome time bonus in the app frame (spec 2/4): the banner in the members area and the modal 40 s after
 * entering it, for a member with 0 credits who has not closed it before. Renders nothing for anyone else.
 */
export function TimeBonus({ routeName }: { routeName: string | null }) {
  const { user } = useSession();
  const secondsLeft = useTimeBonus();
  const [isDismissed, setDismissed] = useState(() => dismissedAt(LOCAL_FLAGS.timeBonusModal) !== null);
  const mayShowModal = mayShowTimeBonusModal({ secondsLeft, credits: user?.credits ?? 0, dismissed: isDismissed, routeName });
  const isModalDue = useMembersAreaTimer(mayShowModal);
  if (secondsLeft === null) return null;
  const close = () => { dismiss(LOCAL_FLAGS.timeBonusModal); setDismissed(true); };
  return (
    <>
      {showTimeBonusBanner(secondsLeft, routeName) && <TimeBonusBanner secondsLeft={secondsLeft} />}
      {isModalDue && <TimeBonusModal secondsLeft={secondsLeft} onClose={close} />}
    </>
  );
}
