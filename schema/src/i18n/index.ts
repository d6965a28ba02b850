/**
 * The product's languages (issue 31). Every user-facing text is an entry of a catalog: a namespace object of schema/src
 * holds the English (the spec's texts verbatim, ICU MessageFormat where a text takes values), tagged with its name;
 * `es/` holds the Spanish of each namespace under the same keys. Texts are formatted by intl-messageformat (FormatJS)
 * with Intl's plurals, dates and numbers in the chosen language.
 *
 * Components call `useT()` (web/src/app/i18n.tsx), which follows the page's language; everything else calls `t`, which
 * follows the ambient language: the request's on the gateway (AsyncLocalStorage), the chosen one in the browser.
 * Mails and jobs name the recipient's language with `translate(locale, ...)`.
 */
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's own name, written in that language (the switch offers the other one in its own words). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The tag of a catalog namespace: the name its Spanish is filed under in `es/`. */
export const NAMESPACE: unique symbol = Symbol.for('memorial.i18n.namespace');

/** A namespace of the catalog: English texts by key, tagged with the namespace's name. */
export type Namespace = { readonly [NAMESPACE]: string } & { readonly [key: string]: unknown };

/** The keys of a namespace that hold texts. */
export type MessageKey<N> = { [K in keyof N]: K extends string ? (N[K] extends string ? K : never) : never }[keyof N];

/** A namespace's translation: a text for every key, nothing else. */
export type Translation<N> = { readonly [K in MessageKey<N>]: string };

/** Values a text takes: `{count, plural, ...}`, `{when, date, long}`, `{on, select, true {...} other {...}}`. */
export type MessageValues = Record<string, PrimitiveType>;

/** One language's translations, by namespace name. */
type Catalog = Readonly<Record<string, Readonly<Record<string, string>>>>;

const catalogs = new Map<Locale, Catalog>();

/** Makes a language's translations available (the gateway at boot; the browser once the language is chosen). */
export function registerCatalog(locale: Locale, catalog: Catalog): void {
  catalogs.set(locale, catalog);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the given language tags we speak (`es-MX` is Spanish), or undefined. */
export function pickLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    try {
      const language = new Intl.Locale(tag).language;
      if (isLocale(language)) return language;
    } catch {
      // Not a language tag: skipped.
    }
  }
  return undefined;
}

const formats = new Map<string, IntlMessageFormat>();
const parsedFormats = new WeakMap<object, Map<Locale, IntlMessageFormat>>();

/** A text as it is formatted: ICU source, or its syntax tree (the browser's build ships texts with values parsed). */
type Text = string | ConstructorParameters<typeof IntlMessageFormat>[0];

function formatOf(locale: Locale, text: Text): IntlMessageFormat {
  if (typeof text === 'string') {
    const cacheKey = `${locale}\u0000${text}`;
    let format = formats.get(cacheKey);
    if (!format) formats.set(cacheKey, (format = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true })));
    return format;
  }
  let byLocale = parsedFormats.get(text);
  if (!byLocale) parsedFormats.set(text, (byLocale = new Map()));
  let format = byLocale.get(locale);
  if (!format) byLocale.set(locale, (format = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true })));
  return format;
}

/** A text with its values filled in, in the language's own plural rules, dates and numbers. */
function formatText(locale: Locale, text: Text, values?: MessageValues): string {
  // Most texts take no value: they are used as written (an ICU apostrophe only quotes before a brace).
  if (typeof text === 'string' && !text.includes('{')) return text;
  return String(formatOf(locale, text).format(values));
}

/** The text of `key` in `locale`: its translation when the language's catalog has one, else the English. */
export function translate<N extends Namespace>(locale: Locale, namespace: N, key: MessageKey<N>, values?: MessageValues): string {
  const english = namespace[key] as Text | undefined;
  // A key the namespace lacks (a stale build of schema, a key renamed on one side) fails by name, not deep in a cache.
  if (english === undefined || english === null)
    throw new Error(`No text "${String(key)}" in the catalog namespace "${namespace[NAMESPACE]}"`);
  const text: Text = locale === DEFAULT_LOCALE ? english : (catalogs.get(locale)?.[namespace[NAMESPACE]]?.[key] ?? english);
  return formatText(locale, text, values);
}

let ambient: () => Locale = () => DEFAULT_LOCALE;

/** Where `t` finds the language: the gateway's request scope, or the browser's chosen language. */
export function setAmbientLocale(source: () => Locale): void {
  ambient = source;
}

export function currentLocale(): Locale {
  return ambient();
}

/** The text of `key` in the ambient language. */
export function t<N extends Namespace>(namespace: N, key: MessageKey<N>, values?: MessageValues): string {
  return translate(ambient(), namespace, key, values);
}

/**
 * A validation rule's message, written when the rule refuses (zod's `error`), so that the form and both doors show it
 * in the ambient language: `z.string(says(MEMORY_MESSAGES, 'titleRequired'))`, `.min(1, says(...))`.
 */
export function says<N extends Namespace>(namespace: N, key: MessageKey<N>, values?: MessageValues): { error: () => string } {
  return { error: () => t(namespace, key, values) };
}
