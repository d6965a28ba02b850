import { useEffect } from 'react';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { describeError } from '../errors';
import { CONFLICT_CODE, useSaveConflict, type SaveConflictState, type Versioned } from './useSaveConflict';

export interface VersionedFormOptions<V extends object, R> {
  /** The record as the page reads it now. */
  current: Versioned<V>;
  /** Reads the record again from the gateway (network-only). */
  reload: () => Promise<Versioned<V> | null>;
  /** Sends the values, made from `version`; null when nothing came back. */
  save: (values: V, version: number) => Promise<R | null>;
  /** The record the save's answer holds (its values as the form edits them, and its new version). */
  answered: (result: R) => Versioned<V>;
  /** After a save that went through (before the form takes the answered values). */
  onSaved?: (result: R, form: FormApi<V>) => void;
  /** Any other failure: the form's submit errors, if any. */
  onError: (error: unknown) => SubmissionErrors | undefined;
  /** The same record saved by a sibling form. */
  shared?: Versioned<V> | null;
}

/**
 * A react-final-form form of a versioned record: `onSubmit` sends the version the form was loaded at; on a CONFLICT
 * the form stands on the saved record (read again) with every field the person changed kept as they typed it, and
 * `versioned.conflict` holds the panel's fields (FormConflictPanel); the next save sends the new version.
 * Give the Form `initialValues={versioned.initialValues}` and `keepDirtyOnReinitialize={!!versioned.conflict}`,
 * and report its dirty state to `versioned.setDirty`.
 */
export function useVersionedForm<V extends object, R>({
  current,
  reload,
  save,
  answered,
  onSaved,
  onError,
  shared,
}: VersionedFormOptions<V, R>): {
  versioned: SaveConflictState<V>;
  onSubmit: (values: V, form: FormApi<V>) => Promise<SubmissionErrors | undefined>;
} {
  const versioned = useSaveConflict<V>(current, reload);
  const { adopt } = versioned;
  useEffect(() => {
    if (shared) adopt(shared);
  }, [shared, adopt]);

  const onSubmit = async (values: V, form: FormApi<V>) => {
    try {
      const result = await save(values, versioned.version);
      if (!result) return undefined;
      versioned.saved(answered(result));
      form.setConfig('keepDirtyOnReinitialize', false);
      onSaved?.(result, form);
      return undefined;
    } catch (error) {
      const conflict = await versioned.refused(error, values).catch(() => null);
      const failure = describeError(error);
      // A conflict whose saved record could not be read again: its sentence, and what was typed stays.
      if (!conflict && failure.code === CONFLICT_CODE) return { [FORM_ERROR]: failure.message };
      if (!conflict) return onError(error);
      // Keeps the fields the person changed (current != loaded) as typed; the others take the saved values.
      form.setConfig('keepDirtyOnReinitialize', true);
      form.initialize(conflict.saved);
      return undefined;
    }
  };

  return { versioned, onSubmit };
}
