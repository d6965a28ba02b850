import { PRAYER_DEFAULT_SIZES, PRAYER_SIZES } from '@memorial/schema';
import type { PrayerPageLike, PrayerTextFieldLike } from './PrayerPageCanvas';

/** A card's pages as the editor changes them (plain copies: never the cached query objects). */
export interface DraftPage {
  index: number;
  name: string;
  imageURL: string | null;
  textFields: PrayerTextFieldLike[];
}

export interface PrayerDraft {
  pages: DraftPage[];
  poemId: number | null;
  poemTitle: string | null;
  poemContent: string | null;
  locationId: number | null;
}

interface CardLike {
  pages: readonly PrayerPageLike[];
  poemId?: number | null;
  poemTitle?: string | null;
  poemContent?: string | null;
  locationId?: number | null;
}

const copyField = (f: PrayerTextFieldLike): PrayerTextFieldLike => ({
  type: f.type,
  subType: f.subType ?? null,
  name: f.name,
  text: f.text,
  priority: f.priority,
  font: f.font,
  size: f.size,
  bold: f.bold,
  italic: f.italic,
  underline: f.underline,
  align: f.align,
  line: f.line ?? null,
});

/** The draft of a saved card: what EDIT CARD starts from and CANCEL goes back to. */
export function draftOf(card: CardLike): PrayerDraft {
  return {
    pages: [...card.pages]
      .sort((a, b) => a.index - b.index)
      .map((p) => ({ index: p.index, name: p.name, imageURL: p.imageURL ?? null, textFields: p.textFields.map(copyField) })),
    poemId: card.poemId ?? null,
    poemTitle: card.poemTitle ?? null,
    poemContent: card.poemContent ?? null,
    locationId: card.locationId ?? null,
  };
}

/** The poem's title: the template's 'poemTitle' field (or a poem field of subType title). */
const isPoemTitle = (f: PrayerTextFieldLike) => f.name === 'poemTitle' || (f.type === 'poem' && f.subType === 'title');
const isPoemText = (f: PrayerTextFieldLike) => f.type === 'poem' && !isPoemTitle(f);

function withFields(draft: PrayerDraft, map: (f: PrayerTextFieldLike) => PrayerTextFieldLike): PrayerDraft {
  return { ...draft, pages: draft.pages.map((p) => ({ ...p, textFields: p.textFields.map(map) })) };
}

/**
 * A new field at the end of a page, centred in Georgia: for a card whose layout has no poem or footer field
 * (the poem goes inside right, the location on the back, as the templates have them).
 */
function addField(draft: PrayerDraft, pageIndex: number, field: Pick<PrayerTextFieldLike, 'type' | 'name' | 'text' | 'size'>): PrayerDraft {
  const page = draft.pages.find((p) => p.index === pageIndex) ?? draft.pages[draft.pages.length - 1];
  if (!page) return draft;
  const priority = Math.min(100, Math.max(0, ...page.textFields.map((f) => f.priority)) + 1);
  const added: PrayerTextFieldLike = {
    ...field,
    subType: null,
    priority,
    font: 'georgia',
    bold: false,
    italic: false,
    underline: false,
    align: 'center',
    line: null,
  };
  return { ...draft, pages: draft.pages.map((p) => (p === page ? { ...p, textFields: [...p.textFields, added] } : p)) };
}

/** The poem dropdown: the poem field takes the poem's text (a poem title field its title). */
export function applyPoem(draft: PrayerDraft, poem: { id: number; title: string; content: string }): PrayerDraft {
  const hasField = draft.pages.some((p) => p.textFields.some(isPoemText));
  let next: PrayerDraft = { ...draft, poemId: poem.id, poemTitle: poem.title, poemContent: poem.content };
  next = withFields(next, (f) => (isPoemText(f) ? { ...f, text: poem.content } : isPoemTitle(f) ? { ...f, text: poem.title } : f));
  return hasField ? next : addField(next, 2, { type: 'poem', name: 'poem', text: poem.content, size: PRAYER_DEFAULT_SIZES.poem });
}

/** The text a location prints as: the funeral home's name, and its address under it. */
export const locationText = (location: { name: string; address: string }): string =>
  [location.name, location.address].filter(Boolean).join('\n');

/** The location dropdown: the footer field takes the funeral home's name and address. */
export function applyLocation(draft: PrayerDraft, location: { id: number; name: string; address: string }): PrayerDraft {
  const text = locationText(location);
  const hasField = draft.pages.some((p) => p.textFields.some((f) => f.type === 'footer'));
  const next = withFields({ ...draft, locationId: location.id }, (f) => (f.type === 'footer' ? { ...f, text } : f));
  return hasField ? next : addField(next, 3, { type: 'footer', name: 'location', text, size: PRAYER_DEFAULT_SIZES.footer });
}

/** One field of one page changed (its text or its style). */
export function updateField(draft: PrayerDraft, pageIndex: number, fieldIndex: number, change: Partial<PrayerTextFieldLike>): PrayerDraft {
  return {
    ...draft,
    pages: draft.pages.map((p) =>
      p.index === pageIndex ? { ...p, textFields: p.textFields.map((f, i) => (i === fieldIndex ? { ...f, ...change } : f)) } : p,
    ),
  };
}

/** A page replaced (the canvas reports the page with a field's new text). */
export function replacePage(draft: PrayerDraft, page: DraftPage): PrayerDraft {
  return { ...draft, pages: draft.pages.map((p) => (p.index === page.index ? page : p)) };
}

/** The savePrayerCard input: the fields as typed, and the poem as it stands on the card (finalContent). */
export function draftInput(draft: PrayerDraft, coordinates: string | null | undefined) {
  const poemText = draft.pages.flatMap((p) => p.textFields).find(isPoemText)?.text ?? null;
  return {
    pages: draft.pages.map((p) => ({ index: p.index, textFields: p.textFields.map(copyField) })),
    poemId: draft.poemId,
    poemTitle: draft.poemTitle,
    poemContent: draft.poemContent,
    finalContent: poemText,
    locationId: draft.locationId,
    coordinates: coordinates ?? null,
  };
}

/** Step 2's check mark: a poem was chosen from the library or written on the card. */
export function hasPoem(card: CardLike): boolean {
  return (
    card.poemId != null ||
    !!card.poemContent?.trim() ||
    card.pages.some((p) => p.textFields.some((f) => isPoemText(f) && f.text.trim() !== ''))
  );
}

/** The page the poem is on, if the card has a poem field. */
export function poemPageIndex(draft: PrayerDraft): number | null {
  return draft.pages.find((p) => p.textFields.some(isPoemText))?.index ?? null;
}

/** The poem one size smaller (the next of PRAYER_SIZES below it); null when it is already the smallest. */
export function shrinkPoem(draft: PrayerDraft): PrayerDraft | null {
  const page = draft.pages.find((p) => p.textFields.some(isPoemText));
  const at = page?.textFields.findIndex(isPoemText) ?? -1;
  if (!page || at < 0) return null;
  const smaller = [...PRAYER_SIZES].reverse().find((s) => s < page.textFields[at]!.size);
  return smaller === undefined ? null : updateField(draft, page.index, at, { size: smaller });
}
