import escape from 'escape-html';
import express from 'express';
import { currentLocale, isLocale, SUBSCRIPTION_MESSAGES, t, type Locale } from '@memorial/schema';
import { DomainError } from '../../errors.js';
import { inLocale, requestLanguage } from '../../i18n/locale.js';
import type { AppDeps } from '../../request/scope.js';
import { fullName } from '../decedent/index.js';
import { unsubscribeWithToken } from './subscription.service.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

/** A stored language we speak, else the request's. */
const languageOf = (language: string): Locale => (isLocale(language) ? language : currentLocale());

/** The unsubscribe link of every reminder mail, below the web app's base path. */
export const UNSUBSCRIBE_PATH = '/obituaries/unsubscribe/:token';

function page(res: express.Response, status: number, heading: string, text: string, form = false) {
  // A page of its own (no script): it works from any mail client, without the web app.
  res
    .status(status)
    .setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .setHeader('Cache-Control', 'no-store')
    .type('html')
    .send(`<!doctype html><html lang="${currentLocale()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(heading)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1b1e;line-height:1.5}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#1c5d99;color:#fff;cursor:pointer}</style></head>
<body><main><h1>${escape(heading)}</h1><p>${escape(text)}</p>${form ? `<form method="post"><button type="submit">${escape(t(SUBSCRIPTION_MESSAGES, 'unsubscribeButton'))}</button></form>` : ''}</main></body></html>`);
}

/**
 * GET shows what the link ends and a button; POST ends it. Mail clients that support RFC 8058 POST to the same
 * URL (List-Unsubscribe-Post: List-Unsubscribe=One-Click); a GET alone (a link scanner) changes nothing. The page
 * speaks the subscriber's language, the one their reminders are written in; a link that names no subscriber (not
 * valid, or already used), the browser's (Accept-Language).
 */
export function unsubscribePage(deps: AppDeps): express.Router {
  const router = express.Router();
  const secret = deps.tokens.secret;
  router.get(UNSUBSCRIBE_PATH, requestLanguage, async (req, res, next) => {
    try {
      const named = readUnsubscribeToken(secret, String(req.params['token'] ?? ''));
      if (!named) return page(res, 400, t(SUBSCRIPTION_MESSAGES, 'unsubscribeTitle'), t(SUBSCRIPTION_MESSAGES, 'unsubscribeInvalid'));
      const rows = await deps.orm.em
        .getConnection()
        .execute<Array<{ first_name: string | null; middle_name: string | null; last_name: string | null; language: string }>>(
          'select d.first_name, d.middle_name, d.last_name, s.language from subscriber s join decedent d on d.id = s.decedent_id where s.id = ? and s.nonce = ?',
          [named.id, named.nonce],
        );
      const row = rows[0];
      if (!row) return page(res, 410, t(SUBSCRIPTION_MESSAGES, 'unsubscribeTitle'), t(SUBSCRIPTION_MESSAGES, 'unsubscribeUsed'));
      const name = fullName({ firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name });
      return inLocale(languageOf(row.language), () =>
        page(res, 200, t(SUBSCRIPTION_MESSAGES, 'unsubscribeTitle'), t(SUBSCRIPTION_MESSAGES, 'unsubscribeConfirm', { name }), true),
      );
    } catch (e) {
      next(e);
    }
  });
  router.post(UNSUBSCRIBE_PATH, express.urlencoded({ extended: false, limit: '1kb' }), requestLanguage, async (req, res, next) => {
    const token = String(req.params['token'] ?? '');
    try {
      // The subscriber's language, read before the link ends the subscription: the answer is in it.
      const named = readUnsubscribeToken(secret, token);
      const rows = named
        ? await deps.orm.em
            .getConnection()
            .execute<Array<{ language: string }>>('select language from subscriber where id = ? and nonce = ?', [named.id, named.nonce])
        : [];
      const locale = rows[0] ? languageOf(rows[0].language) : currentLocale();
      const result = await inLocale(locale, () => unsubscribeWithToken(deps.orm.em.fork(), secret, token));
      return inLocale(locale, () => page(res, 200, t(SUBSCRIPTION_MESSAGES, 'unsubscribedTitle'), result.message));
    } catch (e) {
      if (e instanceof DomainError && e.code === 'BAD_USER_INPUT')
        return page(res, 400, t(SUBSCRIPTION_MESSAGES, 'unsubscribeTitle'), t(SUBSCRIPTION_MESSAGES, 'unsubscribeInvalid'));
      if (e instanceof DomainError && e.code === 'NOT_FOUND')
        return page(res, 410, t(SUBSCRIPTION_MESSAGES, 'unsubscribeTitle'), t(SUBSCRIPTION_MESSAGES, 'unsubscribeUsed'));
      next(e);
    }
  });
  return router;
}
