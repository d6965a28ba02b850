/**
 * The obituary editors (arrangements-portal 4.1, 4.6, 5.6, 9; memorial-portal 4, 5, 9): the spec's texts
 * verbatim, and plain ones where the spec only describes what a text says.
 */
import { NAMESPACE } from '../i18n/index.js';

export const OBITUARY_MESSAGES = {
  [NAMESPACE]: 'obituary',
  required: 'Obituary is required',
  /** The notification when the arrangement flow's editor is over its limit; the field says maxLimit. */
  textLimitExceeded: 'Error. Text Limit Exceeded.',
  maxLimit: 'You have exceeded max limit for obituary',
  lifeOfTitleMax: 'You have exceeded max limit for life of title',
  lifeOfDescriptionMax: 'You have exceeded max limit for life of description',
  /** The spec describes these two (4.1): locked by the arranger, contact the arranger; unlocked, the family may edit or add. */
  locked: 'This section has been locked by your arranger. Please contact your arranger for any changes or additions.',
  unlocked: 'You can edit the obituary or add information to it.',
  /** Not in the spec: staff editing a locked obituary (it is read-only for everyone, 6). */
  lockedForStaff: 'The obituary is locked. Unlock it to make changes.',
  /** Not in the spec: the staff's lock switch. */
  lockSet: 'Obituary locked. The family can no longer edit it.',
  lockCleared: 'Obituary unlocked. The family can edit it again.',
  /** The spec's notification after SUBMIT TO ARRANGER (8). */
  submitted: 'Details Submitted to your Arranger Successfully!',
  /** The spec's generic success (8), for the family website dialog. */
  updated: 'Data updated successfully',
  /** Not in the spec: a save with nothing changed writes nothing. */
  unchanged: 'There are no changes to save.',
} as const;

/** The obituary screens' own words and the printed QR poster's (not in the spec). */
export const OBITUARY_TEXTS = {
  [NAMESPACE]: 'obituaryScreen',
  posterTitle: '{name} – official memorial page',
  posterInMemory: 'In Loving Memory of',
  posterScan: 'Scan to visit the official memorial page',
  posterServices: 'Services',
  posterShare: 'Share a memory, find the services and send condolences there.',
  posterPublished: 'This page is published by the family with {funeralHome}.',
  /** The arrangement flow's editor (ObituaryEditor). */
  heading: 'The Obituary for {name}',
  add: 'ADD',
  edit: 'EDIT',
  submittedOn: 'Submitted {when}',
  submittedOnBy: 'Submitted {when} by {name}',
  badgeNotStarted: 'Not started',
  badgeSubmitted: 'Submitted to arranger',
  badgeNotSubmitted: 'Not submitted',
  lockSwitch: 'Lock the obituary (the family cannot edit it)',
  editorLabel: 'Obituary editor',
  obituary: 'Obituary',
  placeholder: 'Write the obituary for {name}…',
  submit: 'SUBMIT TO ARRANGER',
  cancel: 'CANCEL',
  /** The obituary page around the editor (ObituaryPage). */
  loading: 'Loading the obituary',
  backToDecedents: 'Back to the decedent list',
  backToArrangements: 'Back to My Arrangements',
  details: 'Obituary details',
  viewFamilyWebsite: 'View the family website',
  moderateAll: 'Moderate all memories',
  websitePrivate: 'Website Private',
} as const;

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text of rich text, as the length limits count it: tags and the line breaks between them dropped, entities read.
 * The browser counts the editor's HTML with it and the gateway the sanitised HTML, so both count alike.
 */
export function richTextPlain(html: string): string {
  return (
    html
      .trim()
      // Line breaks between tags are the source's layout, not text (the editor drops them).
      .replace(/>\s*\n\s*</g, '><')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
        if (name[0] === '#') {
          const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
          return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
        }
        return ENTITIES[name.toLowerCase()] ?? whole;
      })
  );
}

/** Characters as a person counts them (code points): an emoji is one. */
export const richTextLength = (html: string) => [...richTextPlain(html)].length;
