import { getIn } from 'final-form';
import { SAVE_CONFLICT, t } from '@memorial/schema';

/** One field where the refused person's values and the saved record differ. */
export interface ConflictField {
  /** The field's path in the form's values, as final-form names it ('notes', 'kin[1].firstName'). */
  path: string;
  /** What the person had in the form when their save was refused. */
  yours: unknown;
  /** What the record holds now. */
  saved: unknown;
  /** Whether the person had changed this field since the form was loaded (else the saved value is someone else's change). */
  changedByYou: boolean;
}

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Equal by content; an absent value, null and '' are all "nothing". */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** The paths where two values differ: objects key by key, lists of one length item by item; anything else whole. */
function differingPaths(a: unknown, b: unknown, path: string): string[] {
  if (sameValue(a, b)) return [];
  if (isPlain(a) && isPlain(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((k) => differingPaths(a[k], b[k], path ? `${path}.${k}` : k));
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length && path) {
    return a.flatMap((item, i) => differingPaths(item, b[i], `${path}[${i}]`));
  }
  return [path];
}

/** The value at a path ('' is the whole value). */
export const valueAt = (values: unknown, path: string): unknown => (path ? getIn(values as object, path) : values);

/**
 * Field by field, where what the person typed (`yours`) and the saved record differ, and whether the person had
 * changed each field since the form was loaded (`loaded`).
 */
export function conflictFields(yours: object, saved: object, loaded: object): ConflictField[] {
  return differingPaths(yours, saved, '').map((path) => ({
    path,
    yours: valueAt(yours, path),
    saved: valueAt(saved, path),
    changedByYou: !sameValue(valueAt(yours, path), valueAt(loaded, path)),
  }));
}

/** A value as the panel shows it: lists and groups by their non-empty parts. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return t(SAVE_CONFLICT, 'empty');
  if (typeof value === 'boolean') return value ? t(SAVE_CONFLICT, 'yes') : t(SAVE_CONFLICT, 'no');
  // Rich text (an obituary) reads as its text.
  if (typeof value === 'string' && /<[a-z][^>]*>/i.test(value))
    return new DOMParser().parseFromString(value, 'text/html').body.textContent?.trim() || t(SAVE_CONFLICT, 'empty');
  if (typeof value !== 'object') return String(value as string | number);
  const parts = (Array.isArray(value) ? value : Object.values(value))
    .map((v) => (v === null || v === undefined || v === '' ? '' : displayValue(v)))
    .filter((v) => v !== '' && v !== t(SAVE_CONFLICT, 'empty'));
  return parts.length ? parts.join(Array.isArray(value) ? '; ' : ', ') : t(SAVE_CONFLICT, 'empty');
}

/** 'kin[1].firstName' -> 'First name (2)': the last key in words, and the place in a list if any. */
function fallbackLabel(path: string): string {
  const key = path
    .split('.')
    .pop()!
    .replace(/\[\d+\]$/, '');
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const place = [...path.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]) + 1);
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return place.length ? `${label} (${place.join(', ')})` : label;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form control that edits a path, if the form shows one. */
function controlOf(form: HTMLElement | null, path: string): Control | null {
  if (!form || !path) return null;
  // A list's item is named links[0].url by some forms and links.0.url by others.
  const names = [path, path.replace(/\[(\d+)\]/g, '.$1')];
  for (const name of names) {
    const found = form.querySelector<Control>(`[name="${name.replace(/["\\]/g, '\\$&')}"]`);
    if (found) return found;
  }
  return null;
}

/** A field's name as the form shows it: its label (without the required mark), its aria-label, else from its path. */
export function fieldLabel(form: HTMLElement | null, path: string): string {
  const control = controlOf(form, path);
  const label = control?.labels?.[0]?.textContent ?? control?.getAttribute('aria-label') ?? '';
  return label.replace(/\s*\*\s*$/, '').trim() || fallbackLabel(path);
}

/** A value as the form shows it: the text of a select's option rather than its code. */
export function fieldText(form: HTMLElement | null, path: string, value: unknown): string {
  const control = controlOf(form, path);
  if (control instanceof HTMLSelectElement && value !== '' && value != null) {
    const option = [...control.options].find((o) => o.value === String(value as string | number));
    if (option?.textContent) return option.textContent;
  }
  return displayValue(value);
}
