// The time now, read again every `everyMs`: for what a page shows from a given moment on (the
// desk offers "Record outcome" once a consultation has started) without a reload.
import { useEffect, useState } from 'react';

export function useClock(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
