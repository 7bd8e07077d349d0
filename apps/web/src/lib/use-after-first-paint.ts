import { useEffect, useState } from 'react';

let painted = false;

/**
 * False until the page's first frame has been drawn, then true (at once for whatever mounts later). For work the
 * first screen does not show, such as the realtime connection and its code: it then does not compete with the first
 * screen's code and photos for the network and the CPU.
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return undefined;
    let timer = 0;
    // The frame callback runs just before the frame is drawn; a task queued from it runs after.
    const frame = requestAnimationFrame(() => { timer = window.setTimeout(() => { painted = true; setDone(true); }, 0); });
    return () => { cancelAnimationFrame(frame); window.clearTimeout(timer); };
  }, [done]);
  return done;
}
