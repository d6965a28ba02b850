import type { ObituaryDraftAnswers, WriterGender, WriterRelationship, WriterTone } from '@memorial/schema';
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
 * The assisted writer's composer in Spanish: the same answers, parts, tones and lengths as the English one
 * (writer.composer.ts), written as a Spanish obituary is written, not translated from it. Words agree with the
 * decedent's gender («nació…, hija de»; «la precedieron en la muerte») and with the number of people named («le
 * sobrevive su esposo Juan»; «le sobreviven sus hijos Juan y Pedro»); a mixed group takes the masculine plural
 * («sus hijos María y Juan»). With the gender unspecified, the sentences are the ones that need no gendered word.
 * «y» becomes «e» before an i sound and «o» becomes «u» before an o sound. Dates are Intl's in Spanish.
 * Only the Spanish words and grammar are here: the assembly shared with the English composer (the draws from a hash
 * of the answers, the lengths, the order of the paragraphs, the memories, quote and ceremony parts) is in
 * writer.composer.assembly.ts. Every answer is escaped.
 */

const LONG_DATE = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const WEEKDAY = new Intl.DateTimeFormat('es', { weekday: 'long', timeZone: 'UTC' });

/** 1941-05-03 -> «3 de mayo de 1941». */
export function spanishWrittenDate(iso: string): string {
  const at = utcDay(iso);
  return at ? LONG_DATE.format(at) : '';
}

/** 2025-03-08 -> «sábado 8 de marzo de 2025». */
export function spanishDayAndDate(iso: string): string {
  const at = utcDay(iso);
  return at ? `${WEEKDAY.format(at)} ${LONG_DATE.format(at)}` : '';
}

/** The word's first letters without accents, lowered: what decides «e» and «u». */
const sound = (word: string) =>
  word
    .replace(/^[^\p{L}]+/u, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** «y», or «e» before an i sound (Isabel, Hilda; not hielo, where the i is a glide). */
export const y = (next: string) => (/^h?i/.test(sound(next)) && !/^hi[aeou]/.test(sound(next)) ? 'e' : 'y');
/** «o», or «u» before an o sound (Octavio, Honorio). */
export const o = (next: string) => (/^h?o/.test(sound(next)) ? 'u' : 'o');

/** «A», «A y B», «A, B e Isabel»; items with commas of their own apart by semicolons: «Fresno, California; y Reno, Nevada». */
export function spanishNaturalList(items: readonly string[], conjunction: (next: string) => string = y): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1]!;
  if (!items.some((i) => i.includes(','))) return `${items.slice(0, -1).join(', ')} ${conjunction(last)} ${last}`;
  return `${items.slice(0, -1).join('; ')}; ${conjunction(last)} ${last}`;
}

/** A word that agrees with the decedent: [female, male, unspecified]. */
type ByGender = readonly [string, string, string];
const GENDER_INDEX: Record<WriterGender, number> = { female: 0, male: 1, unspecified: 2 };

/**
 * The relationships as a Spanish obituary groups them: daughters and sons are «hijos» together. Each group has its
 * words for women, men and people of unspecified gender, singular and plural; a mixed group says the masculine plural.
 */
interface Group {
  members: readonly WriterRelationship[];
  female?: readonly [string, string];
  male?: readonly [string, string];
  either: readonly [string, string];
}
const GROUPS: readonly Group[] = [
  { members: ['Wife', 'Husband'], female: ['esposa', 'esposas'], male: ['esposo', 'esposos'], either: ['esposo', 'esposos'] },
  { members: ['Spouse'], either: ['cónyuge', 'cónyuges'] },
  { members: ['Partner'], either: ['pareja', 'parejas'] },
  { members: ['Daughter', 'Son', 'Child'], female: ['hija', 'hijas'], male: ['hijo', 'hijos'], either: ['hijo o hija', 'hijos'] },
  {
    members: ['Stepdaughter', 'Stepson'],
    female: ['hijastra', 'hijastras'],
    male: ['hijastro', 'hijastros'],
    either: ['hijastro', 'hijastros'],
  },
  { members: ['Daughter-in-law'], female: ['nuera', 'nueras'], either: ['nuera', 'nueras'] },
  { members: ['Son-in-law'], male: ['yerno', 'yernos'], either: ['yerno', 'yernos'] },
  { members: ['Mother', 'Father'], female: ['madre', 'madres'], male: ['padre', 'padres'], either: ['padre', 'padres'] },
  { members: ['Sister', 'Brother'], female: ['hermana', 'hermanas'], male: ['hermano', 'hermanos'], either: ['hermano', 'hermanos'] },
  {
    members: ['Granddaughter', 'Grandson', 'Grandchild'],
    female: ['nieta', 'nietas'],
    male: ['nieto', 'nietos'],
    either: ['nieto o nieta', 'nietos'],
  },
  {
    members: ['Great-granddaughter', 'Great-grandson', 'Great-grandchild'],
    female: ['bisnieta', 'bisnietas'],
    male: ['bisnieto', 'bisnietos'],
    either: ['bisnieto o bisnieta', 'bisnietos'],
  },
  { members: ['Niece', 'Nephew'], female: ['sobrina', 'sobrinas'], male: ['sobrino', 'sobrinos'], either: ['sobrino', 'sobrinos'] },
  { members: ['Aunt', 'Uncle'], female: ['tía', 'tías'], male: ['tío', 'tíos'], either: ['tío', 'tíos'] },
  { members: ['Cousin'], either: ['primo o prima', 'primos'] },
  { members: ['Friend'], either: ['amigo o amiga', 'amigos'] },
];
const FEMALE = new Set<WriterRelationship>([
  'Wife',
  'Daughter',
  'Stepdaughter',
  'Daughter-in-law',
  'Mother',
  'Sister',
  'Granddaughter',
  'Great-granddaughter',
  'Niece',
  'Aunt',
]);
const MALE = new Set<WriterRelationship>([
  'Husband',
  'Son',
  'Stepson',
  'Son-in-law',
  'Father',
  'Brother',
  'Grandson',
  'Great-grandson',
  'Nephew',
  'Uncle',
]);

type Members = ObituaryDraftAnswers['familyMembers'];

/** «su hija María», «sus hijas Ana y Rosa», «sus hijos Juan e Isabel», «sus padres Ruth y Walter»: one per group named. */
function familyGroups(members: Members): string[] {
  const out: string[] = [];
  for (const group of GROUPS) {
    const named = members.filter((m) => group.members.includes(m.relationship as WriterRelationship));
    if (!named.length) continue;
    const relations = named.map((m) => m.relationship as WriterRelationship);
    const words =
      group.female && relations.every((r) => FEMALE.has(r))
        ? group.female
        : group.male && relations.every((r) => MALE.has(r))
          ? group.male
          : group.either;
    const many = named.length > 1;
    out.push(`${many ? 'sus' : 'su'} ${words[many ? 1 : 0]} ${spanishNaturalList(named.map((m) => e(m.name)))}`);
  }
  return out;
}

/** Two groups joined by «y»; more apart by commas, or by semicolons once a group names several people. */
function joinGroups(groups: readonly string[]): string {
  if (groups.length <= 1) return groups[0] ?? '';
  const last = groups[groups.length - 1]!;
  if (groups.length === 2) return `${groups[0]} y ${last}`;
  if (!groups.some((g) => g.startsWith('sus ') || g.includes(','))) return `${groups.slice(0, -1).join(', ')} y ${last}`;
  return `${groups.slice(0, -1).join('; ')}; y ${last}`;
}

/** Verb phrases start with a past tense («se casó», «abrió», «fue», «trabajaba»); sentences with a name or a person. */
const IRREGULAR_PAST = new Set([
  'fue',
  'hizo',
  'tuvo',
  'estuvo',
  'vino',
  'dio',
  'vio',
  'puso',
  'pudo',
  'supo',
  'quiso',
  'dijo',
  'trajo',
  'condujo',
  'anduvo',
  'crio',
  'era',
  'se',
  'le',
  'lo',
]);
const PERSON_WORDS = new Set([
  'él',
  'ella',
  'ellos',
  'ellas',
  'su',
  'sus',
  'nosotros',
  'nosotras',
  'yo',
  'mi',
  'mis',
  'nuestra',
  'nuestro',
]);

/** The Spanish the shared assembly needs: its quote marks, capitals, lists and the words that start a phrase. */
const SPANISH: Grammar = {
  quotes: '«»',
  closers: '»',
  capitalised: /^\p{Lu}\p{Ll}/u,
  list: (items) => spanishNaturalList(items),
  personWords: PERSON_WORDS,
  isPast: (word) => (/[óò]$/.test(word) && word.length > 2) || /aba(n)?$/.test(word) || IRREGULAR_PAST.has(word),
};
/** The first letter lowered when the word is an ordinary capitalised one («Se casó» but not «UCLA»). */
const lowerFirst = (s: string) => lowerFirstIn(SPANISH, s);

interface Writing extends SharedWriting {
  /** The word that agrees with the decedent. */
  g: (words: ByGender) => string;
}

/** The obituary's HTML in Spanish: the same paragraphs, in the same order, as the English. */
export function composeSpanishObituary(answers: ObituaryDraftAnswers): string {
  return assemble(writingFor(answers), [
    opening,
    life,
    character,
    memoriesParagraph,
    quoteParagraph,
    familyParagraph,
    ceremonyParagraph,
    closing,
  ]);
}

function writingFor(answers: ObituaryDraftAnswers): Writing {
  return { ...writingIn(answers, SPANISH), g: (words) => words[GENDER_INDEX[answers.gender]]! };
}

/** «a los 83 años»; a child's age in its own words. */
function ageWords(age: number | null): string {
  if (age === null || age === 0) return '';
  return age === 1 ? 'al año de edad' : `a los ${age} años`;
}

/** The opening: who, when, at what age, and (where told) why. */
function opening(w: Writing): string {
  const { answers, tone, pick, g, full } = w;
  const deathDate = answers.dateOfDeath ? `el ${spanishWrittenDate(answers.dateOfDeath)}` : '';
  const age = ageAt(answers.dateOfBirth, answers.dateOfDeath);
  const cause = withoutEndPunctuation(lowerFirst(e(answers.deathCause)));
  const home = e(answers.placeLived[answers.placeLived.length - 1] ?? '');
  const from = home ? `${g(['vecina de', 'vecino de', 'residente en'])} ${home}` : '';
  const of = from ? `, ${from},` : '';
  const following = cause && tone !== 'formal' ? `tras ${cause}` : '';
  const tail = [deathDate, ageWords(age), following].filter(Boolean).join(', ');
  const after = (bits: string) => (bits ? ` ${bits}` : '');
  const variants: Record<WriterTone, string[]> = {
    formal: [
      `${full}${of} falleció${after(tail)}.`,
      `Con pesar se comunica el fallecimiento de ${full}${from ? `, ${from}` : ''}${tail ? `, ocurrido ${tail}` : ''}.`,
    ],
    warm: [
      `Con el corazón apesadumbrado, compartimos que ${full}${of} nos dejó${after(tail)}.`,
      `Con profunda tristeza, la familia de ${full}${of} comunica su partida${after(tail)}.`,
      `${full}${from ? `, ${from}` : ''}, ${g(['querida por todos los que la conocieron', 'querido por todos los que lo conocieron', 'que dejó huella en el corazón de todos'])}, falleció${after(tail)}.`,
    ],
    celebratory: [
      `Celebramos la vida de ${full}${from ? `, ${from}` : ''}, que nos dejó${after(tail)}.`,
      age !== null && age > 1
        ? `Después de ${age} años maravillosos, ${full}${of} nos dejó${after([deathDate, following].filter(Boolean).join(', '))}.`
        : `${full}${of} vivió una vida plena y luminosa, y nos dejó${after(tail)}.`,
    ],
  };
  return space(pick(variants[tone]), tone === 'formal' && cause ? `La causa del fallecimiento fue ${cause}.` : '');
}

/** Where the life began and went: birth, parents, homes, schooling and the moments the family chose. */
function life(w: Writing): string | null {
  const { answers, caps, one, g, called } = w;
  if (!(caps.story || answers.dateOfBirth || answers.birthplace)) return null;
  const sentences: string[] = [];
  const parents = answers.familyMembers.filter((m) => m.relationship === 'Mother' || m.relationship === 'Father').map((m) => e(m.name));
  const when = space(
    answers.dateOfBirth ? `el ${spanishWrittenDate(answers.dateOfBirth)}` : '',
    answers.birthplace ? `en ${e(answers.birthplace)}` : '',
  );
  const of = parents.length ? spanishNaturalList(parents) : '';
  const born = when && of ? `${when}, ${g(['hija de', 'hijo de', 'en el hogar de'])} ${of}` : when || (of ? `en el hogar de ${of}` : '');
  if (born) {
    sentences.push(
      one({
        formal: [`${called} nació ${born}.`],
        warm: [`${called} nació ${born}.`, `La historia de ${called} comenzó ${born}.`],
        celebratory: [`La aventura de ${called} comenzó ${born}.`, `${called} llegó al mundo ${born}.`],
      }),
    );
  }
  const places = answers.placeLived.slice(0, caps.places).map(e);
  if (places.length) {
    const list = spanishNaturalList(places);
    sentences.push(
      one({
        formal: [`Más tarde vivió en ${list}.`, `Residió en ${list}.`],
        warm: [`Con los años, hizo su hogar en ${list}.`, `Vivió en ${list}, e hizo amistades dondequiera que fue.`],
        celebratory: [`Su camino pasó por ${list}.`, `Su viaje por la vida incluyó ${list}.`],
      }),
    );
  }
  const schools = answers.education.slice(0, caps.education).map(e);
  if (schools.length) {
    const list = spanishNaturalList(schools);
    sentences.push(
      one({
        formal: [`Cursó sus estudios en ${list}.`],
        warm: [`Estudió en ${list}.`],
        celebratory: [`Estudió en ${list}, siempre con ganas de aprender.`],
      }),
    );
  }
  const moments = answers.lifeMoments.slice(0, caps.moments);
  sentences.push(
    ...describe(w, moments, {
      nounLead: one({
        formal: [() => 'Su vida estuvo marcada por'],
        warm: [
          (n: number) => `Entre los momentos que más atesoró ${n > 1 ? 'estuvieron' : 'estuvo'}`,
          (n: number) => `Entre los momentos más queridos de su vida ${n > 1 ? 'se cuentan' : 'se cuenta'}`,
        ],
        celebratory: [() => 'Su vida estuvo llena de hitos, entre ellos'],
      }),
      verbs: verbsBehind(w),
    }),
  );
  return paragraph(sentences);
}

/** Character: achievements, traits and what they loved doing. */
function character(w: Writing): string | null {
  const { answers, caps, one, called } = w;
  const sentences: string[] = [];
  sentences.push(
    ...describe(w, answers.achievements.slice(0, caps.achievements), {
      nounLead: one({
        formal: [(n: number) => `Entre sus logros ${n > 1 ? 'se cuentan' : 'se cuenta'}`],
        warm: [(n: number) => `Entre los logros de los que más se enorgullecía ${n > 1 ? 'estuvieron' : 'estuvo'}`],
        celebratory: [(n: number) => (n > 1 ? 'Celebró muchos logros, entre ellos' : 'Uno de sus mayores orgullos fue')],
      }),
      verbs: verbsBehind(w),
    }),
  );
  const traits = answers.personalityTraits.slice(0, caps.traits).map((t) => withoutEndPunctuation(lowerFirst(e(t))));
  if (traits.length) {
    const list = spanishNaturalList(traits);
    sentences.push(
      one({
        formal: [`Quienes trataron a ${called} recuerdan que era ${list}.`, `Se recordará a ${called} por ser ${list}.`],
        warm: [
          `Quienes quisieron a ${called} recordarán siempre que era ${list}.`,
          `${called} era ${list}, y todos a su alrededor lo sentían.`,
        ],
        celebratory: [`Era ${list}, y se notaba en todo lo que hacía.`, `${called} era ${list}, una luz para todos a su alrededor.`],
      }),
    );
  }
  const hobbies = answers.hobbies.slice(0, caps.hobbies).map((h) => withoutEndPunctuation(lowerFirst(e(h))));
  if (hobbies.length) {
    const list = spanishNaturalList(hobbies);
    sentences.push(
      one({
        formal: [
          `Entre sus intereses ${hobbies.length > 1 ? 'se contaban' : 'se contaba'} ${list}.`,
          `En su tiempo libre disfrutaba ${list}.`,
        ],
        warm: [`Disfrutaba muchísimo ${list}.`, `Encontraba felicidad en ${list}.`],
        celebratory: [`Encontraba alegría en ${list}.`, `Nada le daba más alegría que ${list}.`],
      }),
    );
  }
  return paragraph(sentences);
}

/** Memories: each answer finishes «Siempre recordaremos…», led in with a different phrase. */
function memoriesParagraph(w: Writing): string | null {
  const leads = {
    formal: ['La familia recuerda', 'Sus amistades recuerdan', 'Muchos recordarán'],
    warm: ['Siempre recordaremos', 'Familiares y amigos nunca olvidarán', 'Muchos recordarán con cariño'],
    celebratory: ['Quienes compartieron su vida sonreirán al recordar', 'Siempre celebraremos', 'Sus amigos todavía ríen al recordar'],
  }[w.tone];
  return memoriesWith(w, leads);
}

/** Their own words, when the length has room for them. */
function quoteParagraph(w: Writing): string | null {
  const { one, called } = w;
  return quoteWith(w, () =>
    one({
      formal: [`${called} solía decir:`, 'En sus propias palabras:'],
      warm: [`${called} a menudo nos decía:`, 'Le gustaba decir:'],
      celebratory: [`${called} vivía según estas palabras:`, `Como le gustaba decir a ${called}:`],
    }),
  );
}

/** The family, surviving and gone before: the verb agrees with how many are named. */
function familyParagraph(w: Writing): string | null {
  const { answers, caps, one, g, called } = w;
  const sentences: string[] = [];
  const surviving = answers.familyMembers.filter((m) => !m.isDeceased);
  const gone = answers.familyMembers.filter((m) => m.isDeceased);
  const survivors = joinGroups(familyGroups(surviving));
  if (survivors) {
    const many = surviving.length > 1;
    const n = many ? 'n' : '';
    sentences.push(
      one({
        formal: [`A ${called} le sobrevive${n} ${survivors}.`],
        warm: [
          g([
            `La extrañará${n} con amor ${survivors}.`,
            `Lo extrañará${n} con amor ${survivors}.`,
            `Su recuerdo vivirá con amor en ${survivors}.`,
          ]),
          `${called} deja a ${survivors}.`,
        ],
        celebratory: [`Su legado vive en ${survivors}.`, `El amor de ${called} sigue vivo en ${survivors}.`],
      }),
    );
  }
  const before = caps.preceded ? joinGroups(familyGroups(gone)) : '';
  if (before) {
    const many = gone.length > 1;
    const preceded = g([
      `La ${many ? 'precedieron' : 'precedió'} en la muerte`,
      `Lo ${many ? 'precedieron' : 'precedió'} en la muerte`,
      `Se le ${many ? 'adelantaron' : 'adelantó'} en el camino`,
    ]);
    sentences.push(
      one({
        formal: [`${preceded} ${before}.`],
        warm: [`Ahora se reúne con ${before}, que ${many ? 'partieron' : 'partió'} antes.`, `${preceded} ${before}.`],
        celebratory: [`${preceded} ${before}.`],
      }),
    );
  }
  return paragraph(sentences);
}

/** The ceremony: «el sábado 8 de marzo de 2025», then the family's own words. */
function ceremonyParagraph(w: Writing): string | null {
  const { answers, one, called } = w;
  const when = answers.dateOfCeremony ? `el ${spanishDayAndDate(answers.dateOfCeremony)}` : '';
  return ceremonyWith(w, when, (on) =>
    one({
      formal: [`Los servicios fúnebres se llevarán a cabo ${on}.`, `Se celebrará un servicio fúnebre ${on}.`],
      warm: [
        `Familiares y amigos están invitados a reunirse ${on} para recordar a ${called}.`,
        `Se llevará a cabo un servicio en honor de ${called} ${on}.`,
      ],
      celebratory: [`Una celebración de su vida tendrá lugar ${on}.`, `Todos son bienvenidos a celebrar la vida de ${called} ${on}.`],
    }),
  );
}

/** The closing line, when the length has room for it. */
function closing(w: Writing): string | null {
  const { caps, one, g, called } = w;
  if (!caps.closing) return null;
  return one({
    formal: [
      'Descanse en paz.',
      g([`${called} será muy extrañada.`, `${called} será muy extrañado.`, 'Su ausencia se sentirá profundamente.']),
    ],
    warm: [
      `Extrañaremos a ${called} más de lo que las palabras pueden decir.`,
      `Te queremos, ${called}, y te llevaremos siempre con nosotros.`,
    ],
    celebratory: [
      'Su risa y su amor seguirán vivos en todos los que compartieron su camino.',
      `¡Gracias por una vida tan bien vivida, ${called}!`,
    ],
  });
}

/** Verb phrases joined two by two: behind the name, then on their own (Spanish needs no pronoun), in turn. */
const verbsBehind =
  ({ called }: Writing) =>
  (list: string, first: boolean) =>
    first ? `${called} ${list}.` : `${capitalize(list)}.`;
