import { Navigate, Outlet, useLocation } from 'react-router';
import { redirectFor } from '../redirects';
import { useSession } from '../session';
import { SessionDialogs } from '../SessionDialogs';

/** Every route passes here: the role redirects of section 6, then the screen, with the session dialogs on top. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const session = useSession();
  const target = redirectFor(pathname, search, session);
  if (target && target !== pathname) return <Navigate to={target} replace />;
  return (
    <>
      <Outlet />
      <SessionDialogs />
    </>
  );
}
