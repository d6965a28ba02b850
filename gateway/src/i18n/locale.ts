/**
 * The language of a request (issue 31): what `t` of @memorial/schema writes in, for the length of the request.
 * Both doors take it from Accept-Language; the web app sends the language the person chose, and an integrator who
 * sends none (or one we do not speak) keeps the spec's English texts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import accepts from 'accepts';
import type { RequestHandler } from 'express';
import { DEFAULT_LOCALE, isLocale, registerCatalog, setAmbientLocale, type Locale } from '@memorial/schema';
import { ES } from '@memorial/schema/es';

const scope = new AsyncLocalStorage<Locale>();

registerCatalog('es', ES);
setAmbientLocale(() => scope.getStore() ?? DEFAULT_LOCALE);

/** Runs `work` with `locale` as the ambient language (a request, a mail to one recipient, a page rendered). */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return scope.run(locale, work);
}

/**
 * The language Accept-Language asks for among ours, English when it names none of them. Any HTTP request: an
 * express one, one refused while the server drains, a WebSocket's upgrade.
 */
export function requestLocale(req: IncomingMessage): Locale {
  return namedLocale(req) ?? DEFAULT_LOCALE;
}

/**
 * The language the request's Accept-Language names among ours, null when it sends none or names none of them: what
 * a person chose (the web app sends it), apart from the English a caller gets by default (kept with a shared memory,
 * so its sharer is mailed in it).
 */
export function namedLocale(req: IncomingMessage): Locale | null {
  // Ranges by preference; "*" (fetch's default) names no language.
  for (const range of accepts(req).languages()) {
    const primary = range.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** Middleware: the rest of the request runs in its language. After the body is read (a parser's callback loses it). */
export const requestLanguage: RequestHandler = (req, _res, next) => {
  inLocale(requestLocale(req), next);
};
