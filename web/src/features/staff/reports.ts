import { ROLE_LABELS, type Role } from '@memorial/schema';

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as Role[]).map((value) => ({ value, label: ROLE_LABELS[value] }));
export const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
/** An instant in the staff's own zone. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? DATE_TIME.format(new Date(iso)) : '—');
export const formatDate = (iso: string | null | undefined) => (iso ? DATE.format(new Date(iso)) : '—');

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
