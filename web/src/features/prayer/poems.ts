import { LOCALE_NAMES, isLocale } from '@memorial/schema';

/** A poem of the library as the chooser reads it. */
interface PoemChoice {
  id: number;
  title: string;
  author?: string | null;
  /** en or es. */
  language: string;
}

/** The poems in the card's language first, then the others, each in the library's order (whatever order they came in). */
function poemsForCard<P extends PoemChoice>(poems: readonly P[], language: string): P[] {
  return [...poems.filter((p) => p.language === language), ...poems.filter((p) => p.language !== language)];
}

const option = (p: PoemChoice) => ({ value: String(p.id), label: p.author ? `${p.title} (${p.author})` : p.title });

/**
 * The poem chooser's options, the card's language first: when both languages are listed, each under its language's
 * own name (English, Español), so a family sees which prayers are in which; with one, a plain list.
 */
export function poemOptions(poems: readonly PoemChoice[], language: string) {
  const ordered = poemsForCard(poems, language);
  const languages = [...new Set(ordered.map((p) => p.language))];
  if (languages.length < 2) return ordered.map(option);
  return languages.map((l) => ({
    group: isLocale(l) ? LOCALE_NAMES[l] : l,
    items: ordered.filter((p) => p.language === l).map(option),
  }));
}
