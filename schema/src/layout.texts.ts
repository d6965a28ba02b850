import { NAMESPACE } from './i18n/index.js';

/** The frame of every screen: the top bar, its navigation (arrangements-portal 2.3) and the language switch. */
export const LAYOUT_TEXTS = {
  [NAMESPACE]: 'layout',
  tagline: 'Family Website & Arrangements',
  familyLogin: 'Family Login',
  signOut: 'Sign Out',
  menu: 'Menu',
  /** The accessible name of the navigation landmark. */
  mainNavigation: 'Main',
  memories: 'Memories',
  arrangementsSummary: 'Arrangements Summary',
  loginReport: 'Login Report',
  userReport: 'User Report',
  profile: 'Profile',
  home: 'Home',
  myArrangements: 'My Arrangements',
  /** The switch's accessible description: it shows the other language's own name ("Español"). */
  switchLanguage: 'Show this site in {language}',
} as const;
