import { REPORT_TEXTS, ROLE_LABELS, t, type Role } from '@memorial/schema';
import { formatCardDateTime, formatCardDay } from '../../app/format';

const ROLES = Object.keys(ROLE_LABELS) as Role[];
/** A role's name in the page's language; a role this screen does not know keeps its code. */
export const roleLabel = (role: string) => (ROLES.includes(role as Role) ? t(REPORT_TEXTS, role as Role) : role);
/** The role filter's choices, in the page's language. */
export const roleOptions = () => ROLES.map((value) => ({ value, label: roleLabel(value) }));

/**
 * An instant in the staff's own zone, as the other staff screens write it: MM-DD-YYYY h:mm A (in Spanish, the page's
 * language: 04/03/2026 5:00 p. m.).
 */
export const formatDateTime = (iso: string | null | undefined) => formatCardDateTime(iso) || '—';
/** The day of an instant in the staff's own zone: MM-DD-YYYY (Spanish 04/03/2026). */
export const formatDate = (iso: string | null | undefined) => formatCardDay(iso) || '—';

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
