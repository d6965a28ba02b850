import type { Locale } from '@memorial/schema';
import type { Country } from './lists';

/** The country pinned first in every list: nearly every family served lives there. */
const FIRST_COUNTRY = 'US';

export interface CountryOption {
  value: string;
  label: string;
}

/** Intl's language of the names: Spanish is neutral Latin American (es-419: «Arabia Saudita», not «Arabia Saudí»). */
const INTL_TAGS: Record<Locale, string> = { en: 'en', es: 'es-419' };

const regionNames = new Map<Locale, Intl.DisplayNames>();

function regionNamesIn(locale: Locale): Intl.DisplayNames {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([INTL_TAGS[locale]], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  return names;
}

/**
 * A country's name in `locale` from its ISO code (issue 31). English keeps the graph's name (the spec's texts); another
 * language takes Intl's, and the graph's name (else the code) when Intl does not know the code as a region.
 */
export function countryName(code: string, locale: Locale, graphName?: string | null): string {
  if (locale === 'en' && graphName) return graphName;
  let shown: string | undefined;
  try {
    shown = regionNamesIn(locale).of(code);
  } catch {
    // Not a region code Intl can read (RangeError): the graph's name below.
  }
  return shown || graphName || code;
}

/** The options built per country list and language: the certificate page shows five lists of some 250 countries. */
const built = new WeakMap<readonly Country[], Map<Locale, readonly CountryOption[]>>();

/**
 * A country select's options in `locale`: the value stays the code, the label is the name in that language, sorted by
 * it with Intl.Collator in that language, the United States first.
 */
export function countryOptions(countries: readonly Country[], locale: Locale): readonly CountryOption[] {
  let byLocale = built.get(countries);
  if (!byLocale) {
    byLocale = new Map();
    built.set(countries, byLocale);
  }
  const known = byLocale.get(locale);
  if (known) return known;
  const collator = new Intl.Collator([INTL_TAGS[locale]]);
  const options = countries
    .map((c) => ({ value: c.code, label: countryName(c.code, locale, c.name) }))
    .sort((a, b) => Number(b.value === FIRST_COUNTRY) - Number(a.value === FIRST_COUNTRY) || collator.compare(a.label, b.label));
  byLocale.set(locale, options);
  return options;
}
