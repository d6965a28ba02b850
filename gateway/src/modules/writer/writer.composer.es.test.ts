import { describe, expect, it } from 'vitest';
import { obituaryDraftRule, type ObituaryDraftRuleInput, type WriterLength, type WriterTone } from '@memorial/schema';
import { composeSpanishObituary, spanishDayAndDate, spanishWrittenDate, spanishNaturalList, o, y } from './writer.composer.es.js';
import { decodeHtml } from '../../test/html.js';

/** The Spanish composer: agreement in gender and number, Spanish dates and conjunctions, tones and lengths. */

const MARIA: ObituaryDraftRuleInput = {
  firstName: 'María',
  middleName: 'Elena',
  lastName: 'Gutiérrez',
  nickName: 'Nena',
  gender: 'female',
  dateOfBirth: '1941-05-03',
  dateOfDeath: '2024-10-02',
  dateOfCeremony: '2024-10-12',
  birthplace: 'Guadalajara, Jalisco',
  placeLived: ['Los Ángeles, California', 'Fresno, California'],
  education: ['la Preparatoria Benito Juárez', 'la Universidad de Guadalajara'],
  deathCause: 'una larga enfermedad',
  familyMembers: [
    { name: 'José', relationship: 'Husband' },
    { name: 'Ana', relationship: 'Daughter' },
    { name: 'Isabel', relationship: 'Daughter' },
    { name: 'Pedro', relationship: 'Son' },
    { name: 'Ruth', relationship: 'Mother', isDeceased: true },
    { name: 'Walter', relationship: 'Father', isDeceased: true },
    { name: 'Lucía', relationship: 'Granddaughter' },
  ],
  lifeMoments: ['Se casó con José en 1962', 'abrió una panadería en la calle Main', 'hizo un viaje a Italia a los 70 años'],
  achievements: ['Maestra del Año, 1985', 'formó parte del consejo de la biblioteca durante 20 años'],
  memories: ['cómo cantaba mientras cocinaba la comida del domingo', 'que nunca faltó a una obra de teatro de la escuela'],
  hobbies: ['la jardinería', 'el tejido', 'los crucigramas'],
  personalityTraits: ['bondadosa', 'terca en el mejor sentido', 'divertida'],
  ceremonyDetails: 'la misa comienza a las 10 a. m. en la iglesia de Santa María, en Fresno',
  memorableQuote: 'Deja cada lugar mejor de lo que lo encontraste',
};

type Members = ObituaryDraftRuleInput['familyMembers'];
const compose = (input: ObituaryDraftRuleInput) => composeSpanishObituary(obituaryDraftRule.parse(input));
const plain = (html: string) =>
  decodeHtml(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
const words = (html: string) => plain(html).split(' ').length;
const TONES: WriterTone[] = ['warm', 'formal', 'celebratory'];
const LENGTHS: WriterLength[] = ['short', 'medium', 'long'];
/** Every text the answers give in a tone, whichever variant the hash draws: names change the draw. */
const inEveryDraw = (input: ObituaryDraftRuleInput) =>
  ['Ana', 'Rosa', 'Carmen', 'Lupe', 'Sofía', 'Inés', 'Teresa', 'Luz'].map((lastName) => plain(compose({ ...input, lastName })));

describe("the Spanish composer's helpers", () => {
  it('writes dates in Spanish words, the ceremony with its weekday, whatever the process time zone', () => {
    expect(spanishWrittenDate('1941-05-03')).toBe('3 de mayo de 1941');
    expect(spanishWrittenDate('2000-12-31')).toBe('31 de diciembre de 2000');
    expect(spanishDayAndDate('2025-03-08')).toBe('sábado 8 de marzo de 2025');
    expect(spanishWrittenDate('not a date')).toBe('');
  });

  it('says «e» before an i sound and «u» before an o sound', () => {
    expect(spanishNaturalList(['Juan', 'Isabel'])).toBe('Juan e Isabel');
    expect(spanishNaturalList(['Juan', 'Hilda'])).toBe('Juan e Hilda');
    expect(spanishNaturalList(['Juan', 'Íñigo'])).toBe('Juan e Íñigo');
    expect(spanishNaturalList(['agua', 'hielo'])).toBe('agua y hielo');
    expect(spanishNaturalList(['Ana', 'Pedro', 'Rosa'])).toBe('Ana, Pedro y Rosa');
    expect(spanishNaturalList(['Fresno, California', 'Reno, Nevada'])).toBe('Fresno, California; y Reno, Nevada');
    expect(y('Yolanda')).toBe('y');
    expect(spanishNaturalList(['siete', 'ocho'], o)).toBe('siete u ocho');
    expect(spanishNaturalList(['Ana', 'Honorio'], o)).toBe('Ana u Honorio');
    expect(spanishNaturalList(['Ana', 'Pedro'], o)).toBe('Ana o Pedro');
  });
});

describe('the obituary in Spanish', () => {
  it('writes birth, death and ceremony in Spanish date words', () => {
    const text = plain(compose({ ...MARIA, writingTone: 'formal', familyMembers: [] }));
    expect(text).toContain('María nació el 3 de mayo de 1941 en Guadalajara, Jalisco.');
    expect(text).toContain('falleció el 2 de octubre de 2024, a los 83 años.');
    expect(text).toContain('La causa del fallecimiento fue una larga enfermedad.');
    expect(text).toContain('el sábado 12 de octubre de 2024');
    expect(text).not.toMatch(/October|Saturday|born/);
  });

  it('names the parents with the agreement of the decedent: hija de, hijo de, en el hogar de', () => {
    const parents: Members = [
      { name: 'Ruth', relationship: 'Mother' },
      { name: 'Walter', relationship: 'Father' },
    ];
    const as = (gender: ObituaryDraftRuleInput['gender']) =>
      plain(compose({ ...MARIA, gender, writingTone: 'formal', familyMembers: parents }));
    expect(as('female')).toContain('nació el 3 de mayo de 1941 en Guadalajara, Jalisco, hija de Ruth y Walter.');
    expect(as('male')).toContain('nació el 3 de mayo de 1941 en Guadalajara, Jalisco, hijo de Ruth y Walter.');
    expect(as('unspecified')).toContain('nació el 3 de mayo de 1941 en Guadalajara, Jalisco, en el hogar de Ruth y Walter.');
  });

  it('agrees with one daughter, one son, mixed children and several daughters, and with how many survive', () => {
    const survivors = (familyMembers: ObituaryDraftRuleInput['familyMembers']) =>
      plain(compose({ ...MARIA, writingTone: 'formal', length: 'short', familyMembers }));
    expect(survivors([{ name: 'María', relationship: 'Daughter' }])).toContain('A María le sobrevive su hija María.');
    expect(survivors([{ name: 'Juan', relationship: 'Son' }])).toContain('A María le sobrevive su hijo Juan.');
    expect(
      survivors([
        { name: 'Juan', relationship: 'Son' },
        { name: 'Pedro', relationship: 'Son' },
      ]),
    ).toContain('le sobreviven sus hijos Juan y Pedro.');
    expect(
      survivors([
        { name: 'Ana', relationship: 'Daughter' },
        { name: 'Juan', relationship: 'Son' },
        { name: 'Isabel', relationship: 'Daughter' },
      ]),
    ).toContain('le sobreviven sus hijos Ana, Juan e Isabel.');
    expect(
      survivors([
        { name: 'Ana', relationship: 'Daughter' },
        { name: 'Rosa', relationship: 'Daughter' },
      ]),
    ).toContain('le sobreviven sus hijas Ana y Rosa.');
    expect(
      survivors([
        { name: 'José', relationship: 'Husband' },
        { name: 'María', relationship: 'Daughter' },
        { name: 'Juan', relationship: 'Son' },
        { name: 'Pedro', relationship: 'Son' },
      ]),
    ).toContain('le sobreviven su esposo José y sus hijos María, Juan y Pedro.');
    expect(
      survivors([
        { name: 'José', relationship: 'Husband' },
        { name: 'Ana', relationship: 'Daughter' },
        { name: 'Rosa', relationship: 'Daughter' },
        { name: 'Lucía', relationship: 'Granddaughter' },
      ]),
    ).toContain('le sobreviven su esposo José; sus hijas Ana y Rosa; y su nieta Lucía.');
    expect(
      survivors([
        { name: 'Rosa', relationship: 'Wife' },
        { name: 'Lucía', relationship: 'Granddaughter' },
      ]),
    ).toContain('le sobreviven su esposa Rosa y su nieta Lucía.');
  });

  it('says a widow and a widower apart, and the parents who went before with the agreement of the decedent', () => {
    const deceased: NonNullable<Members> = [
      { name: 'Ruth', relationship: 'Mother', isDeceased: true },
      { name: 'Walter', relationship: 'Father', isDeceased: true },
    ];
    const widow = plain(
      compose({
        ...MARIA,
        writingTone: 'formal',
        familyMembers: [...deceased, { name: 'José', relationship: 'Husband', isDeceased: true }],
      }),
    );
    expect(widow).toContain('La precedieron en la muerte su esposo José y sus padres Ruth y Walter.');
    const widower = plain(
      compose({
        ...MARIA,
        firstName: 'Juan',
        nickName: '',
        gender: 'male',
        writingTone: 'formal',
        familyMembers: [{ name: 'Rosa', relationship: 'Wife', isDeceased: true }],
      }),
    );
    expect(widower).toContain('Lo precedió en la muerte su esposa Rosa.');
    const unspecified = plain(compose({ ...MARIA, gender: 'unspecified', writingTone: 'formal', familyMembers: deceased }));
    expect(unspecified).toContain('Se le adelantaron en el camino sus padres Ruth y Walter.');
  });

  it('writes without a gendered word when the gender is unspecified', () => {
    for (const tone of TONES) {
      for (const text of inEveryDraw({ ...MARIA, gender: 'unspecified', writingTone: tone, length: 'long', personalityTraits: [] })) {
        expect(text).not.toMatch(/\b(hija|hijo) de\b|\b(La|Lo|la|lo) (precedi|extrañ|conoc)|querid[oa]\b|extrañad[oa]\b|vecin[oa]\b/u);
      }
    }
  });

  it('keeps the tones apart', () => {
    const formal = inEveryDraw({ ...MARIA, writingTone: 'formal' });
    const warm = inEveryDraw({ ...MARIA, writingTone: 'warm' });
    const celebratory = inEveryDraw({ ...MARIA, writingTone: 'celebratory' });
    // Formal calls her by her first name, the others by her nickname; only formal states the cause on its own.
    for (const text of formal) expect(text).toMatch(/^María Elena “Nena” \p{L}+, vecina de Fresno, California, falleció|^Con pesar/u);
    for (const text of formal) expect(text).not.toMatch(/\bNena (nació|era|solía)/);
    for (const text of warm) expect(text).toContain('tras una larga enfermedad');
    expect(celebratory.some((text) => /Celebramos la vida|Después de 83 años maravillosos/.test(text))).toBe(true);
    expect(warm.some((text) => /Con el corazón|Con profunda tristeza|querida por todos/.test(text))).toBe(true);
  });

  it('says more the longer the length, as the English does', () => {
    for (const tone of TONES) {
      const [short, medium, long] = LENGTHS.map((length) => words(compose({ ...MARIA, writingTone: tone, length })));
      expect(short).toBeLessThan(medium!);
      expect(medium).toBeLessThan(long!);
    }
    const short = plain(compose({ ...MARIA, length: 'short' }));
    expect(short).not.toContain('Deja cada lugar');
    expect(short).not.toContain('precedi');
    const long = plain(compose({ ...MARIA, length: 'long' }));
    expect(long).toContain('“Deja cada lugar mejor de lo que lo encontraste.”');
    expect(long).toContain('los crucigramas');
  });

  it('joins the verb phrases behind the name, with «e» before hizo, and lists the noun phrases behind a lead that agrees', () => {
    const text = plain(compose({ ...MARIA, writingTone: 'formal', length: 'long' }));
    expect(text).toContain('María se casó con José en 1962 y abrió una panadería en la calle Main.');
    expect(text).toContain('Hizo un viaje a Italia a los 70 años.');
    expect(text).toContain('Entre sus logros se cuenta Maestra del Año, 1985.');
    expect(text).toContain('María formó parte del consejo de la biblioteca durante 20 años.');
    expect(
      plain(compose({ ...MARIA, lifeMoments: ['abrió una panadería', 'hizo amigos en todas partes'], writingTone: 'formal' })),
    ).toContain('María abrió una panadería e hizo amigos en todas partes.');
  });

  it('is the same text for the same answers, and escapes every answer', () => {
    expect(compose(MARIA)).toBe(compose(MARIA));
    const html = compose({ ...MARIA, firstName: '<b>Ana</b>', familyMembers: [{ name: '<i>x</i>', relationship: 'Son' }] });
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
    expect(html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
  });
});
