import { useEffect, useState } from 'react';

/*
 * The app's one polite live region (issue 29, item 4). Screen readers read a
 * region's changes only when the region was already in the page: one created
 * together with its message (a toast's container that loads with the first
 * toast, a list that appears with its first item) is not read. This one is
 * rendered from the first render on every screen (the same on the server) and
 * empty until something is announced.
 */

type Listener = (message: string) => void;
const listeners = new Set<Listener>();

/** Says `message` through the live region (politely: after what the screen reader is reading). */
export function announce(message: string): void {
  for (const listener of listeners) listener(message);
}

/** How long a message stays in the region: then it is emptied, so that the same message said again is a change. */
const CLEAR_MS = 7000;

/** The live region itself: mounted once, by AppProviders. */
export function Announcer() {
  const [message, setMessage] = useState<{ text: string; n: number }>({ text: '', n: 0 });
  useEffect(() => {
    const listener: Listener = (text) => setMessage((last) => ({ text, n: last.n + 1 }));
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  useEffect(() => {
    if (!message.text) return;
    const timer = setTimeout(() => setMessage((last) => ({ ...last, text: '' })), CLEAR_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="announcer">
      {/* A new key for each message: the same text said twice is new text in the region. */}
      <span key={message.n}>{message.text}</span>
    </div>
  );
}
