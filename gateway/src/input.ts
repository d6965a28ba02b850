import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * PostgreSQL text and jsonb cannot hold the NUL character. It is invisible in
 * what people type or paste, so both doors drop it from what they receive
 * (strings anywhere in the value) rather than fail the request.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value) as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNul(v)])) as T;
  }
  return value;
}

/**
 * A PostgreSQL refusal of the characters of a value: NUL in a bound text or jsonb
 * value (22021, 22P05), or in a statement whose values are written into its text
 * (08P01, the statement quoted in the message). The request's fault, not the server's.
 */
export function isCharacterError(e: unknown): boolean {
  const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown };
  return code === '22021' || code === '22P05' || (code === '08P01' && typeof message === 'string' && message.includes('\u0000'));
}

/**
 * JSON bodies nest at most this deep. The deepest real one (a certificate's next of kin, GraphQL variables
 * of a memory) is under 10 levels; thousands of levels overflowed the stack of the code that walks them.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether a parsed JSON value nests deeper than max (walked without recursion, so any depth is safe to ask about). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(v)) if (child && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * A request answered before its whole body arrived (a file over the limit): the rest of the body is not read.
 * Closing at once would reset the connection while the client still sends, and a client can lose the answer to
 * the reset; so the gateway half-closes (the answer is complete), stops reading (the client's sending stalls),
 * and closes after lingerMs. The answer says Connection: close: a keep-alive client (undici) that reused the
 * closing connection for its next request got ECONNRESET. Node ends such a connection with destroySoon (end,
 * then destroy once written, which resets it while unread body is waiting): here it only ends it.
 */
export function stopReadingOnceAnswered(req: IncomingMessage, res: ServerResponse, lingerMs = 2000): void {
  let closing = false;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!req.complete && !closing) {
      closing = true;
      this.setHeader('Connection', 'close');
      const socket = req.socket;
      socket.destroySoon = () => {
        socket.end();
      };
    }
    return writeHead.apply(this, args as Parameters<ServerResponse['writeHead']>);
  } as ServerResponse['writeHead'];
  res.on('finish', () => {
    if (!closing) return;
    req.unpipe();
    req.pause();
    req.socket.pause();
    req.socket.end();
    setTimeout(() => req.destroy(), lingerMs).unref();
  });
}
