import {
  WRITER_RELATIONSHIPS,
  type ObituaryDraftAnswers,
  type WriterGender,
  type WriterLength,
  type WriterTone,
  writtenDate,
} from '@memorial/schema';

/**
 * The assisted writer's composer: the questionnaire's answers (already normalised by obituaryDraftRule) become an
 * obituary in HTML, in the chosen tone and length. Pure and deterministic: the sentence variants are picked by a hash
 * of the answers, so the same answers always give the same text, and nothing outside this file is asked.
 * Every answer is HTML-escaped before it meets a template; the templates themselves hold no user text.
 * Nothing is invented: a sentence appears only when the answers it speaks of were given.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function parts(iso: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** 2025-03-08 -> "Saturday, March 8, 2025". */
export function dayAndDate(iso: string): string {
  const p = parts(iso);
  if (!p) return '';
  const at = new Date(0);
  at.setUTCFullYear(p[0], p[1] - 1, p[2]);
  return `${WEEKDAYS[at.getUTCDay()]}, ${writtenDate(iso)}`;
}

/** Whole years between two calendar days, or null when either is missing. */
export function ageAt(birth: string, death: string): number | null {
  const b = parts(birth);
  const d = parts(death);
  if (!b || !d) return null;
  const age = d[0] - b[0] - (d[1] < b[1] || (d[1] === b[1] && d[2] < b[2]) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** "A", "A and B", "A, B and C"; items with commas of their own: "Dayton, Ohio, and Erie, Pennsylvania", "A, B; C, D; and E, F". */
export function naturalList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1];
  if (!items.some((i) => i.includes(','))) return `${items.slice(0, -1).join(', ')} and ${last}`;
  return items.length === 2 ? `${items[0]}, and ${last}` : `${items.slice(0, -1).join('; ')}; and ${last}`;
}

const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
/** The first letter lowered when the word is an ordinary capitalised one ("Married" but not "USA" or "I"). */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
const withoutEndPunctuation = (s: string) => s.replace(/[\s.;,:!]+$/u, '');
/** A family's sentence as it was typed, with a capital and an end mark. */
const asSentence = (s: string) => {
  const t = s.trim();
  return /[.!?…"”)]$/u.test(t) ? capitalize(t) : `${capitalize(t)}.`;
};

interface Pronouns {
  subj: string;
  obj: string;
  poss: string;
  was: string;
  is: string;
  has: string;
}
const PRONOUNS: Record<WriterGender, Pronouns> = {
  female: { subj: 'she', obj: 'her', poss: 'her', was: 'was', is: 'is', has: 'has' },
  male: { subj: 'he', obj: 'him', poss: 'his', was: 'was', is: 'is', has: 'has' },
  unspecified: { subj: 'they', obj: 'them', poss: 'their', was: 'were', is: 'are', has: 'have' },
};

/** FNV-1a over the answers: the seed every variant choice is taken from. */
export function seedOf(value: unknown): number {
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

/** Past-tense words that begin a verb phrase ("married John in 1962") rather than a sentence or a noun phrase. */
const IRREGULAR_PAST = new Set([
  'was',
  'were',
  'became',
  'began',
  'built',
  'bought',
  'brought',
  'came',
  'did',
  'drove',
  'fell',
  'felt',
  'flew',
  'found',
  'fought',
  'gave',
  'got',
  'grew',
  'had',
  'held',
  'kept',
  'knew',
  'led',
  'left',
  'lost',
  'made',
  'met',
  'ran',
  'rode',
  'sang',
  'saw',
  'sold',
  'spent',
  'spoke',
  'stood',
  'swam',
  'taught',
  'told',
  'took',
  'thought',
  'went',
  'won',
  'wrote',
  'read',
  'set',
  'put',
  'won',
]);
const PERSON_WORDS = new Set(['he', 'she', 'they', 'his', 'her', 'their', 'we', 'i', 'our', 'my']);

type Kind = 'sentence' | 'verb' | 'noun';
/** Whether an answer reads as a whole sentence (it names its subject), a verb phrase, or a noun phrase. */
function kindOf(answer: string, names: readonly string[]): Kind {
  const first = (answer.trim().split(/\s+/)[0] ?? '').replace(/[^\p{L}'-]/gu, '');
  const lower = first.toLowerCase();
  if (PERSON_WORDS.has(lower) || names.some((n) => n && n.toLowerCase() === lower)) return 'sentence';
  if ((lower.endsWith('ed') && lower.length > 3) || IRREGULAR_PAST.has(lower)) return 'verb';
  return 'noun';
}

/** Members grouped by relationship in the order an obituary names them: "her daughters, Mary and Anne". */
function familyGroups(members: ObituaryDraftAnswers['familyMembers'], poss: string): string[] {
  const groups: string[] = [];
  const mothers = members.filter((m) => m.relationship === 'Mother');
  const fathers = members.filter((m) => m.relationship === 'Father');
  // One mother and one father are "her parents, Ruth and Walter Baker"-style: one group, named together.
  const parents = mothers.length === 1 && fathers.length === 1;
  for (const [one, many] of WRITER_RELATIONSHIPS) {
    if (parents && one === 'Father') continue;
    if (parents && one === 'Mother') {
      groups.push(`${poss} parents, ${naturalList([escapeHtml(mothers[0]!.name), escapeHtml(fathers[0]!.name)])}`);
      continue;
    }
    const names = members.filter((m) => m.relationship === one).map((m) => escapeHtml(m.name));
    if (!names.length) continue;
    const label = (names.length > 1 ? many : one).toLowerCase();
    groups.push(`${poss} ${label}, ${naturalList(names)}`);
  }
  return groups;
}
/** Groups are separated by commas, or by semicolons once a group holds a list of its own, as newspapers do. */
function joinGroups(groups: string[]): string {
  if (groups.length <= 1) return groups[0] ?? '';
  if (!groups.some((g) => g.includes(' and ')))
    return groups.length === 2 ? `${groups[0]}, and ${groups[1]}` : `${groups.slice(0, -1).join('; ')}; and ${groups[groups.length - 1]}`;
  return `${groups.slice(0, -1).join('; ')}; and ${groups[groups.length - 1]}`;
}

/** What every paragraph is written from: the answers, the tone's draws, the names and the pronouns. */
interface Writing {
  answers: ObituaryDraftAnswers;
  tone: WriterTone;
  caps: (typeof CAPS)[keyof typeof CAPS];
  /** One of the variants, the same one for the same answers: each call draws the next, so the order of calls matters. */
  pick: <T>(variants: readonly T[]) => T;
  /** pick among the tone's variants. */
  one: <T>(byTone: Record<WriterTone, readonly T[]>) => T;
  p: Pronouns;
  Subj: string;
  Poss: string;
  /** The full name as first written: first, middle, “nickname” and last. */
  full: string;
  /** How the text calls them after the first mention: the nickname in a warm or joyful notice, the first name in a formal one. */
  called: string;
  /** The names an answer may start with and still be a whole sentence ("Mary loved..."). */
  names: string[];
}

const e = (s: string) => escapeHtml(s);
const space = (...bits: string[]) => bits.filter(Boolean).join(' ');

/** The obituary's HTML: a paragraph for each part the answers give, in a newspaper's order. */
export function composeObituary(answers: ObituaryDraftAnswers): string {
  const w = writingFor(answers);
  // In this order: each part draws its variants from the same sequence (pick).
  const paragraphs = [
    openingParagraph(w),
    lifeParagraph(w),
    characterParagraph(w),
    memoriesParagraph(w),
    quoteParagraph(w),
    familyParagraph(w),
    ceremonyParagraph(w),
    closingParagraph(w),
  ];
  return paragraphs
    .filter((text): text is string => text !== null)
    .map((text) => `<p>${text}</p>`)
    .join('');
}

function writingFor(answers: ObituaryDraftAnswers): Writing {
  const tone: WriterTone = answers.writingTone;
  const seed = seedOf(answers);
  let salt = 0;
  const pick = <T>(variants: readonly T[]): T => variants[((seed ^ Math.imul(++salt, 0x9e3779b1)) >>> 0) % variants.length]!;
  const p = PRONOUNS[answers.gender];
  const first = e(answers.firstName);
  const nick = e(withoutEndPunctuation(answers.nickName.replace(/^["'“”‘’]+|["'“”‘’]+$/gu, '')));
  return {
    answers,
    tone,
    caps: CAPS[answers.length],
    pick,
    one: (byTone) => pick(byTone[tone]),
    p,
    Subj: capitalize(p.subj),
    Poss: capitalize(p.poss),
    full: [first, e(answers.middleName), nick ? `“${nick}”` : '', e(answers.lastName)].filter(Boolean).join(' '),
    called: tone !== 'formal' && nick ? nick : first,
    names: [answers.firstName, answers.nickName, answers.lastName],
  };
}

/** The opening: who, when, at what age, and (where told) why. */
function openingParagraph(w: Writing): string | null {
  const { answers, tone, pick, p, full } = w;
  const deathDate = answers.dateOfDeath ? `on ${writtenDate(answers.dateOfDeath)}` : '';
  const age = ageAt(answers.dateOfBirth, answers.dateOfDeath);
  const cause = withoutEndPunctuation(lowerFirst(e(answers.deathCause)));
  const home = e(answers.placeLived[answers.placeLived.length - 1] ?? '');
  const of = home ? `, of ${home},` : '';
  const ageClause = age !== null ? `at the age of ${age}` : '';
  const following = cause && tone !== 'formal' ? `following ${cause}` : '';
  const tail = [deathDate, ageClause, following].filter(Boolean).join(', ');
  const variants: Record<WriterTone, string[]> = {
    formal: [`${full}${of} died${tail ? ` ${tail}` : ''}.`, `${full}${of} passed away${tail ? ` ${tail}` : ''}.`],
    warm: [
      `With heavy hearts, we share that ${full}${of} passed away${tail ? ` ${tail}` : ''}.`,
      `It is with deep sadness that the family of ${full}${of} announces ${p.poss} passing${tail ? ` ${tail}` : ''}.`,
      `${full}${home ? `, of ${home}` : ''}, beloved by all who knew ${p.obj}, passed away${tail ? ` ${tail}` : ''}.`,
    ],
    celebratory: [
      `We celebrate the life of ${full}${home ? `, of ${home}` : ''}, who passed away${tail ? ` ${tail}` : ''}.`,
      age !== null
        ? `After ${age} remarkable years, ${full}${of} passed away${[deathDate, following].filter(Boolean).length ? ` ${[deathDate, following].filter(Boolean).join(', ')}` : ''}.`
        : `${full}${of} lived a full and vibrant life and passed away${tail ? ` ${tail}` : ''}.`,
    ],
  };
  const opening = pick(variants[tone]);
  return space(opening, tone === 'formal' && cause ? `The cause was ${cause}.` : '');
}

/** Where the life began and went: birth, parents, homes, schooling and the moments the family chose. */
function lifeParagraph(w: Writing): string | null {
  const { answers, caps, one, p, Subj, Poss, called } = w;
  if (!(caps.story || answers.dateOfBirth || answers.birthplace)) return null;
  const sentences: string[] = [];
  const parents = answers.familyMembers.filter((m) => m.relationship === 'Mother' || m.relationship === 'Father').map((m) => e(m.name));
  // Commas after the year and after "City, State" when more follows, as a newspaper writes them.
  const bornOn = answers.dateOfBirth ? `on ${writtenDate(answers.dateOfBirth)}${answers.birthplace || parents.length ? ',' : ''}` : '';
  const bornIn = answers.birthplace ? `in ${e(answers.birthplace)}${parents.length && answers.birthplace.includes(',') ? ',' : ''}` : '';
  const born = space(bornOn, bornIn, parents.length ? `to ${naturalList(parents)}` : '');
  if (born) {
    sentences.push(
      one({
        formal: [`${called} was born ${born}.`],
        warm: [`${called} was born ${born}.`, `${called}’s story began ${born}.`],
        celebratory: [`${called}’s adventure began ${born}.`, `${called} came into the world ${born}.`],
      }),
    );
  }
  const places = answers.placeLived.slice(0, caps.places).map(e);
  if (places.length) {
    sentences.push(
      one({
        formal: [`${Subj} later lived in ${naturalList(places)}.`, `${Subj} resided in ${naturalList(places)}.`],
        warm: [
          `Over the years, ${p.subj} made ${p.poss} home in ${naturalList(places)}.`,
          `${Subj} lived in ${naturalList(places)}, and made friends wherever ${p.subj} went.`,
        ],
        celebratory: [`Life took ${p.obj} to ${naturalList(places)}.`, `${Poss} journey took ${p.obj} to ${naturalList(places)}.`],
      }),
    );
  }
  const schools = answers.education.slice(0, caps.education).map(e);
  if (schools.length) {
    sentences.push(
      one({
        formal: [`${Subj} ${p.was} educated at ${naturalList(schools)}.`],
        warm: [`${Subj} studied at ${naturalList(schools)}.`],
        celebratory: [`${Subj} studied at ${naturalList(schools)}, always eager to learn.`],
      }),
    );
  }
  sentences.push(
    ...describe(w, answers.lifeMoments.slice(0, caps.moments), {
      nounLead: one({
        formal: [() => `Milestones of ${p.poss} life included`],
        warm: [
          (n: number) => `Among the moments ${p.subj} treasured most ${n > 1 ? 'were' : 'was'}`,
          () => `Cherished moments in ${p.poss} life included`,
        ],
        celebratory: [() => `${Poss} life was full of milestones, among them`],
      }),
    }),
  );
  return sentences.length ? sentences.join(' ') : null;
}

/** Character: achievements, traits and what they loved doing. */
function characterParagraph(w: Writing): string | null {
  const { answers, caps, one, p, Subj, Poss, called } = w;
  const sentences: string[] = [];
  sentences.push(
    ...describe(w, answers.achievements.slice(0, caps.achievements), {
      nounLead: one({
        formal: [() => `${Poss} accomplishments included`],
        warm: [(n: number) => `Among ${p.poss} proudest achievements ${n > 1 ? 'were' : 'was'}`],
        celebratory: [(n: number) => (n > 1 ? `${Subj} celebrated many achievements, including` : `${Subj} ${p.was} proud of`)],
      }),
    }),
  );
  const traits = answers.personalityTraits.slice(0, caps.traits).map((t) => withoutEndPunctuation(lowerFirst(e(t))));
  if (traits.length) {
    const list = naturalList(traits);
    sentences.push(
      one({
        formal: [`Those who knew ${p.obj} describe ${p.obj} as ${list}.`, `${called} will be remembered as ${list}.`],
        warm: [
          `Those who loved ${p.obj} will remember ${p.obj} as ${list}.`,
          `${called} was ${list}, and everyone who knew ${p.obj} felt it.`,
        ],
        celebratory: [
          `${Subj} ${p.was} ${list}, and it showed in everything ${p.subj} did.`,
          `${called} was ${list}, a light to everyone around ${p.obj}.`,
        ],
      }),
    );
  }
  const hobbies = answers.hobbies.slice(0, caps.hobbies).map((h) => withoutEndPunctuation(lowerFirst(e(h))));
  if (hobbies.length) {
    const list = naturalList(hobbies);
    sentences.push(
      one({
        formal: [`${Poss} interests included ${list}.`, `In ${p.poss} leisure time ${p.subj} enjoyed ${list}.`],
        warm: [`${Subj} loved ${list}.`, `${Subj} found happiness in ${list}.`],
        celebratory: [`${Subj} found joy in ${list}.`, `Nothing made ${p.obj} happier than ${list}.`],
      }),
    );
  }
  return sentences.length ? sentences.join(' ') : null;
}

/** Memories: each answer finishes "We will always remember ...", led in with a different phrase. */
function memoriesParagraph(w: Writing): string | null {
  const { answers, tone, caps, pick, p, names } = w;
  const memories = answers.memories.slice(0, caps.memories);
  const leads = {
    formal: ['The family remembers', 'Friends recall', 'Many will remember'],
    warm: ['We will always remember', 'Family and friends will never forget', 'Many will fondly recall'],
    celebratory: ['Everyone who knew ' + p.obj + ' will smile remembering', 'We will always celebrate', 'Friends still laugh about'],
  }[tone];
  const start = pick(leads.map((_, i) => i));
  const sentences = memories.map((m, i) => {
    const clean = e(m);
    if (kindOf(m, names) === 'sentence') return asSentence(clean);
    return `${leads[(start + i) % leads.length]} ${withoutEndPunctuation(lowerFirst(clean))}.`;
  });
  return sentences.length ? sentences.join(' ') : null;
}

/** Their own words, when the length has room for them. */
function quoteParagraph(w: Writing): string | null {
  const { answers, caps, one, p, Subj, called } = w;
  if (!(caps.quote && answers.memorableQuote)) return null;
  const quote = e(answers.memorableQuote.replace(/^["'“”‘’\s]+|["'“”‘’\s]+$/gu, ''));
  const lead = one({
    formal: [`${called} often said:`, `In ${p.poss} own words:`],
    warm: [`${called} often told us:`, `${Subj} liked to say:`],
    celebratory: [`${called} lived by these words:`, `As ${called} liked to say:`],
  });
  return `${lead} “${/[.!?…]$/u.test(quote) ? quote : `${quote}.`}”`;
}

/** The family, surviving and gone before. */
function familyParagraph(w: Writing): string | null {
  const { answers, caps, one, p, Subj, Poss, called } = w;
  const sentences: string[] = [];
  const surviving = answers.familyMembers.filter((m) => !m.isDeceased);
  const gone = answers.familyMembers.filter((m) => m.isDeceased);
  const survivors = joinGroups(familyGroups(surviving, p.poss));
  if (survivors) {
    sentences.push(
      one({
        formal: [`${called} is survived by ${survivors}.`],
        warm: [`${Subj} will be lovingly missed by ${survivors}.`, `${called} leaves behind ${survivors}.`],
        celebratory: [`${Poss} legacy lives on in ${survivors}.`, `${called}’s love lives on in ${survivors}.`],
      }),
    );
  }
  const before = caps.preceded ? joinGroups(familyGroups(gone, p.poss)) : '';
  if (before) {
    sentences.push(
      one({
        formal: [`${Subj} ${p.was} preceded in death by ${before}.`],
        warm: [`${Subj} now joins ${before}, who went before ${p.obj}.`, `${Subj} ${p.was} preceded in death by ${before}.`],
        celebratory: [`${Subj} ${p.was} preceded in death by ${before}.`],
      }),
    );
  }
  return sentences.length ? sentences.join(' ') : null;
}

/** The ceremony: the day written out with its weekday, then the family's own words. */
function ceremonyParagraph(w: Writing): string | null {
  const { answers, one, p, called } = w;
  const when = answers.dateOfCeremony ? `on ${dayAndDate(answers.dateOfCeremony)}` : '';
  const sentences: string[] = [];
  if (when) {
    sentences.push(
      one({
        formal: [`Services will be held ${when}.`, `A funeral service will take place ${when}.`],
        warm: [
          `Family and friends are invited to gather ${when}, to remember ${called}.`,
          `A service to honor ${called} will be held ${when}.`,
        ],
        celebratory: [`A celebration of ${p.poss} life will take place ${when}.`, `All are welcome to celebrate ${called}’s life ${when}.`],
      }),
    );
  }
  if (answers.ceremonyDetails) sentences.push(asSentence(e(answers.ceremonyDetails.replace(/\s+/g, ' '))));
  return sentences.length ? sentences.join(' ') : null;
}

/** The closing line, when the length has room for it. */
function closingParagraph(w: Writing): string | null {
  const { caps, one, p, Poss, called } = w;
  if (!caps.closing) return null;
  return one({
    formal: [`May ${p.subj} rest in peace.`, `${called} will be greatly missed.`],
    warm: [`${called} will be missed more than words can say.`, `We love you, ${called}, and we will carry you with us always.`],
    celebratory: [`${Poss} laughter and love will live on in all who knew ${p.obj}.`, `Here’s to a life beautifully lived, ${called}.`],
  });
}

/**
 * Answers that are whole sentences stay as typed; verb phrases ("married John in 1962") are joined two by two
 * behind the name or the pronoun; noun phrases ("Teacher of the Year, 1985") are listed behind the lead.
 */
function describe(w: Writing, items: readonly string[], { nounLead }: { nounLead: (count: number) => string }): string[] {
  const { called, Subj, names } = w;
  const out: string[] = [];
  const nouns: string[] = [];
  let verbs: string[] = [];
  let runs = 0;
  const flush = () => {
    for (let i = 0; i < verbs.length; i += 2) out.push(`${runs++ % 2 === 0 ? called : Subj} ${naturalList(verbs.slice(i, i + 2))}.`);
    verbs = [];
  };
  // In the family's order: a sentence between two verb phrases stays between them.
  for (const item of items) {
    const kind = kindOf(item, names);
    const clean = e(item.replace(/\s+/g, ' '));
    if (kind === 'verb') verbs.push(withoutEndPunctuation(lowerFirst(clean)));
    else if (kind === 'sentence') {
      flush();
      out.push(asSentence(clean));
    } else nouns.push(withoutEndPunctuation(clean));
  }
  flush();
  if (nouns.length) out.push(`${nounLead(nouns.length)} ${naturalList(nouns)}.`);
  return out;
}
