import { useCallback, useRef, useState } from 'react';
import { describeError } from '../errors';
import { conflictFields, sameValue, type ConflictField } from './diff';

/** A record as a form edits it: its values, and the version they were read at. */
export interface Versioned<V> {
  values: V;
  version: number;
}

/** A save refused because the record was saved by someone else after the form was loaded (CONFLICT). */
export interface SaveConflict<V> {
  /** The gateway's sentence: who saved it, and when. */
  message: string;
  /** What the person had in the form when they saved: nothing of it is dropped. */
  typed: V;
  /** The record as saved now (read again from the gateway). */
  saved: V;
  /** Field by field, where the two differ. */
  fields: ConflictField[];
}

/** The GraphQL error code of a save made from an older version; forms show it themselves (no notification). */
export const CONFLICT_CODE = 'CONFLICT';

export interface SaveConflictState<V> {
  /** The values the form is loaded with; they move on only when nothing typed would be replaced. */
  initialValues: V;
  /** The version the form's values were loaded at: the next save sends it. */
  version: number;
  conflict: SaveConflict<V> | null;
  /** The form reports whether it holds unsaved changes (a dirty form is never re-loaded under the person). */
  setDirty: (dirty: boolean) => void;
  /** The save went through: the form now holds the answered record, at its version. */
  saved: (record: Versioned<V>) => void;
  /**
   * Another form saved the same record (the mother's and the father's forms share one): when what it answers for
   * this form's fields is what this form was loaded with, this form is at that version too.
   */
  adopt: (record: Versioned<V>) => void;
  /**
   * A save failed: for a CONFLICT, reads the saved record again (network-only) and answers the conflict, the
   * record's new version becoming the one the next save sends; for anything else, null.
   */
  refused: (error: unknown, typed: V) => Promise<SaveConflict<V> | null>;
}

/**
 * No lost updates, on the browser's side (issue 27): the version a form was loaded at goes with its save; a save
 * refused as made from an older version keeps what the person typed, and answers the saved values beside theirs.
 *
 * `current` is the record as the page reads it now; `reload` reads it again from the gateway.
 */
export function useSaveConflict<V extends object>(current: Versioned<V>, reload: () => Promise<Versioned<V> | null>): SaveConflictState<V> {
  const [base, setBase] = useState<Versioned<V>>(current);
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState<SaveConflict<V> | null>(null);
  // The page read the record again (a refetch, another form's answer): a form with nothing typed in it shows what
  // was read, at the version read with it. The same values at another version stay at the version they were loaded
  // at: that answer may carry the versions of other sections without their data.
  if (!conflict && !dirty && !sameValue(current.values, base.values)) setBase(current);

  const baseRef = useRef(base);
  baseRef.current = base;

  const saved = useCallback((record: Versioned<V>) => {
    setBase(record);
    setConflict(null);
  }, []);

  const adopt = useCallback((record: Versioned<V>) => {
    setBase((b) => (sameValue(b.values, record.values) && record.version > b.version ? { ...b, version: record.version } : b));
  }, []);

  const refused = useCallback(
    async (error: unknown, typed: V): Promise<SaveConflict<V> | null> => {
      const failure = describeError(error);
      if (failure.code !== CONFLICT_CODE) return null;
      const fresh = await reload();
      if (!fresh) return null;
      const next: SaveConflict<V> = {
        message: failure.message ?? '',
        typed,
        saved: fresh.values,
        fields: conflictFields(typed, fresh.values, baseRef.current.values),
      };
      setBase(fresh);
      setConflict(next);
      return next;
    },
    [reload],
  );

  return { initialValues: base.values, version: base.version, conflict, setDirty, saved, adopt, refused };
}
