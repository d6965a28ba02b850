import { useEffect } from 'react';
import { FUNERAL_HOMES, MESSAGES, t } from '@memorial/schema';

/** The funeral home named in the copyright line: the page's own, else the main one. */
let currentHome: string = FUNERAL_HOMES[0]!.name;

/** A page about one decedent names that decedent's funeral home while it is shown. */
export function useCopyrightHome(name: string | null | undefined): void {
  useEffect(() => {
    if (!name) return;
    const previous = currentHome;
    currentHome = name;
    return () => {
      currentHome = previous;
    };
  }, [name]);
}

/** The text that lands on the clipboard: what was selected, then the copyright line. */
export function withCopyright(selected: string, year = new Date().getFullYear(), home = currentHome): string {
  return `${selected}\n\n${t(MESSAGES, 'copyrightLine', { year: String(year), home })}`;
}

/** Input types whose value is text someone types. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

const isTextEntry = (element: Element | null): boolean =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type));

/** Copying text from the pages appends the copyright line (memorial-portal section 1). */
export function installCopyListener(target: Document = document): () => void {
  const onCopy = (event: ClipboardEvent) => {
    // Text typed into a form field stays the writer's own; a focused radio, checkbox or button holds no text.
    if (isTextEntry(target.activeElement)) return;
    const selected = target.getSelection()?.toString() ?? '';
    if (!selected.trim() || !event.clipboardData) return;
    event.clipboardData.setData('text/plain', withCopyright(selected));
    event.preventDefault();
  };
  target.addEventListener('copy', onCopy);
  return () => target.removeEventListener('copy', onCopy);
}
