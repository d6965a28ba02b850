import { useSyncExternalStore } from 'react';
import { isLocale, ROLES, type Role } from '@memorial/schema';
import { localeStore } from './i18n';

/**
 * The browser session (memorial-portal section 4): token and role live in
 * localStorage when the person asked to be remembered, otherwise in
 * sessionStorage; a `role` cookie is set as well. Expiry and unauthorized
 * warnings are flags that the session dialogs show.
 */
export interface SessionState {
  token: string | null;
  role: Role | null;
  isNewUser: boolean;
  /** A call answered UNAUTHENTICATED or SESSION_EXPIRED: the Session Expiry dialog is open. */
  sessionExpired: boolean;
  /** A call answered FORBIDDEN: the Access Denied dialog is open. */
  unauthorized: boolean;
  /** The person chose Sign Out (the landing screen does not ask them to sign in again at once). */
  signedOut: boolean;
  /** This browser session entered from another portal (onePortal=true, or the cl-arranger door). */
  onePortal: boolean;
  /** The case number (CS-digits-digits) of the path that entered with onePortal=true. */
  onePortalOpi: string | null;
  /** A new user has been shown /profile in this browser session. */
  profileShown: boolean;
}

const KEYS = { token: 'token', role: 'role', isNewUser: 'isNewUser' } as const;
/** Facts about this browser session (sessionStorage only): they outlive a reload, not the tab. */
const ENTRY_KEYS = { onePortal: 'onePortal', opi: 'opi', profileShown: 'profileShown' } as const;
const CASE_NUMBER = /\bCS-\d+-\d+\b/;
const COOKIE_PATH = '/';

const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null; // storage disabled by the browser
  }
}

type Stored = Pick<SessionState, 'token' | 'role' | 'isNewUser' | 'onePortal' | 'onePortalOpi' | 'profileShown'>;

function readStored(): Stored {
  const tab = safeStorage('sessionStorage');
  const entry = {
    onePortal: tab?.getItem(ENTRY_KEYS.onePortal) === 'true',
    onePortalOpi: tab?.getItem(ENTRY_KEYS.opi) ?? null,
    profileShown: tab?.getItem(ENTRY_KEYS.profileShown) === 'true',
  };
  for (const storage of [safeStorage('localStorage'), tab]) {
    const token = storage?.getItem(KEYS.token);
    const role = storage?.getItem(KEYS.role);
    if (token && isRole(role)) return { token, role, isNewUser: storage?.getItem(KEYS.isNewUser) === 'true', ...entry };
  }
  return { token: null, role: null, isNewUser: false, ...entry };
}

export interface SignInInput {
  token: string;
  role: Role;
  isNewUser: boolean;
  remember: boolean;
  expiresAt?: string;
  /** The language chosen in the person's profile (issue 31): the app switches to it and remembers it. */
  language?: string | null;
}
let pendingSignIn: { path: string; input: SignInInput } | null = null;

let state: SessionState = { ...readStored(), sessionExpired: false, unauthorized: false, signedOut: false };
const listeners = new Set<() => void>();

function setState(next: Partial<SessionState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** LOGIN: keeps the token and role (long term when remembered) and sets the role cookie. */
  signIn(input: SignInInput) {
    clearStorage();
    const storage = safeStorage(input.remember ? 'localStorage' : 'sessionStorage');
    storage?.setItem(KEYS.token, input.token);
    storage?.setItem(KEYS.role, input.role);
    storage?.setItem(KEYS.isNewUser, String(input.isNewUser));
    const expires = input.remember && input.expiresAt ? `; expires=${new Date(input.expiresAt).toUTCString()}` : '';
    document.cookie = `role=${encodeURIComponent(input.role)}; path=${COOKIE_PATH}; SameSite=Lax${expires}`;
    // The cl-arranger door stands in for the identity provider, which the spec uses only on an entry with onePortal.
    const onePortal = state.onePortal || input.role === 'cl-arranger';
    if (onePortal) safeStorage('sessionStorage')?.setItem(ENTRY_KEYS.onePortal, 'true');
    safeStorage('sessionStorage')?.removeItem(ENTRY_KEYS.profileShown);
    if (isLocale(input.language)) void localeStore.set(input.language, { remember: true });
    setState({
      token: input.token,
      role: input.role,
      isNewUser: input.isNewUser,
      sessionExpired: false,
      unauthorized: false,
      signedOut: false,
      onePortal,
      profileShown: false,
    });
  },

  /**
   * LOGIN once the app shows `path` (path and query inside the app): the
   * memorial page's login goes to /name/{slug}/{opi} first, and signing in
   * before arriving would let the redirects of the page being left race it.
   */
  signInOnArrival(path: string, input: SignInInput) {
    pendingSignIn = { path, input };
  },
  /** RootLayout calls this with each location it shows. */
  arrived(path: string) {
    if (pendingSignIn?.path !== path) return;
    const { input } = pendingSignIn;
    pendingSignIn = null;
    sessionStore.signIn(input);
  },

  /**
   * A path opened with onePortal=true: remembered for this browser session, so
   * that moving on inside /admin (links drop the query) keeps working. A case
   * number in the path is stored as the opi.
   */
  enterOnePortal(pathname: string) {
    const tab = safeStorage('sessionStorage');
    tab?.setItem(ENTRY_KEYS.onePortal, 'true');
    const opi = CASE_NUMBER.exec(pathname)?.[0] ?? null;
    if (opi) tab?.setItem(ENTRY_KEYS.opi, opi);
    if (!state.onePortal || (opi && opi !== state.onePortalOpi)) setState({ onePortal: true, onePortalOpi: opi ?? state.onePortalOpi });
  },

  /** The profile was saved: the gateway ended the new-user state; the stored session follows. */
  profileSaved() {
    if (!state.isNewUser) return;
    for (const storage of [safeStorage('localStorage'), safeStorage('sessionStorage')]) {
      if (storage?.getItem(KEYS.token)) storage.setItem(KEYS.isNewUser, 'false');
    }
    setState({ isNewUser: false });
  },

  /** A new user has seen /profile: moving on to My Arrangements without saving it is allowed in this browser session. */
  noteProfileShown() {
    if (state.profileShown) return;
    safeStorage('sessionStorage')?.setItem(ENTRY_KEYS.profileShown, 'true');
    setState({ profileShown: true });
  },

  /** LOGOUT: clears the login, the role, both storages and the cookies. */
  clear({ signedOut = false }: { signedOut?: boolean } = {}) {
    pendingSignIn = null;
    clearStorage();
    for (const key of Object.values(ENTRY_KEYS)) safeStorage('sessionStorage')?.removeItem(key);
    clearCookies();
    setState({
      token: null,
      role: null,
      isNewUser: false,
      sessionExpired: false,
      unauthorized: false,
      signedOut,
      onePortal: false,
      onePortalOpi: null,
      profileShown: false,
    });
  },

  warnExpired() {
    if (!state.sessionExpired) setState({ sessionExpired: true });
  },
  warnUnauthorized() {
    if (!state.unauthorized && !state.sessionExpired) setState({ unauthorized: true });
  },
  /** Refresh clears both warnings. */
  clearWarnings() {
    setState({ sessionExpired: false, unauthorized: false });
  },

  /** Re-reads the storages; tests and a second tab use it. */
  reload() {
    state = { ...readStored(), sessionExpired: false, unauthorized: false, signedOut: false };
    for (const listener of listeners) listener();
  },
};

function clearStorage() {
  for (const storage of [safeStorage('localStorage'), safeStorage('sessionStorage')]) {
    for (const key of Object.values(KEYS)) storage?.removeItem(key);
  }
}

/** Expires every cookie this page can see, on the paths the app may have used. */
function clearCookies() {
  if (typeof document === 'undefined') return;
  const names = document.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter(Boolean);
  for (const name of names) {
    for (const path of ['/', '/obituaries', '/obituaries/']) {
      document.cookie = `${name}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  }
}

/**
 * The session a server render sees: none (the server reads no browser storage; issue 28 renders public pages as a
 * visitor sees them). Hydration sees it too, so that it finds the markup it was sent; a signed-in person's page then
 * renders as theirs at once, the visitor's page standing until their own answer arrives (no loading skeleton).
 */
const VISITOR: SessionState = {
  token: null,
  role: null,
  isNewUser: false,
  sessionExpired: false,
  unauthorized: false,
  signedOut: false,
  onePortal: false,
  onePortalOpi: null,
  profileShown: false,
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => VISITOR);
}

/** Where a signed-in person belongs. */
export function homeFor(role: Role, isNewUser = false): string {
  if (role === 'arranger') return isNewUser ? '/profile' : '/app';
  return '/admin';
}
