import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Fields that hold personal data or secrets are censored wherever a log call names them (top level or one level
 * down). Log ids (userId, memoryId, opi) instead; these paths catch what slips through.
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'authorization',
  '*.authorization',
  'password',
  '*.password',
  'token',
  '*.token',
  'email',
  '*.email',
  'to',
  '*.to',
  'phone',
  '*.phone',
  'phoneNumber',
  '*.phoneNumber',
  'ssn',
  '*.ssn',
  'variables',
  '*.variables',
];

/** E-mail addresses, tokens (JWTs, reset links' hex), SSNs and phone numbers inside a text (an error message, a stack). */
export function withoutPersonalData(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]')
    .replace(/\b[0-9a-f]{32,}\b/gi, '[token]')
    .replace(/\b\d{3}-\d{2}-\d{4}\b/g, '[ssn]')
    .replace(/\+?\d[\d -]{8,}\d/g, '[number]');
}

/**
 * Errors without the values they quote: a database error carries its statement with the values bound into it
 * (MikroORM writes "<statement> - <PostgreSQL message>"), graphql-js the variables it refused.
 */
function errorWithoutValues(err: unknown) {
  const out = stdSerializers.err(err as Error) as Record<string, unknown>;
  for (const key of ['query', 'sql', 'params', 'parameters', 'detail', 'where', 'variables', 'input']) delete out[key];
  const isDatabase = typeof out['sqlState'] === 'string' || /^[0-9A-Z]{5}$/.test(String(out['code'] ?? ''));
  for (const key of ['message', 'stack'] as const) {
    const value = out[key];
    if (typeof value !== 'string') continue;
    let text = value;
    if (isDatabase) text = text.replace(/^[^\n]* - (?=[^\n]*$)/m, '');
    out[key] = withoutPersonalData(text);
  }
  return out;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'gateway' },
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: { err: errorWithoutValues },
  };
  return destination ? pino(options, destination) : pino(options);
}
