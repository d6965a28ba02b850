import escape from 'escape-html';
import type express from 'express';
import { currentLocale, DEMO_TRIBUTE_STORE_TEXTS, t } from '@memorial/schema';
import { requestLanguage } from '../../i18n/locale.js';
import type { AppDeps } from '../../request/scope.js';
import { TRIBUTE_ACTIONS } from './event.service.js';

/** Where the demo's tribute store page is served (only with demo data: config.seedDemo). */
const DEMO_TRIBUTE_STORE_PATH = '/demo/tribute-store';

const OPI = /^[A-Za-z0-9-]{1,40}$/;
const query = (req: express.Request, name: string): string => {
  const value = req.query[name];
  return typeof value === 'string' ? value.slice(0, 200) : '';
};

/** The store's order as the memorial page's tribute link carries it (EventService.tributeLink), or null. */
function orderOf(req: express.Request): { action: string; event: string; opi: string } | null {
  const action = query(req, 'action');
  const opi = query(req, 'opi');
  if (!(TRIBUTE_ACTIONS as readonly string[]).includes(action) || !OPI.test(opi)) return null;
  const label = t(DEMO_TRIBUTE_STORE_TEXTS, action as (typeof TRIBUTE_ACTIONS)[number]);
  const event = query(req, 'event');
  return {
    action: label,
    event: event ? t(DEMO_TRIBUTE_STORE_TEXTS, 'forEvent', { action: label, event }) : t(DEMO_TRIBUTE_STORE_TEXTS, 'noEvent'),
    opi,
  };
}

/**
 * A page of the server's own (no script) standing in for the external tribute store in the demo, so that a new user
 * sees Send Flowers and Plant a Tree work. Mounted only with demo data; TRIBUTE_STORE_URL still decides whether the
 * buttons show (npm start sets it to this page when the demo is on and it is unset). It speaks the browser's language.
 */
export function demoTributeStore(app: express.Express, deps: AppDeps): void {
  if (!deps.config.seedDemo) return;
  app.get(DEMO_TRIBUTE_STORE_PATH, requestLanguage, (req, res) => {
    const order = orderOf(req);
    const body = order
      ? `<h1>${escape(order.action)}</h1><p>${escape(order.event)}</p><p>${escape(t(DEMO_TRIBUTE_STORE_TEXTS, 'lead'))}</p>
<p><a href="/obituaries/memories/${encodeURIComponent(order.opi)}">${escape(t(DEMO_TRIBUTE_STORE_TEXTS, 'back'))}</a></p>`
      : `<h1>${escape(t(DEMO_TRIBUTE_STORE_TEXTS, 'title'))}</h1><p>${escape(t(DEMO_TRIBUTE_STORE_TEXTS, 'invalid'))}</p>`;
    res
      .status(order ? 200 : 400)
      .setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'")
      .setHeader('Cache-Control', 'no-store')
      .type('html')
      .send(`<!doctype html><html lang="${currentLocale()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(t(DEMO_TRIBUTE_STORE_TEXTS, 'title'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1b1e;line-height:1.5}
a{color:#1c5d99}</style></head><body><main>${body}</main></body></html>`);
  });
}
