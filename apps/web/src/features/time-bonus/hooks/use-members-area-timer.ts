import { useEffect, useState } from 'react';
import { modalWaitMs } from '../rules';

/**
 * When the member entered the members area. It lives outside React because /members and /chats have different
 * layouts: moving between them remounts the top bar without leaving the area, and must not restart the 40 s.
 */
let enteredAt: number | null = null;
let leaving: ReturnType<typeof setTimeout> | undefined;

/**
 * Spec 4: true once the member has been in the members area (`isInArea`, with the modal's other conditions) for
 * the modal's delay; cancelled on leaving. An unmount counts as leaving unless the next layout mounts it again in
 * the same commit (its cleanup and the new mount run before any timer).
 */
export function useMembersAreaTimer(isInArea: boolean): boolean {
  const [isDue, setDue] = useState(false);
  useEffect(() => {
    setDue(false);
    if (!isInArea) {
      enteredAt = null;
      return;
    }
    clearTimeout(leaving);
    enteredAt ??= Date.now();
    const timer = setTimeout(() => setDue(true), modalWaitMs(enteredAt, Date.now()));
    return () => {
      clearTimeout(timer);
      leaving = setTimeout(() => { enteredAt = null; }, 0);
    };
  }, [isInArea]);
  return isDue && isInArea;
}
