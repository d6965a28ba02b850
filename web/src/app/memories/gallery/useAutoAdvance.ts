import { useEffect, useRef } from 'react';

/** The carousel's interval (memorial-portal 9). */
export const CAROUSEL_INTERVAL_MS = 60_000;

/**
 * Calls `advance` once every `interval` ms while `running`. Each start (and each change of `restartKey`, such as
 * the visitor moving to another slide) counts the whole interval again, so a slide is never cut short.
 */
export function useAutoAdvance(advance: () => void, running: boolean, restartKey: unknown, interval = CAROUSEL_INTERVAL_MS): void {
  const latest = useRef(advance);
  latest.current = advance;
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => latest.current(), interval);
    return () => window.clearTimeout(timer);
  }, [running, restartKey, interval]);
}
