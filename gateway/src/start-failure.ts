import type { Config } from './config.js';

/**
 * The one line a failed start prints after "The gateway could not start: ",
 * naming the cause. Whatever was thrown (an error, a string, nothing at all),
 * the line says something: never "undefined".
 */
export function startFailure(e: unknown, config: Pick<Config, 'PORT'>): string {
  const { code, port, address, message } = (e && typeof e === 'object' ? e : {}) as {
    code?: string;
    port?: number;
    address?: string;
    message?: string;
  };
  if (code === 'EADDRINUSE') return `port ${port ?? config.PORT} is already in use (set PORT to another one)`;
  if (code === 'EACCES' && port !== undefined) return `port ${port} needs privileges (set PORT above 1024)`;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT')
    return `the database at ${address ?? 'DATABASE_URL'} cannot be reached (${code})`;
  if (code === '28P01' || code === '3D000') return `the database refused the connection: ${message}`;
  // A refused connection to both localhost addresses arrives as an AggregateError without a message of its own.
  const inner = (e as { errors?: unknown[] } | undefined)?.errors?.[0];
  if (!message && inner) return startFailure(inner, config);
  const line = (message || (typeof e === 'string' ? e : '')).split('\n')[0]?.trim();
  return (
    line ||
    `an unexplained failure (${e === undefined ? 'nothing was thrown' : Object.prototype.toString.call(e)}); LOG_LEVEL=debug shows more`
  );
}
