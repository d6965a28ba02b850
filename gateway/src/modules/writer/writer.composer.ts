import { WRITER_RELATIONSHIPS, type ObituaryDraftAnswers, type WriterGender, type WriterTone, writtenDate } from '@memorial/schema';
import {
  ageAt,
  assemble,
  capitalize,
  ceremonyParagraph as ceremonyWith,
  describe,
  escapeHtml as e,
  lowerFirst as lowerFirstIn,
  memoriesParagraph as memoriesWith,
  paragraph,
  quoteParagraph as quoteWith,
  space,
  utcDay,
  withoutEndPunctuation,
  writingFor as writingIn,
  type Grammar,
  type Writing as SharedWriting,
} from './writer.composer.assembly.js';

/**
 * The assisted writer's composer in English: the questionnaire's answers (already normalised by obituaryDraftRule)
 * become an obituary in HTML, in the chosen tone and length. Its words and grammar are here; the assembly it shares
 * with the Spanish composer (the draws from a hash of the answers, the lengths, the order of the paragraphs, the
 * memories, quote and ceremony parts) is in writer.composer.assembly.ts. Every answer is HTML-escaped before it meets
 * a template. Nothing is invented: a sentence appears only when the answers it speaks of were given.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 2025-03-08 -> "Saturday, March 8, 2025". */
export function dayAndDate(iso: string): string {
  const at = utcDay(iso);
  return at ? `${WEEKDAYS[at.getUTCDay()]}, ${writtenDate(iso)}` : '';
}

/** "A", "A and B", "A, B and C"; items with commas of their own: "Dayton, Ohio, and Erie, Pennsylvania", "A, B; C, D; and E, F". */
export function naturalList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1];
  if (!items.some((i) => i.includes(','))) return `${items.slice(0, -1).join(', ')} and ${last}`;
  return items.length === 2 ? `${items[0]}, and ${last}` : `${items.slice(0, -1).join('; ')}; and ${last}`;
}

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

/** The English the shared assembly needs: its quote marks, capitals, lists and the words that start a phrase. */
const ENGLISH: Grammar = {
  quotes: '',
  closers: '',
  capitalised: /^[A-Z][a-z]/,
  list: naturalList,
  personWords: PERSON_WORDS,
  isPast: (word) => (word.endsWith('ed') && word.length > 3) || IRREGULAR_PAST.has(word),
};
const lowerFirst = (s: string) => lowerFirstIn(ENGLISH, s);

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
      groups.push(`${poss} parents, ${naturalList([e(mothers[0]!.name), e(fathers[0]!.name)])}`);
      continue;
    }
    const names = members.filter((m) => m.relationship === one).map((m) => e(m.name));
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

/** What every paragraph is written from: the shared draws and names, and the pronouns. */
interface Writing extends SharedWriting {
  p: Pronouns;
  Subj: string;
  Poss: string;
}

/** The obituary's HTML: a paragraph for each part the answers give, in a newspaper's order. */
export function composeObituary(answers: ObituaryDraftAnswers): string {
  return assemble(writingFor(answers), [
    openingParagraph,
    lifeParagraph,
    characterParagraph,
    memoriesParagraph,
    quoteParagraph,
    familyParagraph,
    ceremonyParagraph,
    closingParagraph,
  ]);
}

function writingFor(answers: ObituaryDraftAnswers): Writing {
  const p = PRONOUNS[answers.gender];
  return { ...writingIn(answers, ENGLISH), p, Subj: capitalize(p.subj), Poss: capitalize(p.poss) };
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
      verbs: verbsBehind(w),
    }),
  );
  return paragraph(sentences);
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
      verbs: verbsBehind(w),
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
  return paragraph(sentences);
}

/** Memories: each answer finishes "We will always remember ...", led in with a different phrase. */
function memoriesParagraph(w: Writing): string | null {
  const { tone, p } = w;
  const leads = {
    formal: ['The family remembers', 'Friends recall', 'Many will remember'],
    warm: ['We will always remember', 'Family and friends will never forget', 'Many will fondly recall'],
    celebratory: ['Everyone who knew ' + p.obj + ' will smile remembering', 'We will always celebrate', 'Friends still laugh about'],
  }[tone];
  return memoriesWith(w, leads);
}

/** Their own words, when the length has room for them. */
function quoteParagraph(w: Writing): string | null {
  const { one, p, Subj, called } = w;
  return quoteWith(w, () =>
    one({
      formal: [`${called} often said:`, `In ${p.poss} own words:`],
      warm: [`${called} often told us:`, `${Subj} liked to say:`],
      celebratory: [`${called} lived by these words:`, `As ${called} liked to say:`],
    }),
  );
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
  return paragraph(sentences);
}

/** The ceremony: the day written out with its weekday, then the family's own words. */
function ceremonyParagraph(w: Writing): string | null {
  const { answers, one, p, called } = w;
  const when = answers.dateOfCeremony ? `on ${dayAndDate(answers.dateOfCeremony)}` : '';
  return ceremonyWith(w, when, (on) =>
    one({
      formal: [`Services will be held ${on}.`, `A funeral service will take place ${on}.`],
      warm: [`Family and friends are invited to gather ${on}, to remember ${called}.`, `A service to honor ${called} will be held ${on}.`],
      celebratory: [`A celebration of ${p.poss} life will take place ${on}.`, `All are welcome to celebrate ${called}’s life ${on}.`],
    }),
  );
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

/** Verb phrases joined two by two, behind the name and then the pronoun, in turn. */
const verbsBehind =
  ({ called, Subj }: Writing) =>
  (list: string, first: boolean) =>
    `${first ? called : Subj} ${list}.`;
