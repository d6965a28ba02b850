import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { hasOnePortalFlag, redirectFor } from '../redirects';
import { sessionStore, useSession } from '../session';
import { SessionDialogs } from '../SessionDialogs';

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

  const target = redirectFor(pathname, search, session);
  if (target && target !== pathname) return <Navigate to={target} replace />;
  return (
    <>
      <Outlet />
      <SessionDialogs />
    </>
  );
}
