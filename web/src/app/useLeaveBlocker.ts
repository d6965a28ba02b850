import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While `active` (unsaved changes): leaving for another page is blocked so the caller can ask first, and the
 * browser asks on reload or close. Once saved or discarded, a navigation that was held goes on.
 */
export function useLeaveBlocker(active: boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  useEffect(() => {
    if (blocker.state === 'blocked' && !active) blocker.proceed();
  }, [blocker, active]);

  return blocker;
}
