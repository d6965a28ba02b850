import { useState } from 'react';
import { SAVE_CONFLICT, t } from '@memorial/schema';
import { describeError } from '../../app/errors';
import { displayValue } from '../../app/conflict/diff';
import { CONFLICT_CODE } from '../../app/conflict/useSaveConflict';
import type { ConflictRow, Side } from '../../app/conflict/ConflictPanel';
import type { PrayerDraft } from './draft';

/** A SAVE CARD refused because the card was saved by someone else after editing started (issue 27). */
export interface PrayerConflict {
  message: string;
  /** The draft as it was when SAVE CARD was pressed. */
  typed: PrayerDraft;
  /** The card as saved now, as a draft. */
  saved: PrayerDraft;
  /** The card editing started from. */
  loaded: PrayerDraft;
}

/** The same pages with the same fields in the same places: the two can be merged field by field. */
function sameLayout(a: PrayerDraft, b: PrayerDraft): boolean {
  return (
    a.pages.length === b.pages.length &&
    a.pages.every((p, i) => {
      const q = b.pages[i]!;
      return (
        p.index === q.index && p.textFields.length === q.textFields.length && p.textFields.every((f, j) => f.name === q.textFields[j]!.name)
      );
    })
  );
}

/** Every field of a draft, with its page and its place. */
const fieldsOf = (d: PrayerDraft) => d.pages.flatMap((p, i) => p.textFields.map((f, j) => ({ page: p, i, j, f })));

/**
 * The draft to go on with after a conflict: every field the person changed as they typed it, the others as saved;
 * another layout (a template changed meanwhile) keeps the person's whole draft.
 */
export function mergeAfterConflict({ typed, saved, loaded }: Omit<PrayerConflict, 'message'>): PrayerDraft {
  if (!sameLayout(typed, saved) || !sameLayout(typed, loaded)) return typed;
  return {
    ...typed,
    pages: typed.pages.map((p, i) => ({
      ...p,
      textFields: p.textFields.map((f, j) => (f.text === loaded.pages[i]!.textFields[j]!.text ? saved.pages[i]!.textFields[j]! : f)),
    })),
  };
}

/** The panel's rows: each text that differs, by page and field (or the whole design when the layouts differ). */
export function prayerConflictRows(conflict: PrayerConflict, draft: PrayerDraft): ConflictRow[] {
  const { typed, saved, loaded } = conflict;
  if (!sameLayout(typed, saved) || !sameLayout(draft, saved)) {
    const choice: Side | null = JSON.stringify(draft) === JSON.stringify(saved) ? 'saved' : 'yours';
    const text = (d: PrayerDraft) => displayValue(fieldsOf(d).map((x) => x.f.text));
    return [{ path: '', label: t(SAVE_CONFLICT, 'wholeDesign'), yours: text(typed), saved: text(saved), changedByYou: true, choice }];
  }
  return fieldsOf(typed)
    .filter(({ i, j, f }) => f.text !== saved.pages[i]!.textFields[j]!.text)
    .map(({ page, i, j, f }) => {
      const theirs = saved.pages[i]!.textFields[j]!.text;
      const now = draft.pages[i]!.textFields[j]!.text;
      return {
        path: `${i}.${j}`,
        label: t(SAVE_CONFLICT, 'onPage', { page: page.name, field: f.name }),
        yours: displayValue(f.text),
        saved: displayValue(theirs),
        changedByYou: sameLayout(typed, loaded) ? f.text !== loaded.pages[i]!.textFields[j]!.text : true,
        choice: now === f.text ? 'yours' : now === theirs ? 'saved' : null,
      };
    });
}

/** One choice of the panel applied to the draft. */
export function choosePrayerSide(conflict: PrayerConflict, draft: PrayerDraft, path: string, side: Side): PrayerDraft {
  const from = side === 'yours' ? conflict.typed : conflict.saved;
  if (path === '') return from;
  const [i, j] = path.split('.').map(Number) as [number, number];
  const text = from.pages[i]!.textFields[j]!.text;
  return {
    ...draft,
    pages: draft.pages.map((p, pi) => (pi === i ? { ...p, textFields: p.textFields.map((f, fj) => (fj === j ? { ...f, text } : f)) } : p)),
  };
}

/**
 * The version the design was started from, and the conflict after a SAVE CARD refused as made from an older one:
 * `refused` reads the card again (`reload`, network-only) and answers the draft to go on with.
 */
export function usePrayerConflict() {
  const [base, setBase] = useState<{ version: number; draft: PrayerDraft } | null>(null);
  const [conflict, setConflict] = useState<PrayerConflict | null>(null);
  /** EDIT CARD: the design starts from this card, at this version. */
  const started = (version: number, draft: PrayerDraft) => {
    setBase({ version, draft });
    setConflict(null);
  };
  const refused = async (
    error: unknown,
    typed: PrayerDraft,
    reload: () => Promise<{ draft: PrayerDraft; version: number } | null>,
  ): Promise<PrayerDraft | null> => {
    const failure = describeError(error);
    if (failure.code !== CONFLICT_CODE || !base) return null;
    const fresh = await reload();
    if (!fresh) return null;
    const next: PrayerConflict = { message: failure.message ?? '', typed, saved: fresh.draft, loaded: base.draft };
    setBase(fresh);
    setConflict(next);
    return mergeAfterConflict(next);
  };
  return { version: base?.version ?? 0, conflict, started, refused, done: () => setConflict(null) };
}
