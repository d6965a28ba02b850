import { ROLE_LABELS, type Role } from '@memorial/schema';
import { formatCardDateTime } from '../../app/format';

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as Role[]).map((value) => ({ value, label: ROLE_LABELS[value] }));
export const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

/** An instant in the staff's own zone, as the other staff screens write it: MM-DD-YYYY h:mm A. */
export const formatDateTime = (iso: string | null | undefined) => formatCardDateTime(iso) || '—';
/** The day of an instant in the staff's own zone: MM-DD-YYYY. */
export const formatDate = (iso: string | null | undefined) => formatCardDateTime(iso).slice(0, 10) || '—';

/** Saves text the gateway made (a report's CSV) as a file, without a second request. */
export function downloadText(fileName: string, content: string, type = 'text/csv;charset=utf-8') {
  // A byte order mark, so spreadsheet programs read the UTF-8 names right.
  const url = URL.createObjectURL(new Blob(['\uFEFF', content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
