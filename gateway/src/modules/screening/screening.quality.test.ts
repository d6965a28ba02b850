import { describe, expect, it } from 'vitest';
import { probabilityOf, seedRows, tokensOf, train } from './screening.classifier.js';
import { LIKELY_SPAM_SCORE } from './screening.levels.js';
import { crossValidatedQuality, FOLDS, foldOf, heldOut, textOnlyScore } from './screening.quality.js';

// prettier-ignore
const EVERYDAY = ["I'm so glad I got to know her.","He is finally at peace.","He loved a good joke.","We would watch the Packers game every Sunday at his house.","She was a quiet, gentle soul.","Please forgive me for not making it to the service.","He always told the truth, even when it hurt.","She kept her secret recipe for tamales until the end.","He lent me his truck when I moved and never asked for gas money.","He was a police officer for 30 years and a friend to everyone.","She worked at the county court for decades.","He went through hell in Vietnam and came home the kindest man I know.","He would tell everyone the truth about the Cubs.","Her estate sale was where I found my favorite lamp.","We share your sorrow.","A true legend. Watch over us, Pop.","He slept through every sermon and we loved him for it","A private note for the family only","Rest in peace, Eleanor.","Thinking of you all.","Orchard days. We picked pears all day.","Damn cancer.","Sorry I could not be there, I am deployed overseas. Love you Grandma.","My condolences to Ruth and the kids.","What a loss for our town.","Coach Miller changed my life. Thank you.","We are heartbroken.","Bless you all.","She made the best pies at every church supper.","Uncle Ray taught me to drive a stick shift in a cornfield.","He never missed one of my games.","I will always remember her laugh.","Fair winds and following seas, Chief.","We'll keep the porch light on for you.","Gone fishing forever. Love, your fishing buddy.","Estoy feliz de haberla conocido.","Por fin descansa en paz.","Era policía y todos lo querían.","Que Dios los bendiga.","Mi abuelo me enseñó a pescar.","Siempre nos recibía con café y pan dulce.","La vamos a extrañar en el coro.","Mi sentido pésame a Rosa y a los muchachos.","Tío, gracias por todo. Descansa.","Era la más alegre de la cuadra.","Nunca olvidaremos sus tamales de Navidad.","Desde Puerto Rico les enviamos un abrazo.","Que la tierra le sea leve."] as const;
// prettier-ignore
const UNSEEN_BAD = ["Good riddance to a miserable old man.","Everyone knows she cheated on him for years.","I am his real son and I want what is mine from the will.","He owed me five thousand dollars and never paid. Pay up now.","Hope he rots for what he did to us.","You people are vultures fighting over his house.","Nobody will miss that drunk.","She was a liar and a thief and you all know it.","Make $500 a day from home, message me now.","Cheap replica watches at luxurywatches.example","Need a loan fast? Call 555-0199 today.","Visit my website for the best casino bonus bestcasino.bet","Tenía otra mujer en Monterrey y todos lo sabían.","Yo soy la verdadera hija y exijo mi parte de la herencia.","Ojalá se pudra en el infierno.","Préstamos rápidos sin buró, escríbeme al WhatsApp +52 55 0000 0000.","Gana dinero desde casa con cripto, visita ganafacil.example","Esa familia es una bola de hipócritas y ladrones."] as const;

/**
 * The screening's quality test (issue 32), on every fifth of the seed set in turn, not one lucky split: trained on
 * the other four fifths, the text-only rules and the classifier hold the fifth's spam and hostile posts (recall),
 * and what they hold is spam or hostile (precision). A weaker seed set, feature or calibration fails here.
 */
describe('the seed set, cross-validated by fifths', () => {
  it('is five stable fifths of a seed set of at least 400 texts in English and Spanish', () => {
    const rows = seedRows();
    expect(rows.length).toBeGreaterThanOrEqual(400);
    for (let k = 0; k < FOLDS; k += 1) {
      const fifth = rows.filter((r) => foldOf(r.text) === k).length / rows.length;
      expect(fifth).toBeGreaterThan(0.15);
      expect(fifth).toBeLessThan(0.25);
    }
    expect(rows.filter((r) => heldOut(r.text)).every((r) => foldOf(r.text) === 0)).toBe(true);
    expect(new Set(rows.map((r) => r.label))).toEqual(new Set(['ok', 'spam', 'hostile']));
  });

  it('is screened at LIKELY_SPAM with precision and recall of at least 0.9 on every fifth held out', () => {
    const cv = crossValidatedQuality();
    const figures = cv.folds.map((q) => ({ fold: q.fold, precision: q.precision, recall: q.recall, wrong: q.wrong }));
    for (const q of cv.folds) expect(q.tp + q.fn, `fold ${q.fold}`).toBeGreaterThanOrEqual(30); // enough bad posts to measure
    expect(figures).toEqual(
      figures.map((q) => ({
        ...q,
        precision: expect.toSatisfy((p: number) => p >= 0.9),
        recall: expect.toSatisfy((r: number) => r >= 0.9),
      })),
    );
  }, 120_000); // 30 trainings on some 3,000 texts: about 8 s alone, more beside other suites
});

/**
 * What a guestbook mostly holds: everyday condolences, none of them in the seed set. Trained on the whole seed set, the
 * text-only screening holds almost none of them (3 of these 48; 12 when the seed set lacked the commonest condolences,
 * "So sorry for your loss." among the seed's own), and holds the unseen hostile and spam posts beside them.
 */
describe('everyday condolences and unseen bad posts', () => {
  const model = train(seedRows());
  const score = (text: string) => textOnlyScore(text, probabilityOf(model, text));
  const held = (texts: readonly string[]) => texts.filter((text) => score(text) >= LIKELY_SPAM_SCORE);

  it('holds at most 3 of 48 everyday condolences in English and Spanish', () => {
    expect(held(EVERYDAY).length).toBeLessThanOrEqual(3);
  });

  it('holds every one of 18 unseen hostile and spam posts', () => {
    expect(held(UNSEEN_BAD)).toEqual(UNSEEN_BAD);
  });
});

describe('the classifier’s words', () => {
  const negated = (text: string) => tokensOf(text).filter((token) => token.startsWith('n:'));

  it('marks the words a negation reaches, up to three and not past punctuation, in English and Spanish', () => {
    expect(negated('Nobody will miss that drunk.')).toEqual(['n:will', 'n:miss', 'n:that']);
    expect(negated('We will miss that smile.')).toEqual([]);
    expect(negated("He didn't pay, so that's that.")).toEqual(['n:pay']);
    expect(negated('No era ningún santo.')).toEqual(['n:era', 'n:ningun', 'n:santo']);
  });
});
