import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { obituaryDraftRule, type ObituaryDraftRuleInput, type WriterGender, type WriterLength, type WriterTone } from '@memorial/schema';
import { DEMO_DRAFT_ANSWERS } from '../../seed/demo-drafts.js';
import { composeObituary } from './writer.composer.js';
import { composeSpanishObituary } from './writer.composer.es.js';

/**
 * Both composers, pinned to the byte: the demo answers and the answers of the composer tests, in every tone, length
 * and gender, under several first names (a name changes the hash, so the draws reach other variants). The shared
 * assembly of the two composers (writer.composer.assembly.ts) must not change a single character of either language.
 */

const ENGLISH: ObituaryDraftRuleInput = {
  firstName: 'Eleanor',
  middleName: 'Rose',
  lastName: 'Whitmore',
  nickName: '"Ellie."',
  gender: 'female',
  dateOfBirth: '1941-03-03',
  dateOfDeath: '2024-10-02',
  dateOfCeremony: '2024-10-12',
  birthplace: 'Dayton, Ohio',
  placeLived: ['Columbus, Ohio', 'Springfield, Illinois', 'Erie, Pennsylvania', 'Akron, Ohio'],
  education: ['Fairview High School', 'the Ohio State University', 'Night school <3'],
  deathCause: 'A long illness.',
  familyMembers: [
    { name: 'John', relationship: 'Husband' },
    { name: 'Mary Lee', relationship: 'Daughter' },
    { name: 'Anne', relationship: 'Daughter' },
    { name: 'Peter', relationship: 'Son' },
    { name: 'Ruth Baker', relationship: 'Mother', isDeceased: true },
    { name: 'Walter Baker', relationship: 'Father', isDeceased: true },
    { name: 'Lucy', relationship: 'Granddaughter' },
    { name: 'Sam', relationship: 'Brother', isDeceased: true },
    { name: 'Tom', relationship: 'Friend' },
  ],
  lifeMoments: [
    'Married John Whitmore in 1962',
    'moved to Springfield in 1970',
    'opened a bakery on Main Street',
    'She traveled to Italy at 70.',
    'grew roses',
    'Her first job, at the mill',
  ],
  achievements: ['Teacher of the Year, 1985', 'served on the library board for 20 years', 'A quilt in the county fair'],
  memories: ['the way she sang while cooking Sunday dinner', 'how she never missed a school play', 'Eleanor danced at every wedding'],
  hobbies: ['Gardening', 'quilting', 'crossword puzzles', 'bird watching', 'Baking.'],
  personalityTraits: ['kind', 'stubborn in the best way', 'funny', 'brave', 'loyal'],
  ceremonyDetails: "the service begins at 10 a.m. at St. Mary's   Church, Springfield",
  memorableQuote: '“Leave every place better than you found it”',
};

const SPANISH: ObituaryDraftRuleInput = {
  firstName: 'María',
  middleName: 'Elena',
  lastName: 'Gutiérrez',
  nickName: '«Nena»',
  gender: 'female',
  dateOfBirth: '1941-05-03',
  dateOfDeath: '2024-10-02',
  dateOfCeremony: '2024-10-12',
  birthplace: 'Guadalajara, Jalisco',
  placeLived: ['Los Ángeles, California', 'Fresno, California', 'Hermosillo, Sonora', 'Oaxaca, Oaxaca'],
  education: ['la Preparatoria Benito Juárez', 'la Universidad de Guadalajara', 'Idiomas'],
  deathCause: 'Una larga enfermedad.',
  familyMembers: [
    { name: 'José', relationship: 'Husband' },
    { name: 'Ana', relationship: 'Daughter' },
    { name: 'Isabel', relationship: 'Daughter' },
    { name: 'Pedro', relationship: 'Son' },
    { name: 'Ruth', relationship: 'Mother', isDeceased: true },
    { name: 'Walter', relationship: 'Father', isDeceased: true },
    { name: 'Lucía', relationship: 'Granddaughter' },
    { name: 'Hilda', relationship: 'Sister', isDeceased: true },
    { name: 'Octavio', relationship: 'Cousin' },
  ],
  lifeMoments: [
    'Se casó con José en 1962',
    'abrió una panadería en la calle Main',
    'hizo un viaje a Italia a los 70 años',
    'Ella cantaba en el coro.',
    'trabajaba en la fábrica',
    'Su primer empleo, en el molino',
  ],
  achievements: ['Maestra del Año, 1985', 'formó parte del consejo de la biblioteca durante 20 años', 'Un premio de la feria'],
  memories: [
    'cómo cantaba mientras cocinaba la comida del domingo',
    'que nunca faltó a una obra de teatro de la escuela',
    'María bailaba en cada boda',
  ],
  hobbies: ['la jardinería', 'el tejido', 'los crucigramas', 'Observar aves', 'hornear.'],
  personalityTraits: ['bondadosa', 'terca en el mejor sentido', 'divertida', 'Valiente', 'leal'],
  ceremonyDetails: 'la misa comienza a las 10 a. m. en la iglesia de Santa María,   en Fresno',
  memorableQuote: '«Deja cada lugar mejor de lo que lo encontraste»',
};

/** The fewest answers the rule takes, and a child's: the paragraphs that are left out, and the age words. */
const BARE: ObituaryDraftRuleInput = { firstName: 'Ivy', lastName: 'Ortiz' } as ObituaryDraftRuleInput;
const CHILD: ObituaryDraftRuleInput = {
  ...(BARE as object),
  firstName: 'Olivia',
  dateOfBirth: '2023-04-01',
  dateOfDeath: '2024-05-02',
  dateOfCeremony: '2024-05-09',
  familyMembers: [
    { name: 'Rosa', relationship: 'Mother' },
    { name: 'Hugo', relationship: 'Father' },
  ],
} as ObituaryDraftRuleInput;

const INPUTS: Record<string, ObituaryDraftRuleInput> = {
  demo: DEMO_DRAFT_ANSWERS as ObituaryDraftRuleInput,
  english: ENGLISH,
  spanish: SPANISH,
  bare: BARE,
  child: CHILD,
};
const TONES: WriterTone[] = ['warm', 'formal', 'celebratory'];
const LENGTHS: WriterLength[] = ['short', 'medium', 'long'];
const GENDERS: WriterGender[] = ['female', 'male', 'unspecified'];
const NAMES = ['', 'Ida', 'Octavio', 'Grace'];

type Compose = (answers: ReturnType<typeof obituaryDraftRule.parse>) => string;

/** For each input, tone and length: the compositions of every gender and first name, one per line. */
function compositions(compose: Compose): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [input, answers] of Object.entries(INPUTS))
    for (const writingTone of TONES)
      for (const length of LENGTHS)
        out[`${input} ${writingTone} ${length}`] = GENDERS.flatMap((gender) =>
          NAMES.map((name) =>
            compose(obituaryDraftRule.parse({ ...answers, writingTone, length, gender, ...(name ? { firstName: name } : {}) })),
          ),
        );
  return out;
}

/** The demo's nine texts in full (to read a change), every other composition by its SHA-256 (to catch one). */
function pinned(compose: Compose) {
  const all = compositions(compose);
  const demo = Object.fromEntries(
    Object.entries(all)
      .filter(([key]) => key.startsWith('demo '))
      .map(([key, texts]) => [key, texts[0]]),
  );
  const digests = Object.fromEntries(
    Object.entries(all).map(([key, texts]) => [key, createHash('sha256').update(texts.join('\n')).digest('hex').slice(0, 32)]),
  );
  return { demo, digests };
}

describe('the composers, to the byte', () => {
  it('writes the same English for the demo and test answers in every tone, length and gender', () => {
    expect(pinned(composeObituary)).toMatchSnapshot();
  });

  it('writes the same Spanish for the demo and test answers in every tone, length and gender', () => {
    expect(pinned(composeSpanishObituary)).toMatchSnapshot();
  });
});
