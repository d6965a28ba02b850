import { useCallback, useRef, useState } from 'react';

/**
 * Once only (issue 27): each user action (submit to the arranger, Contact Family, Share a Memory, Transfer, Forgot
 * Password, Subscribe) sends one request with an Idempotency-Key made when the user acts, and the same key again when
 * the same action is retried (the gateway answers a key it has seen with the first result). The apollo link
 * (app/apollo.ts) puts `context.idempotencyKey` in the Idempotency-Key header.
 */

declare module '@apollo/client' {
  interface DefaultContext {
    /** The user action's key, sent as the Idempotency-Key header. */
    idempotencyKey?: string;
  }
}

/** crypto.randomUUID where the browser offers it (secure contexts), else the same shape from getRandomValues. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** What makes two attempts the same action: the values sent, without the captcha (a retry may solve a new one). */
const sameAction = (values: unknown) => JSON.stringify(values ?? null, (k, v: unknown) => (k === 'captcha' ? undefined : v));

interface OnceAction {
  /**
   * Runs the action with its key, unless one is already on its way (a double tap, a second Enter): then nothing is
   * sent and it answers undefined. The key is kept while the attempt fails (a retry of the same values reuses it)
   * and dropped once the action went through, or when other values are sent.
   */
  run<T>(values: unknown, send: (context: { idempotencyKey: string }) => Promise<T>): Promise<T | undefined>;
  /** Whether an attempt is on its way (to disable the control that started it). */
  busy: boolean;
}

export function useOnceAction(): OnceAction {
  const inFlight = useRef(false);
  const attempt = useRef<{ key: string; values: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(values: unknown, send: (context: { idempotencyKey: string }) => Promise<T>) => {
    // A ref, not state: a second click in the same frame sees it at once.
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    const same = sameAction(values);
    if (attempt.current?.values !== same) attempt.current = { key: newIdempotencyKey(), values: same };
    try {
      const result = await send({ idempotencyKey: attempt.current.key });
      attempt.current = null;
      return result;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
