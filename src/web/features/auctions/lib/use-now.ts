import { useEffect, useState } from 'react';
import { TICK_MS } from '../../../../shared/countdown.ts';

/** The time now (epoch ms), once a second while `ticking`: a countdown's clock. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
