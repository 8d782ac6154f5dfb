import { useEffect, useState } from 'react';
import { MS_PER_MINUTE } from '../../../../shared/time.ts';

/** The current time, moving on every minute: ages ("waited 5 min") stay true on an open panel. */
export function useNow(everyMs = MS_PER_MINUTE): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
