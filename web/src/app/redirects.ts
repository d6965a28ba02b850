import type { Role } from '@memorial/schema';
import { homeFor } from './session';

/**
 * The role redirects of memorial-portal section 6, for a path inside the app
 * (without the /obituaries base). Answers where to go instead, or null to stay.
 */
export function redirectFor(pathname: string, search: string, session: { role: Role | null; isNewUser: boolean }): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  const { role, isNewUser } = session;

  switch (first) {
    case '':
      // The landing screen: someone signed in continues where they belong; a reset link always shows its form.
      if (role && !new URLSearchParams(search).has('resetToken')) return homeFor(role, isNewUser);
      return null;
    case 'administrator':
      if (role === 'arranger') return '/app';
      if (role) return '/admin';
      return null;
    case 'cl-arranger':
      if (role === 'arranger') return '/app';
      if (role) return '/admin';
      return null;
    case 'app':
      if (!role) {
        // The family view of a website without a session is its public view.
        if (segments[1] === 'memories' && segments.length > 2) return `/${segments.slice(1).join('/')}${search}`;
        return '/';
      }
      if (role !== 'arranger') return '/admin';
      return null;
    case 'admin':
      if (!role) return '/administrator';
      if (role === 'arranger') return '/app';
      return null;
    case 'profile':
      if (!role) return '/';
      if (role !== 'arranger') return '/admin';
      return null;
    default:
      // The memorial page and its variants are open to everyone; unknown paths show the landing screen.
      return null;
  }
}
