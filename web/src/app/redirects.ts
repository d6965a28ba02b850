import type { Role } from '@memorial/schema';
import { homeFor } from './session';

export interface RedirectSession {
  role: Role | null;
  isNewUser: boolean;
  /** This browser session entered with onePortal=true (or through the cl-arranger door). */
  onePortal?: boolean;
  /** A new user has already been shown /profile in this browser session. */
  profileShown?: boolean;
}

/** Memorial page variants (memorial-portal section 2), the public doors of a family website. */
const MEMORIAL_SEGMENTS = new Set(['name', 'memories', 'memories-old', 'share-memories']);

/** onePortal=true in a query string marks an entry from another portal. */
export const hasOnePortalFlag = (search: string): boolean => new URLSearchParams(search).get('onePortal') === 'true';

/**
 * Where staff belong: /admin, except that a cl-arranger may use /admin only
 * after entering with onePortal; without it they go back to their own door.
 */
function staffHome(role: Role, onePortal: boolean): string {
  return role === 'cl-arranger' && !onePortal ? '/cl-arranger' : '/admin';
}

/**
 * The role redirects of memorial-portal sections 2 and 6, for a path inside
 * the app (without the /obituaries base). Answers where to go instead, or null to stay.
 */
export function redirectFor(pathname: string, search: string, session: RedirectSession): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  const { role, isNewUser } = session;
  const onePortal = !!session.onePortal || hasOnePortalFlag(search);

  if (!role) {
    switch (first) {
      case 'app':
        // The family view of a website without a session is its public view.
        if (segments[1] === 'memories' && segments.length > 2) return `/${segments.slice(1).join('/')}${search}`;
        return '/';
      case 'admin':
        return '/administrator';
      case 'profile':
        return '/';
      default:
        // The landing doors, the memorial page and its variants are open to everyone; unknown paths show the landing screen.
        return null;
    }
  }

  if (role !== 'arranger') {
    const home = staffHome(role, onePortal);
    switch (first) {
      case 'admin':
        return home === '/admin' ? null : home;
      case 'cl-arranger':
        // A cl-arranger without onePortal stays at their door to sign in again.
        return home === '/cl-arranger' ? null : home;
      case '':
        // A password reset link always shows its form.
        return new URLSearchParams(search).has('resetToken') ? null : home;
      case 'administrator':
      case 'app':
      case 'profile':
        return home;
      default:
        // A signed-in admin is sent to /admin unless on the admin memories list (under /admin), cl-arrangers alike.
        if (MEMORIAL_SEGMENTS.has(first) && segments.length > 2) return home;
        return null;
    }
  }

  // The arranger (family).
  const newUserFirst = isNewUser && !session.profileShown;
  switch (first) {
    case '':
      if (new URLSearchParams(search).has('resetToken')) return null;
      return newUserFirst ? '/profile' : homeFor(role);
    case 'administrator':
    case 'cl-arranger':
    case 'admin':
      return '/app';
    case 'app':
      return newUserFirst ? '/profile' : null;
    default:
      // The public page of a website is shown to the family as its family view, with the same query (memory=<id>).
      if (MEMORIAL_SEGMENTS.has(first) && segments.length > 2) return `/app/memories/${segments.slice(1).join('/')}${search}`;
      return null;
  }
}
