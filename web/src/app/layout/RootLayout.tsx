import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { hasOnePortalFlag, redirectFor } from '../redirects';
import { sessionStore, useSession } from '../session';
import { SessionDialogs } from '../SessionDialogs';
import { useDocumentTitle } from './pageTitle';

/** Every route passes here: the role redirects of section 6, then the screen, with the session dialogs on top. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const session = useSession();
  const enteredWithOnePortal = hasOnePortalFlag(search);
  const onProfile = pathname.replace(/\/+$/, '') === '/profile' && session.role === 'arranger' && session.isNewUser;

  useEffect(() => {
    if (enteredWithOnePortal) sessionStore.enterOnePortal(pathname);
  }, [enteredWithOnePortal, pathname]);
  useEffect(() => {
    if (onProfile) sessionStore.noteProfileShown();
  }, [onProfile]);
  useEffect(() => {
    sessionStore.arrived(`${pathname}${search}`);
  }, [pathname, search]);

  useFocusOnRouteChange(pathname);
  useDocumentTitle();

  const target = redirectFor(pathname, search, session);
  if (target && target !== pathname) return <Navigate to={target} replace />;
  return (
    <>
      <Outlet />
      <SessionDialogs />
    </>
  );
}

/**
 * After a route change the link that was followed is gone and focus would fall
 * to the page body: move it to the new screen's h1 (or its main) once that is
 * shown, so keyboard and screen-reader users start at the new screen. Focus
 * that something on the screen took itself (a dialog, a field) is left alone.
 */
function useFocusOnRouteChange(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const lost = () => !document.activeElement || document.activeElement === document.body;
    const place = () => {
      if (!lost()) return true;
      const target = document.querySelector<HTMLElement>('main h1') ?? null;
      if (!target) return false;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
      return true;
    };
    if (place()) return;
    // The screen may still be loading its data: wait for its heading, at most a few seconds.
    const observer = new MutationObserver(() => {
      if (place()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      if (lost()) document.querySelector<HTMLElement>('main')?.focus();
    }, 5000);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
