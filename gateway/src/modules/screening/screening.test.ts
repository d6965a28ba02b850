import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@memorial/schema';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { RequestScope, type AppDeps } from '../../request/scope.js';
import { inLocale } from '../../i18n/locale.js';
import { Decedent } from '../decedent/index.js';
import { ScreeningService, screeningOf, LIKELY_SPAM_SCORE, type ScreeningOutcome, type ScreeningReasonData } from './index.js';
import { outcomeOf } from './screening.score.js';
import { networkOf } from './screening.sender.js';

/**
 * The screening rules on a real database: each rule's reason and count, the sites of the family that do not count,
 * duplicates across pages within a day, the sender's history and bursts, the levels, and the words in both languages.
 */

let gw: TestGateway;
let pages: Decedent[];

/** Each test its own sender: a network of its own (10.n.0.0/24) and an address of its own. */
let senderNo = 0;
const newSender = () => {
  senderNo += 1;
  return { ip: `10.${senderNo}.0.7`, email: `Sender${senderNo}@Example.test` };
};

const scope = (ip: string) =>
  new RequestScope({ config: gw.config, orm: gw.gateway.orm } as unknown as AppDeps, gw.gateway.orm.em.fork(), null, null, ip);

type Sender = ReturnType<typeof newSender>;
/** Items as decide takes them (a memory or message row stands for itself: its id and its hold). */
const heldItems = (ids: number[]) => ids.map((id) => ({ id, held: true }));
async function screen(text: string, sender: Sender = newSender(), page = pages[0]!): Promise<ScreeningOutcome> {
  return scope(sender.ip).service(ScreeningService).screen({ kind: 'memory', text, decedent: page, email: sender.email });
}
let itemNo = 1_000_000;
/** Screens and records a text as the memory module does when it saves one; answers the outcome and the item id. */
async function arrive(text: string, sender: Sender, page = pages[0]!): Promise<{ outcome: ScreeningOutcome; itemId: number }> {
  const ctx = scope(sender.ip);
  const service = ctx.service(ScreeningService);
  const outcome = await service.screen({ kind: 'memory', text, decedent: page, email: sender.email });
  const itemId = ++itemNo;
  await ctx.em.transactional((em) => service.record(em, { kind: 'memory', itemId, text, decedent: page, email: sender.email, outcome }));
  return { outcome, itemId };
}
const reason = (outcome: ScreeningOutcome, code: ScreeningReasonData['code']) => outcome.reasons.find((r) => r.code === code);

const KIND = 'Eleanor was the kindest neighbour on our street. We will miss her garden and her stories.';
/** Kind texts of their own (a test's texts are not duplicates of another test's). */
const KIND_TEXTS = [
  'I worked with Thomas for twenty years at the mill; he always had a joke ready on the worst Monday.',
  'Our choir will sing her favourite hymn on Sunday. She taught three generations of us to read music.',
  'Grandpa taught me to fish at the lake every summer. I still use the knot he showed me when I was six.',
  'She was my first teacher and the reason I became one. Thank you for sharing her with all of us.',
  'We shared a fence for thirty years and never one cross word. The tomatoes will not taste the same.',
];

beforeAll(async () => {
  gw = await startTestGateway();
  const em = gw.gateway.orm.em.fork();
  pages = await Promise.all([OPI.eleanor, OPI.thomas, OPI.spanish, OPI.okaforPrivate].map((opi) => em.findOneOrFail(Decedent, { opi })));
});
afterAll(async () => {
  await gw?.stop();
});

describe('links', () => {
  it('counts links and bare domains with their hosts; the family’s donation and social sites do not count', async () => {
    await gw.sql(`update decedent set donation_details = $1::jsonb, social_media_links = $2::jsonb where id = $3`, [
      JSON.stringify([
        { id: 1, donationUrlName: 'Fund', donationUrlSrc: 'https://www.gofundme.com/f/eleanor', donationUrlDescription: null },
      ]),
      JSON.stringify({ Facebook: 'https://facebook.com/eleanor.whitmore' }),
      pages[0]!.id,
    ]);
    const page = await gw.gateway.orm.em.fork().findOneOrFail(Decedent, { id: pages[0]!.id });
    const outcome = await screen(
      'Great deals at https://cheap-pills.example.com/buy and cheap-pills.xyz, also www.winbig.online. Donate at gofundme.com/f/eleanor or www.facebook.com/eleanor.whitmore',
      newSender(),
      page,
    );
    expect(reason(outcome, 'LINKS')).toEqual({
      code: 'LINKS',
      count: 3,
      hosts: ['cheap-pills.example.com', 'cheap-pills.xyz', 'winbig.online'],
    });
    expect(reason(await screen(`${KIND} Her fund: https://gofundme.com/f/eleanor`, newSender(), page), 'LINKS')).toBeUndefined();
  });

  it('reads the targets of HTML links, which the plain text does not show', async () => {
    const outcome = await screen('<p>Remembering her. <a href="https://spam.example.net/x">click</a></p>');
    expect(reason(outcome, 'LINKS')).toMatchObject({ count: 1, hosts: ['spam.example.net'] });
  });
});

describe('profanity, contact and selling', () => {
  it('counts profanity in English and in Spanish, whole words only', async () => {
    expect(reason(await screen('She was a bitch and this whole family is full of shit'), 'PROFANITY')).toEqual({
      code: 'PROFANITY',
      count: 2,
    });
    expect(reason(await screen('Eres una puta mierda, pendejo'), 'PROFANITY')).toMatchObject({ count: 2 });
    expect(reason(await screen('We met in Scunthorpe and Essex; she passed her class with honours.'), 'PROFANITY')).toBeUndefined();
  });

  it('counts phone numbers and e-mail addresses as contact details', async () => {
    const outcome = await screen('Call me at (415) 555-2671 or write to deals@lender.example.com for details');
    expect(reason(outcome, 'CONTACT')).toEqual({ code: 'CONTACT', count: 2 });
  });

  it('counts prices and selling words in English and Spanish', async () => {
    expect(reason(await screen('Earn $500 a day trading bitcoin and crypto from home'), 'SELLING')).toMatchObject({ count: 4 });
    expect(reason(await screen('Préstamo rápido sin buró, inversión en criptomonedas, 300 dólares al día'), 'SELLING')).toMatchObject({
      count: 4,
    });
    expect(reason(await screen(KIND), 'SELLING')).toBeUndefined();
  });
});

describe('script and language', () => {
  it('flags text mostly outside the Latin script, not a name in another alphabet', async () => {
    expect(reason(await screen('Купить дешевые лекарства онлайн без рецепта, быстрая доставка'), 'SCRIPT')).toEqual({ code: 'SCRIPT' });
    expect(reason(await screen(`${KIND} — Άννα`), 'SCRIPT')).toBeUndefined();
  });

  it('flags a Latin-script language other than English, Spanish and the page’s, with its code', async () => {
    const german = 'Kaufen Sie jetzt günstige Medikamente online ohne Rezept, schnelle Lieferung in ganz Europa und Deutschland.';
    expect(reason(await screen(german), 'LANGUAGE')).toEqual({ code: 'LANGUAGE', language: 'deu' });
    const spanish = 'Mi más sentido pésame a toda la familia. Que descanse en paz, siempre la recordaremos con mucho cariño.';
    expect(reason(await screen(spanish), 'LANGUAGE')).toBeUndefined();
    expect(reason(await screen(KIND), 'LANGUAGE')).toBeUndefined();
  });
});

describe('duplicates across pages', () => {
  const PASTED = 'Sending love and light to the family in this difficult time, visit our grief support community today.';

  it('counts the pages with the same or nearly the same text today', async () => {
    expect(reason((await arrive(PASTED, newSender(), pages[0]!)).outcome, 'DUPLICATE')).toBeUndefined();
    const second = await arrive(`${PASTED} `.replace('today', 'now'), newSender(), pages[1]!);
    expect(reason(second.outcome, 'DUPLICATE')).toEqual({ code: 'DUPLICATE', count: 2 });
    const third = await arrive(PASTED.toUpperCase(), newSender(), pages[2]!);
    expect(reason(third.outcome, 'DUPLICATE')).toEqual({ code: 'DUPLICATE', count: 3 });
    // The same page again is not another page.
    expect(reason(await screen(PASTED, newSender(), pages[2]!), 'DUPLICATE')).toEqual({ code: 'DUPLICATE', count: 3 });
  });

  it('forgets texts older than a day, and never counts short texts', async () => {
    const old = 'An older pasted text about a wonderful free seminar for the grieving families of our county.';
    await arrive(old, newSender(), pages[0]!);
    await gw.sql(`update screened_text set created_at = now() - interval '25 hours' where text = $1`, [old]);
    expect(reason(await screen(old, newSender(), pages[1]!), 'DUPLICATE')).toBeUndefined();

    const short = 'So sorry for your loss. Rest in peace.';
    await arrive(short, newSender(), pages[0]!);
    await arrive(short, newSender(), pages[1]!);
    expect(reason(await screen(short, newSender(), pages[2]!), 'DUPLICATE')).toBeUndefined();
  });
});

describe('the sender', () => {
  it('names the network of an address: the /24 of IPv4 (also mapped in IPv6), the /48 of IPv6', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('unknown')).toBeNull();
  });

  it('counts earlier rejections at this address and from this network (the latest decision wins)', async () => {
    const sender = newSender();
    const first = await arrive(KIND_TEXTS[0]!, sender);
    const second = await arrive(KIND_TEXTS[1]!, sender);
    const service = scope(sender.ip).service(ScreeningService);
    const em = gw.gateway.orm.em.fork();
    await service.decide(em, 'memory', heldItems([first.itemId, second.itemId]), 'reject');
    await service.decide(em, 'memory', heldItems([second.itemId]), 'ok');
    // The same address from elsewhere, and another address from the same network.
    expect(reason(await screen(KIND, { ip: '192.0.2.44', email: sender.email.toUpperCase() }), 'HISTORY')).toEqual({
      code: 'HISTORY',
      count: 1,
    });
    expect(reason(await screen(KIND, { ip: sender.ip.replace(/7$/, '200'), email: 'other@example.test' }), 'HISTORY')).toEqual({
      code: 'HISTORY',
      count: 1,
    });
    expect(reason(await screen(KIND, newSender()), 'HISTORY')).toBeUndefined();
  });

  it('sees a burst of posts from one network within 10 minutes', async () => {
    const sender = newSender();
    for (let i = 0; i < 4; i += 1) {
      const { outcome } = await arrive(KIND_TEXTS[i]!, { ip: sender.ip, email: `burst${i}@example.test` });
      expect(reason(outcome, 'BURST')).toBeUndefined();
    }
    expect(reason(await screen(KIND, sender), 'BURST')).toEqual({ code: 'BURST', count: 5 });
    await gw.sql(`update screened_text set created_at = now() - interval '11 minutes' where network = $1`, [`10.${senderNo}.0.0/24`]);
    expect(reason(await screen(KIND, sender), 'BURST')).toBeUndefined();
  });
});

describe('the score', () => {
  it('a kind memory is CLEAR and not held', async () => {
    expect(await screen(KIND_TEXTS[4]!)).toMatchObject({ level: 'CLEAR', held: false, reasons: [] });
  });

  it('spam with links, selling and contact details is LIKELY_SPAM and held', async () => {
    const outcome = await screen('Need a loan? Bitcoin profits $300 a day, visit cashnow.xyz and loans4u.top or call (415) 555-2671');
    expect(outcome.score).toBeGreaterThanOrEqual(LIKELY_SPAM_SCORE);
    expect(outcome).toMatchObject({ level: 'LIKELY_SPAM', held: true });
  });

  it('levels follow the thresholds 40 and 70, and reasons add up', () => {
    expect(outcomeOf([], 0)).toEqual({ score: 0, level: 'CLEAR', reasons: [], held: false });
    expect(outcomeOf([{ code: 'LINKS', count: 1 }], 0)).toMatchObject({ score: 40, level: 'REVIEW', held: false });
    expect(outcomeOf([{ code: 'LINKS', count: 2 }], 0)).toMatchObject({ score: 64, level: 'REVIEW' });
    expect(outcomeOf([{ code: 'LINKS', count: 3 }], 0)).toMatchObject({ score: 78, level: 'LIKELY_SPAM', held: true });
    expect(outcomeOf([{ code: 'SELLING', count: 1 }], 0.5).reasons).toEqual([{ code: 'SELLING', count: 1 }, { code: 'CLASSIFIER' }]);
    expect(outcomeOf([], 0.69).level).toBe('REVIEW');
    expect(outcomeOf([], 0.7).level).toBe('LIKELY_SPAM');
  });
});

describe('screeningOf', () => {
  const stored = {
    screeningScore: 91,
    screeningLevel: 'LIKELY_SPAM',
    screeningReasons: [
      { code: 'LINKS', count: 3, hosts: ['a.example', 'b.example'] },
      { code: 'DUPLICATE', count: 4 },
      { code: 'LANGUAGE', language: 'fra' },
    ] satisfies ScreeningReasonData[],
    held: true,
  };
  const words = (locale: Locale) => inLocale(locale, () => screeningOf(stored));

  it('writes the level and reasons in English', () => {
    expect(words('en')).toMatchObject({
      score: 91,
      level: 'LIKELY_SPAM',
      levelText: 'Likely spam',
      held: true,
      summary: 'Likely spam: 3 links to unknown sites; same text on 4 pages today; written in French',
    });
    expect(words('en')!.reasons[0]).toEqual({
      code: 'LINKS',
      count: 3,
      hosts: ['a.example', 'b.example'],
      text: '3 links to unknown sites',
    });
  });

  it('writes them in Spanish', () => {
    expect(words('es')!.summary).toBe(
      'Probable spam: 3 enlaces a sitios desconocidos; el mismo texto en 4 páginas hoy; escrito en francés',
    );
  });

  it('is null for an item never screened, and words a clear one by its level alone', () => {
    expect(screeningOf({ screeningScore: null })).toBeNull();
    expect(inLocale('en', () => screeningOf({ screeningScore: 5, screeningLevel: 'CLEAR', screeningReasons: [] }))).toMatchObject({
      levelText: 'Looks fine',
      summary: 'Looks fine',
      held: false,
    });
  });
});
