import { startTransition, useEffect, useState } from 'react';

/** Runs `task` when the browser is idle (after it painted and answered input), or soon where it cannot tell. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}

/**
 * Counts from 1 up to `total`, one step each time the browser is idle, in a transition (issue 29 item 3): a long page
 * built in parts. The first part takes keys as soon as it shows, and a key pressed while a later part is being
 * built interrupts that build.
 */
export function useBuiltInSteps(total: number): number {
  const [built, setBuilt] = useState(1);
  useEffect(() => {
    if (built >= total) return undefined;
    return whenIdle(() => startTransition(() => setBuilt((n) => n + 1)));
  }, [built, total]);
  return built;
}
