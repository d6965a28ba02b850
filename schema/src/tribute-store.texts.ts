import { NAMESPACE } from './i18n/index.js';

/**
 * The demo's own tribute store page (issue 29): `npm start` points TRIBUTE_STORE_URL at it, so that Send Flowers and
 * Plant a Tree can be tried; a real site sets TRIBUTE_STORE_URL to its florist or tree-planting partner.
 */
export const DEMO_TRIBUTE_STORE_TEXTS = {
  [NAMESPACE]: 'tributeStore',
  title: 'Tribute store (demo)',
  lead: "This page stands in for the funeral home's tribute store in the demo. A real site sets TRIBUTE_STORE_URL to its florist or tree-planting partner, which takes the order from here.",
  'flower-click': 'Send Flowers',
  'tree-click': 'Plant a Tree',
  forEvent: '{action} for {event}',
  noEvent: 'In memory of your loved one',
  back: 'Back to the memorial page',
  invalid: 'This link is not one the memorial page sends: open Send Flowers or Plant a Tree from an event on the memorial page.',
} as const;
