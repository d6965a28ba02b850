/**
 * The page's language in the browser (issue 31). One store holds it: the person's remembered choice (a cookie the
 * gateway reads too, so that a server-rendered page comes in it), else the memorial page's own language, else the
 * browser's. Choosing a language loads its catalog (Spanish is its own chunk), makes it the ambient language of the
 * shared rules' messages, sets <html lang>, and re-renders every text; the GraphQL client sends it as Accept-Language.
 */
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import {
  DEFAULT_LOCALE,
  isLocale,
  pickLocale,
  registerCatalog,
  setAmbientLocale,
  translate,
  type Locale,
  type MessageKey,
  type MessageValues,
  type Namespace,
} from '@memorial/schema';

/** The cookie that remembers the language a person chose (read by the gateway's server render too). */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 3600;

let current: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();
setAmbientLocale(() => current);

/**
 * Loads a language's catalog once (English is the source and needs none), with the dayjs locale that names the date
 * pickers' months and days (app/dateInput.ts): only a Spanish reader downloads either.
 */
async function loadCatalog(locale: Locale): Promise<void> {
  if (locale !== 'es') return;
  const [{ ES }] = await Promise.all([import('@memorial/schema/es'), import('dayjs/locale/es')]);
  registerCatalog('es', ES);
}

/** The language remembered by the switch or the profile, if any. */
export function rememberedLocale(): Locale | undefined {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie);
  return match && isLocale(match[1]) ? match[1] : undefined;
}

/**
 * The first language: one the address names (?lang=es, a page's hreflang alternate), else remembered, else the page's
 * (a server-rendered page says which), else the browser's: the server's order (gateway/src/web.ts), so that a
 * server-rendered page hydrates in the language it was written in.
 */
export function initialLocale(pageLocale?: Locale): Locale {
  const pinned = new URLSearchParams(window.location.search).get('lang');
  return (isLocale(pinned) ? pinned : undefined) ?? rememberedLocale() ?? pageLocale ?? pickLocale(navigator.languages) ?? DEFAULT_LOCALE;
}

export const localeStore = {
  get: (): Locale => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Shows the app in `locale` (its catalog loaded first); `remember` keeps it for the next visit. */
  async set(locale: Locale, { remember = false } = {}): Promise<void> {
    await loadCatalog(locale);
    if (remember) document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
    if (locale === current) return;
    current = locale;
    document.documentElement.lang = locale;
    for (const listener of listeners) listener();
  },
};

const FixedLocale = createContext<Locale | null>(null);

/** The language of what renders below: fixed on the server (the page's), the store's in the browser. */
export function LocaleProvider({ locale, children }: { locale?: Locale; children: ReactNode }) {
  return <FixedLocale.Provider value={locale ?? null}>{children}</FixedLocale.Provider>;
}

export function useLocale(): Locale {
  const fixed = useContext(FixedLocale);
  // Hydration starts from the store too: it holds the page's language before hydrateRoot (main.tsx), as the server wrote it.
  const chosen = useSyncExternalStore(localeStore.subscribe, localeStore.get, () => fixed ?? current);
  return fixed ?? chosen;
}

/** The catalog's texts in the page's language: `t(MEMORY_MESSAGES, 'titleRequired')`. */
export function useT(): <N extends Namespace>(namespace: N, key: MessageKey<N>, values?: MessageValues) => string {
  const locale = useLocale();
  return useCallback((namespace, key, values) => translate(locale, namespace, key, values), [locale]);
}
