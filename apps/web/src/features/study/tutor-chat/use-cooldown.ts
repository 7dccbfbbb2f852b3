import { useCallback, useEffect, useState } from 'react';

/**
 * The abuse-level 429's wait (Retry-After): while it runs the question box is disabled and shows a
 * countdown in whole seconds.
 */
export function useCooldown() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) setUntil(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    setUntil(Date.now() + seconds * 1000);
    setNow(Date.now());
  }, []);
  const active = useCallback(() => until !== null && Date.now() < until, [until]);
  const waitSeconds = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { start, active, waitSeconds };
}
