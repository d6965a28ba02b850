import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds' with { type: 'json' };
import { getDomain } from 'tldts';
import { CensorType, Profanity } from '@2toad/profanity';
import { findPhoneNumbersInText } from 'libphonenumber-js';
import { francAll } from 'franc-min';
import type { ScreeningReasonData } from './screening.levels.js';

/**
 * The rules that read the text alone (no database): links, profanity, contact details, selling, script and
 * language. Each answers a reason with what it found; the weights are in screening.score.ts.
 */

// Every top-level domain (a bare "cheap-pills.xyz" is a link too), e-mail addresses without mailto:.
// The reserved example and test domains too (RFC 2606): the seed set's and the tests' spam links to them.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true, tlds: [...tlds, 'example', 'test'] });
// @2toad/profanity's maintained English and Spanish lists, whole words only ("Scunthorpe" stays clean).
const profanity = new Profanity({ languages: ['en', 'es'], wholeWord: true, unicodeWordBoundaries: true, grawlix: '\u0007' });

/** The page's own sites: the family's donation and social links, and this portal (hosts by registrable domain). */
export interface TextContext {
  familyDomains: ReadonlySet<string>;
  /** The memorial page's language (en or es), if the family set one. */
  pageLanguage?: string | null;
}

/** What the text-only rules found, as reasons (empty when nothing). */
export function textReasons(text: string, ctx: TextContext): ScreeningReasonData[] {
  const found = linksAndMails(text, ctx.familyDomains);
  const reasons: ScreeningReasonData[] = [];
  if (found.links.length) reasons.push({ code: 'LINKS', count: found.links.length, hosts: [...new Set(found.links)] });
  const swears = profanityCount(text);
  if (swears) reasons.push({ code: 'PROFANITY', count: swears });
  const contact = phoneCount(text) + found.mails;
  if (contact) reasons.push({ code: 'CONTACT', count: contact });
  const selling = sellingCount(text);
  if (selling) reasons.push({ code: 'SELLING', count: selling });
  const written = scriptOrLanguage(text, ctx.pageLanguage);
  if (written) reasons.push(written);
  return reasons;
}

/** The registrable domain of a host (www.gofundme.com -> gofundme.com), or the host itself (an address, localhost). */
export const domainOf = (host: string): string => getDomain(host, { allowPrivateDomains: false }) ?? host.toLowerCase();

/** The registrable domains of URLs (the family's donation and social links); what does not parse is skipped. */
export function domainsOf(urls: ReadonlyArray<string | null | undefined>): Set<string> {
  const domains = new Set<string>();
  for (const url of urls) {
    const host = hostOf(url?.trim() ?? '');
    if (host) domains.add(domainOf(host));
  }
  return domains;
}

function hostOf(url: string): string | null {
  if (!url) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `http://${url}`).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** Links to hosts outside the family's own (their hosts, one per link) and the number of e-mail addresses. */
function linksAndMails(text: string, familyDomains: ReadonlySet<string>): { links: string[]; mails: number } {
  const links: string[] = [];
  let mails = 0;
  for (const match of linkify.match(text) ?? []) {
    if (match.schema === 'mailto:') {
      mails += 1;
      continue;
    }
    const host = hostOf(match.url);
    if (host && !familyDomains.has(domainOf(host))) links.push(host.replace(/^www\./, ''));
  }
  return { links, mails };
}

function profanityCount(text: string): number {
  return profanity.censor(text, CensorType.Word).split('\u0007').length - 1;
}

/** Phone numbers as written in the US or in international form (libphonenumber's own detection). */
function phoneCount(text: string): number {
  return findPhoneNumbersInText(text, 'US').length;
}

/** Lower case, accents folded: "Préstamo" -> "prestamo". */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Words of selling and money offers in English and Spanish (accent-folded, whole words). Short on purpose: words a
 * condolence does not use; "buy", "offer", "ofrezco" and "ganar" do appear in condolences and are left out.
 */
// prettier-ignore
const SELLING_WORDS = [
  'loan', 'loans', 'lender', 'crypto', 'cryptocurrency', 'bitcoin', 'btc', 'ethereum', 'forex', 'casino', 'casinos',
  'betting', 'jackpot', 'investment', 'investor', 'invest', 'trading', 'viagra', 'cialis', 'pharmacy', 'pills',
  'discount', 'promo', 'coupon', 'seo', 'backlinks', 'followers', 'escort', 'escorts', 'dating', 'webcam', 'refinance',
  'mortgage', 'credit score', 'work from home', 'earn money', 'make money', 'per day', 'a day from home', 'whatsapp',
  'telegram', 'click here', 'limited offer', 'free trial', 'prestamo', 'prestamos', 'credito rapido', 'cripto',
  'criptomoneda', 'criptomonedas', 'inversion', 'inversiones', 'invertir', 'apuestas', 'descuento', 'promocion',
  'cupon', 'farmacia', 'pastillas', 'trabajo desde casa', 'gane dinero', 'ganar dinero', 'haga clic', 'seguidores',
  'oferta limitada', 'prueba gratis', 'hipoteca',
];
const SELLING_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${SELLING_WORDS.map((w) => w.replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);
/** Prices and sums: $500, € 20, 300 USD, 50 dollars, 100 dólares (folded: dolares), 200 mil pesos, 5 thousand dollars. */
const PRICE_RE = /[$€£]\s?\d|\d(?:[\d.,]*)\s?(?:(?:mil|thousand|k)\s)?(?:usd|eur|dollars?|dolares|euros?|bucks|pesos)(?![\p{L}])/gu;

function sellingCount(text: string): number {
  const folded = fold(text);
  return (folded.match(SELLING_RE)?.length ?? 0) + (folded.match(PRICE_RE)?.length ?? 0);
}

/** Letters needed before the script of a text says anything (a name in another alphabet is fine). */
const SCRIPT_MIN_LETTERS = 12;
/** Letters needed before the language detector is asked (franc is unreliable on short texts). */
const LANGUAGE_MIN_LETTERS = 80;
/** The languages of this portal, as franc names them (ISO 639-3). */
const OWN_LANGUAGES: Record<string, string> = { en: 'eng', es: 'spa' };
/** English or Spanish within this share of the best score counts as English or Spanish (Portuguese is close to Spanish). */
const LANGUAGE_MARGIN = 0.9;

/** SCRIPT when letters are mostly outside the Latin script; LANGUAGE when a Latin text is neither English nor Spanish. */
function scriptOrLanguage(text: string, pageLanguage?: string | null): ScreeningReasonData | null {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < SCRIPT_MIN_LETTERS) return null;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (latin / letters < 0.5) return { code: 'SCRIPT' };
  if (latin < LANGUAGE_MIN_LETTERS) return null;
  const ranked = francAll(text, { minLength: 40 });
  const [best, bestScore] = ranked[0] ?? ['und', 0];
  if (best === 'und') return null;
  const own = new Set([...Object.values(OWN_LANGUAGES), OWN_LANGUAGES[pageLanguage ?? ''] ?? 'eng']);
  if (own.has(best)) return null;
  if (ranked.some(([code, score]) => own.has(code) && score >= bestScore * LANGUAGE_MARGIN)) return null;
  return { code: 'LANGUAGE', language: best };
}
