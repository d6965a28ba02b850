import { useCallback, useEffect, useRef } from 'react';
import { focusElement, focusLost } from '../../focus';

/**
 * A list of memory cards whose card leaves the list after a moderation call (Approve, Reject, Delete, Un Approve,
 * Hide) or a live update: when the card that last had focus (itself or one of its dialogs) is gone and focus fell to
 * the page body, focus goes to the card that took its place, else the one before it, else the list's heading.
 *
 * `ids` are the cards' memories in order; put `listRef` on the element whose children are the cards, and call
 * `noteFocus(id)` from each card's onFocus (React's focus events come through the portals of the card's dialogs).
 */
export function useFocusAfterRemoval(ids: readonly number[] | undefined, headingId: string) {
  const listRef = useRef<HTMLDivElement>(null);
  const last = useRef<{ id: number; index: number } | null>(null);
  const shown = useRef<readonly number[] | undefined>(ids);
  const noteFocus = useCallback((id: number) => {
    last.current = { id, index: shown.current?.indexOf(id) ?? -1 };
  }, []);

  // The cards' ids as one string: a new list of the same memories is no change.
  const key = ids?.join(',');
  useEffect(() => {
    const now = key === undefined ? undefined : key ? key.split(',').map(Number) : [];
    shown.current = now;
    const was = last.current;
    if (!was || !now || now.includes(was.id)) return;
    // Focus may still be inside a closing dialog: wait for the dialog to give it back (Mantine's focus return).
    const timer = setTimeout(() => {
      last.current = null;
      if (!focusLost()) return;
      const cards = Array.from(listRef.current?.children ?? []);
      const next = cards[Math.min(Math.max(was.index, 0), cards.length - 1)];
      const card = next?.querySelector<HTMLElement>('article') ?? null;
      if (!focusElement(card)) focusElement(document.getElementById(headingId));
    }, 50);
    return () => clearTimeout(timer);
  }, [key, headingId]);

  return { listRef, noteFocus };
}
