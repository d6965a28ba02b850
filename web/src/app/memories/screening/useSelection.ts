import { useCallback, useMemo, useState } from 'react';

export interface Selection {
  /** The selected ids that are still shown, in the list's order. */
  ids: readonly number[];
  has: (id: number) => boolean;
  toggle: (id: number, on: boolean) => void;
  /** Select every shown item, or none. */
  setAll: (on: boolean) => void;
  clear: () => void;
  all: boolean;
  some: boolean;
}

/** Checkboxes over a list: what leaves the list (moderated, filtered out) leaves the selection. */
export function useSelection(shown: readonly number[] | undefined): Selection {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const key = shown?.join(',') ?? '';
  const visible = useMemo(() => (key ? key.split(',').map(Number) : []), [key]);
  const ids = useMemo(() => visible.filter((id) => picked.has(id)), [visible, picked]);
  const toggle = useCallback((id: number, on: boolean) => {
    setPicked((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setAll = useCallback((on: boolean) => setPicked(on ? new Set(visible) : new Set()), [visible]);
  const clear = useCallback(() => setPicked(new Set()), []);
  return {
    ids,
    has: (id) => ids.includes(id),
    toggle,
    setAll,
    clear,
    all: visible.length > 0 && ids.length === visible.length,
    some: ids.length > 0,
  };
}
