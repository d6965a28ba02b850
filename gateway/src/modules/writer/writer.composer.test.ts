import { describe, expect, it } from 'vitest';
import { obituaryDraftRule, type ObituaryDraftRuleInput } from '@memorial/schema';
import { writtenDate } from '@memorial/schema';
import { composeObituary, dayAndDate, naturalList } from './writer.composer.js';
import { ageAt } from './writer.composer.assembly.js';
import { decodeHtml } from '../../test/html.js';

/** The assisted writer's composer: tones, lengths, pronouns, empty answers, escaping and determinism. */

const ELEANOR: ObituaryDraftRuleInput = {
  firstName: 'Eleanor',
  middleName: 'Rose',
  lastName: 'Whitmore',
  nickName: 'Ellie',
  gender: 'female',
  dateOfBirth: '1941-03-03',
  dateOfDeath: '2024-10-02',
  dateOfCeremony: '2024-10-12',
  birthplace: 'Dayton, Ohio',
  placeLived: ['Columbus, Ohio', 'Springfield, Illinois'],
  education: ['Fairview High School', 'the Ohio State University'],
  deathCause: 'a long illness',
  familyMembers: [
    { name: 'John', relationship: 'Husband' },
    { name: 'Mary Lee', relationship: 'Daughter' },
    { name: 'Anne', relationship: 'Daughter' },
    { name: 'Peter', relationship: 'Son' },
    { name: 'Ruth Baker', relationship: 'Mother', isDeceased: true },
    { name: 'Walter Baker', relationship: 'Father', isDeceased: true },
    { name: 'Lucy', relationship: 'Granddaughter' },
  ],
  lifeMoments: [
    'Married John Whitmore in 1962',
    'moved to Springfield in 1970',
    'opened a bakery on Main Street',
    'She traveled to Italy at 70.',
  ],
  achievements: ['Teacher of the Year, 1985', 'served on the library board for 20 years'],
  memories: ['the way she sang while cooking Sunday dinner', 'how she never missed a school play'],
  hobbies: ['Gardening', 'quilting', 'crossword puzzles'],
  personalityTraits: ['kind', 'stubborn in the best way', 'funny'],
  ceremonyDetails: "the service begins at 10 a.m. at St. Mary's Church, Springfield",
  memorableQuote: 'Leave every place better than you found it',
};

const compose = (input: ObituaryDraftRuleInput) => composeObituary(obituaryDraftRule.parse(input));
const plain = (html: string) =>
  decodeHtml(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
const words = (html: string) => plain(html).split(' ').length;

describe("the composer's helpers", () => {
  it('writes dates out, with the weekday for the ceremony, whatever the process time zone', () => {
    expect(writtenDate('1941-03-03')).toBe('March 3, 1941');
    expect(writtenDate('2000-12-31')).toBe('December 31, 2000');
    expect(dayAndDate('2025-03-08')).toBe('Saturday, March 8, 2025');
    expect(ageAt('1941-03-03', '2024-03-02')).toBe(82);
    expect(ageAt('1941-03-03', '2024-03-03')).toBe(83);
    expect(ageAt('', '2024-03-03')).toBeNull();
  });

  it('lists naturally: "A", "A and B", "A, B and C", and with semicolons once the items hold commas', () => {
    expect(naturalList(['gardening'])).toBe('gardening');
    expect(naturalList(['gardening', 'quilting'])).toBe('gardening and quilting');
    expect(naturalList(['gardening', 'quilting', 'chess'])).toBe('gardening, quilting and chess');
    expect(naturalList(['Dayton, Ohio', 'Erie, Pennsylvania'])).toBe('Dayton, Ohio, and Erie, Pennsylvania');
    expect(naturalList(['Dayton, Ohio', 'Erie, Pennsylvania', 'Troy, New York'])).toBe(
      'Dayton, Ohio; Erie, Pennsylvania; and Troy, New York',
    );
  });
});

describe('composeObituary', () => {
  it('writes the opening, the birth, the family and the ceremony in well-formed sentences', () => {
    const text = plain(compose({ ...ELEANOR, writingTone: 'formal', length: 'medium' }));
    expect(text).toMatch(
      /^Eleanor Rose “Ellie” Whitmore, of Springfield, Illinois, (died|passed away) on October 2, 2024, at the age of 83\. The cause was a long illness\./,
    );
    expect(text).toContain('Eleanor was born on March 3, 1941, in Dayton, Ohio, to Ruth Baker and Walter Baker.');
    expect(text).toContain(
      'Eleanor is survived by her husband, John; her daughters, Mary Lee and Anne; her son, Peter; and her granddaughter, Lucy.',
    );
    expect(text).toContain('She was preceded in death by her parents, Ruth Baker and Walter Baker.');
    expect(text).toContain('on Saturday, October 12, 2024.');
    expect(text).toContain("The service begins at 10 a.m. at St. Mary's Church, Springfield.");
    // Verb phrases join behind the name; a capitalised verb is lowered; a whole sentence stays as typed.
    expect(text).toContain('married John Whitmore in 1962 and moved to Springfield in 1970.');
    expect(text).toContain('Teacher of the Year, 1985');
    expect(text).not.toMatch(/\.\./);
    expect(text).not.toMatch(/ ,|\bundefined\b|\bnull\b/);
  });

  it('speaks in the chosen tone', () => {
    const formal = plain(compose({ ...ELEANOR, writingTone: 'formal', length: 'long' }));
    const warm = plain(compose({ ...ELEANOR, writingTone: 'warm', length: 'long' }));
    const celebratory = plain(compose({ ...ELEANOR, writingTone: 'celebratory', length: 'long' }));
    expect(new Set([formal, warm, celebratory]).size).toBe(3);
    // The formal notice uses the first name and states the cause on its own; the others call her Ellie.
    expect(formal).toContain('The cause was a long illness.');
    expect(formal).not.toMatch(/\bEllie\b(?!”)/);
    expect(warm).toMatch(/\bEllie (was|’s|married|often|will|leaves)/);
    expect(warm).toContain('following a long illness');
    expect(formal).toMatch(/May she rest in peace\.|Eleanor will be greatly missed\./);
    expect(warm).toMatch(/Ellie will be missed more than words can say\.|We love you, Ellie, and we will carry you with us always\./);
    expect(celebratory).toMatch(/laughter and love will live on|a life beautifully lived/);
    expect(celebratory).toMatch(/We celebrate the life of|remarkable years/);
  });

  it('says more the longer the chosen length', () => {
    const short = compose({ ...ELEANOR, length: 'short' });
    const medium = compose({ ...ELEANOR, length: 'medium' });
    const long = compose({ ...ELEANOR, length: 'long' });
    expect(words(short)).toBeLessThan(words(medium));
    expect(words(medium)).toBeLessThan(words(long));
    // Short keeps the essentials: who, when, the family, the ceremony.
    expect(plain(short)).toContain('October 2, 2024');
    expect(plain(short)).toMatch(/husband, John/);
    expect(plain(short)).toContain('October 12, 2024');
    expect(plain(short)).not.toContain('quilting');
    expect(plain(short)).not.toContain('Leave every place');
    // Medium tells one memory; long tells them all.
    expect(plain(medium)).toContain('the way she sang');
    expect(plain(medium)).not.toContain('school play');
    expect(plain(long)).toContain('how she never missed a school play');
    expect(plain(long)).toContain('She traveled to Italy at 70.');
  });

  it('takes the pronouns from the gender, with the verbs agreeing', () => {
    // The family's own sentences keep their own pronouns; these have none.
    const his = { memories: ['the way the kitchen smelled of bread'], lifeMoments: ['married John Whitmore in 1962'] };
    const he = plain(
      compose({ ...ELEANOR, ...his, firstName: 'Samuel', nickName: '', gender: 'male', length: 'long', writingTone: 'formal' }),
    );
    expect(he).toContain('his husband, John');
    expect(he).toMatch(/\bHe was preceded in death\b/);
    expect(he).not.toMatch(/\b(she|her|hers)\b/i);
    const they = plain(
      compose({ ...ELEANOR, ...his, firstName: 'Alex', nickName: '', gender: 'unspecified', length: 'long', writingTone: 'formal' }),
    );
    expect(they).toMatch(/\bThey were preceded in death by their parents\b/);
    expect(they).toContain('Alex is survived by their husband, John');
    expect(they).toMatch(/\bThey were educated at\b/);
    expect(they).not.toMatch(/\b(she|her|he|his|him)\b/i);
    expect(they).not.toMatch(/\bthey (was|is|has)\b/i);
  });

  it('leaves out what was not answered, and composes from a first name alone', () => {
    const bare = compose({ firstName: 'Sam', gender: 'male', length: 'long' });
    expect(plain(bare)).toMatch(/\bSam\b.* passed away\./);
    expect(bare).not.toMatch(/undefined|null|NaN|\bon\s*[.,]|\bin\s*[.,]|<p><\/p>|“”/);
    expect(bare).not.toMatch(/born|survived|preceded|service|often said/);
    const noDates = plain(
      compose({ ...ELEANOR, dateOfBirth: '', dateOfDeath: '', dateOfCeremony: '', length: 'medium', writingTone: 'formal' }),
    );
    expect(noDates).not.toMatch(/at the age of|October|March 3/);
    expect(noDates).toContain('Eleanor was born in Dayton, Ohio, to Ruth Baker and Walter Baker.');
    const noFamily = plain(compose({ ...ELEANOR, familyMembers: [], length: 'long' }));
    expect(noFamily).not.toMatch(/survived|preceded|leaves behind|lives on in|missed by/);
  });

  it('escapes every answer: markup typed into any field is text, never HTML', () => {
    const attack = '<img src=x onerror=alert(1)>';
    const html = compose({
      ...ELEANOR,
      length: 'long',
      firstName: `Eve${attack}`,
      nickName: '"><script>x</script>',
      birthplace: attack,
      placeLived: [attack],
      education: [attack],
      deathCause: attack,
      familyMembers: [{ name: attack, relationship: 'Son' }],
      lifeMoments: [`married ${attack}`],
      achievements: [attack],
      memories: [attack],
      hobbies: [attack],
      personalityTraits: [attack],
      ceremonyDetails: attack,
      memorableQuote: `${attack} & more`,
    });
    expect(html).not.toMatch(/<img|<script|onerror=alert\(1\)>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&amp; more');
    // Only the composer's own tags remain.
    expect([...html.matchAll(/<\/?([a-z]+)/g)].map((m) => m[1]).every((t) => t === 'p')).toBe(true);
  });

  it('is deterministic: the same answers give the same text, other answers may choose other sentences', () => {
    for (const writingTone of ['warm', 'formal', 'celebratory'] as const) {
      for (const length of ['short', 'medium', 'long'] as const) {
        expect(compose({ ...ELEANOR, writingTone, length })).toBe(compose({ ...ELEANOR, writingTone, length }));
      }
    }
    // Across many names, a tone uses more than one opening.
    const openings = new Set(
      ['Ann', 'Bea', 'Cy', 'Dee', 'Eve', 'Flo', 'Gus', 'Hal', 'Ida', 'Jo', 'Kit', 'Lou'].map(
        (firstName) =>
          plain(compose({ firstName, dateOfDeath: '2024-01-01', writingTone: 'warm' }))
            .replace(firstName, 'X')
            .split('.')[0],
      ),
    );
    expect(openings.size).toBeGreaterThan(1);
  });

  it('keeps a quote the family typed with its own quotation marks once', () => {
    const text = plain(compose({ ...ELEANOR, memorableQuote: '“Be kind.”', length: 'medium' }));
    expect(text).toContain('“Be kind.”');
    expect(text).not.toContain('““');
  });
});
