import escapeHtml from 'escape-html';
import type { ObituaryDraftAnswers, WriterLength, WriterTone } from '@memorial/schema';

/**
 * What the English and the Spanish composers (writer.composer.ts, writer.composer.es.ts) share: the variant draws from
 * a hash of the answers, how much each length says, the parts every obituary is assembled from (the paragraphs in a
 * newspaper's order, the memories behind their leads, the quote, the ceremony) and the sorting of the family's answers
 * into sentences, verb phrases and noun phrases. Each composer brings only its language: its words, its grammar
 * (a Grammar) and its sentences. Pure and deterministic; every answer is HTML-escaped before it meets a template.
 */

/** An answer as text in the draft's HTML (escape-html: & < > " ' as &amp; &lt; &gt; &quot; &#39;). */
export { escapeHtml };

/** A calendar day's parts, or null when it is not one. */
function dayParts(iso: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** A calendar day as its midnight in UTC (whatever the process time zone), or null when it is not one. */
export function utcDay(iso: string): Date | null {
  const p = dayParts(iso);
  if (!p) return null;
  const at = new Date(0);
  at.setUTCFullYear(p[0], p[1] - 1, p[2]);
  return at;
}

/** Whole years between two calendar days, or null when either is missing. */
export function ageAt(birth: string, death: string): number | null {
  const b = dayParts(birth);
  const d = dayParts(death);
  if (!b || !d) return null;
  const age = d[0] - b[0] - (d[1] < b[1] || (d[1] === b[1] && d[2] < b[2]) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** FNV-1a over the answers: the seed every variant choice is taken from. */
function seedOf(value: unknown): number {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(value)) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** How much each length says: the most items of each list it names (Infinity: all of them). */
export const CAPS: Record<
  WriterLength,
  {
    places: number;
    education: number;
    moments: number;
    achievements: number;
    traits: number;
    hobbies: number;
    memories: number;
    story: boolean;
    quote: boolean;
    preceded: boolean;
    closing: boolean;
  }
> = {
  short: {
    places: 0,
    education: 0,
    moments: 0,
    achievements: 0,
    traits: 3,
    hobbies: 0,
    memories: 0,
    story: false,
    quote: false,
    preceded: false,
    closing: false,
  },
  medium: {
    places: 3,
    education: 2,
    moments: 3,
    achievements: 2,
    traits: 4,
    hobbies: 4,
    memories: 1,
    story: true,
    quote: true,
    preceded: true,
    closing: true,
  },
  long: {
    places: Infinity,
    education: Infinity,
    moments: Infinity,
    achievements: Infinity,
    traits: Infinity,
    hobbies: Infinity,
    memories: Infinity,
    story: true,
    quote: true,
    preceded: true,
    closing: true,
  },
};

/** What a language tells the assembly about its writing. */
export interface Grammar {
  /** The quote marks of the language besides "'“”‘’, stripped from a nickname and a quote. */
  quotes: string;
  /** The closing marks besides "”) after which a family's sentence needs no period. */
  closers: string;
  /** Whether a word is an ordinary capitalised one, whose capital is lowered inside a sentence. */
  capitalised: RegExp;
  /** "A, B and C" in the language. */
  list: (items: readonly string[]) => string;
  /** Words that make an answer a whole sentence (pronouns, possessives), lowercase. */
  personWords: ReadonlySet<string>;
  /** Whether an answer's first word, lowercase, is a past tense that begins a verb phrase. */
  isPast: (word: string) => boolean;
}

export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
export const withoutEndPunctuation = (s: string) => s.replace(/[\s.;,:!]+$/u, '');
export const space = (...bits: string[]) => bits.filter(Boolean).join(' ');
/** A paragraph of the sentences written, or none. */
export const paragraph = (sentences: readonly string[]): string | null => (sentences.length ? sentences.join(' ') : null);

/** The first letter lowered when the word is an ordinary capitalised one ("Married" but not "USA" or "I"). */
export const lowerFirst = (g: Grammar, s: string) => (g.capitalised.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
/** A family's sentence as it was typed, with a capital and an end mark. */
function asSentence(g: Grammar, s: string): string {
  const t = s.trim();
  return new RegExp(`[.!?…"”${g.closers})]$`, 'u').test(t) ? capitalize(t) : `${capitalize(t)}.`;
}
/** The text without the quote marks around it (and, with `andSpaces`, without the spaces around them). */
function unquoted(g: Grammar, s: string, andSpaces = false): string {
  const marks = `"'“”‘’${g.quotes}${andSpaces ? '\\s' : ''}`;
  return s.replace(new RegExp(`^[${marks}]+|[${marks}]+$`, 'gu'), '');
}

type Kind = 'sentence' | 'verb' | 'noun';
/** Whether an answer reads as a whole sentence (it names its subject), a verb phrase, or a noun phrase. */
function kindOf(g: Grammar, answer: string, names: readonly string[]): Kind {
  const first = (answer.trim().split(/\s+/)[0] ?? '').replace(/[^\p{L}'-]/gu, '');
  const lower = first.toLowerCase();
  if (g.personWords.has(lower) || names.some((n) => n && n.toLowerCase() === lower)) return 'sentence';
  if (g.isPast(lower)) return 'verb';
  return 'noun';
}

/** What every paragraph is written from: the answers, the tone's draws and the names. */
export interface Writing {
  answers: ObituaryDraftAnswers;
  grammar: Grammar;
  tone: WriterTone;
  caps: (typeof CAPS)[keyof typeof CAPS];
  /** One of the variants, the same one for the same answers: each call draws the next, so the order of calls matters. */
  pick: <T>(variants: readonly T[]) => T;
  /** pick among the tone's variants. */
  one: <T>(byTone: Record<WriterTone, readonly T[]>) => T;
  /** The full name as first written: first, middle, “nickname” and last. */
  full: string;
  /** How the text calls them after the first mention: the nickname in a warm or joyful notice, the first name in a formal one. */
  called: string;
  /** The names an answer may start with and still be a whole sentence ("Mary loved..."). */
  names: string[];
}

export function writingFor(answers: ObituaryDraftAnswers, grammar: Grammar): Writing {
  const tone: WriterTone = answers.writingTone;
  const seed = seedOf(answers);
  let salt = 0;
  const pick = <T>(variants: readonly T[]): T => variants[((seed ^ Math.imul(++salt, 0x9e3779b1)) >>> 0) % variants.length]!;
  const first = escapeHtml(answers.firstName);
  const nick = escapeHtml(withoutEndPunctuation(unquoted(grammar, answers.nickName)));
  return {
    answers,
    grammar,
    tone,
    caps: CAPS[answers.length],
    pick,
    one: (byTone) => pick(byTone[tone]),
    full: [first, escapeHtml(answers.middleName), nick ? `“${nick}”` : '', escapeHtml(answers.lastName)].filter(Boolean).join(' '),
    called: tone !== 'formal' && nick ? nick : first,
    names: [answers.firstName, answers.nickName, answers.lastName],
  };
}

/** The obituary's HTML: the parts in a newspaper's order, in this order (each draws its variants from the same sequence). */
export function assemble<W extends Writing>(w: W, parts: ReadonlyArray<(w: W) => string | null>): string {
  return parts
    .map((part) => part(w))
    .filter((text): text is string => text !== null)
    .map((text) => `<p>${text}</p>`)
    .join('');
}

/** Memories: each answer finishes a lead ("We will always remember ..."), the leads taken in turn from a drawn one. */
export function memoriesParagraph(w: Writing, leads: readonly string[]): string | null {
  const { answers, grammar, caps, pick, names } = w;
  const memories = answers.memories.slice(0, caps.memories);
  const start = pick(leads.map((_, i) => i));
  return paragraph(
    memories.map((m, i) => {
      const clean = escapeHtml(m);
      if (kindOf(grammar, m, names) === 'sentence') return asSentence(grammar, clean);
      return `${leads[(start + i) % leads.length]} ${withoutEndPunctuation(lowerFirst(grammar, clean))}.`;
    }),
  );
}

/** Their own words behind the lead drawn, when the length has room for them. */
export function quoteParagraph(w: Writing, lead: () => string): string | null {
  const { answers, grammar, caps } = w;
  if (!(caps.quote && answers.memorableQuote)) return null;
  const quote = escapeHtml(unquoted(grammar, answers.memorableQuote, true));
  return `${lead()} “${/[.!?…]$/u.test(quote) ? quote : `${quote}.`}”`;
}

/** The ceremony: the sentence drawn for its day (when there is one), then the family's own words. */
export function ceremonyParagraph(w: Writing, on: string, sentence: (on: string) => string): string | null {
  const { answers, grammar } = w;
  const sentences: string[] = [];
  if (on) sentences.push(sentence(on));
  if (answers.ceremonyDetails) sentences.push(asSentence(grammar, escapeHtml(answers.ceremonyDetails.replace(/\s+/g, ' '))));
  return paragraph(sentences);
}

/**
 * Answers that are whole sentences stay as typed; verb phrases ("married John in 1962") are joined two by two into
 * the language's sentence (`verbs`, told whether it is the run's first); noun phrases ("Teacher of the Year, 1985") are
 * listed behind the lead.
 */
export function describe(
  w: Writing,
  items: readonly string[],
  { nounLead, verbs: verbSentence }: { nounLead: (count: number) => string; verbs: (list: string, first: boolean) => string },
): string[] {
  const { grammar, names } = w;
  const out: string[] = [];
  const nouns: string[] = [];
  let verbs: string[] = [];
  let runs = 0;
  const flush = () => {
    for (let i = 0; i < verbs.length; i += 2) out.push(verbSentence(grammar.list(verbs.slice(i, i + 2)), runs++ % 2 === 0));
    verbs = [];
  };
  // In the family's order: a sentence between two verb phrases stays between them.
  for (const item of items) {
    const kind = kindOf(grammar, item, names);
    const clean = escapeHtml(item.replace(/\s+/g, ' '));
    if (kind === 'verb') verbs.push(withoutEndPunctuation(lowerFirst(grammar, clean)));
    else if (kind === 'sentence') {
      flush();
      out.push(asSentence(grammar, clean));
    } else nouns.push(withoutEndPunctuation(clean));
  }
  flush();
  if (nouns.length) out.push(`${nounLead(nouns.length)} ${grammar.list(nouns)}.`);
  return out;
}
