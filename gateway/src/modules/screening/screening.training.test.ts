import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { RequestScope, type AppDeps } from '../../request/scope.js';
import { Decedent } from '../decedent/index.js';
import { ScreeningService, type ScreeningOutcome } from './index.js';
import { retrain, RETRAIN_QUEUE } from './screening.training.js';

/**
 * The classifier learns from the moderators: their decisions on screened texts, picked up by the retraining job on
 * the queue, change the score of a similar new text; the latest decision on an item wins; the job trains only when
 * the labels changed.
 */

let gw: TestGateway;
let page: Decedent;
let senderNo = 0;
/** Every text from its own network and address: no history or burst, only what the classifier learned. */
const sender = () => {
  senderNo += 1;
  return { ip: `172.16.${senderNo}.9`, email: `canvasser${senderNo}@example.test` };
};
const scope = (ip: string) =>
  new RequestScope({ config: gw.config, orm: gw.gateway.orm } as unknown as AppDeps, gw.gateway.orm.em.fork(), null, null, ip);

const screen = (text: string): Promise<ScreeningOutcome> => {
  const from = sender();
  return scope(from.ip).service(ScreeningService).screen({ kind: 'memory', text, decedent: page, email: from.email });
};

/** Canvassing for a candidate: not in the seed set, and nothing any rule sees. */
const STREETS = ['Maple Street', 'Oak Avenue', 'Cedar Lane', 'Pine Road', 'Elm Court', 'Birch Way', 'Willow Drive', 'Aspen Place'];
const canvass = (street: string) =>
  `Vote for Councilman Harris this Tuesday, he will repave ${street} and keep the district parks open. Harris for council.`;

let itemNo = 2_000_000;
async function arriveAll(texts: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const text of texts) {
    const from = sender();
    const ctx = scope(from.ip);
    const service = ctx.service(ScreeningService);
    const outcome = await service.screen({ kind: 'message', text, decedent: page, email: from.email });
    const itemId = ++itemNo;
    await ctx.em.transactional((em) => service.record(em, { kind: 'message', itemId, text, decedent: page, email: from.email, outcome }));
    ids.push(itemId);
  }
  return ids;
}

/** Items as decide takes them (a message row stands for itself: its id and its hold). */
const heldItems = (ids: number[]) => ids.map((id) => ({ id, held: true }));
const models = async () => Number((await gw.sql<{ n: string }>('select count(*) as n from screening_model'))[0]!.n);

/** Runs the retraining job through the queue, as the cron does, and waits for its new model. */
async function runJob(): Promise<void> {
  const before = (await gw.sql<{ id: number | null }>('select max(id) as id from screening_model'))[0]!.id ?? 0;
  await gw.gateway.jobs.insert(RETRAIN_QUEUE, [{}]);
  gw.gateway.jobs.wake(RETRAIN_QUEUE);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const [row] = await gw.sql<{ id: number | null }>('select max(id) as id from screening_model');
    if ((row?.id ?? 0) > before) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the retraining job made no model');
}

beforeAll(async () => {
  gw = await startTestGateway();
  page = await gw.gateway.orm.em.fork().findOneOrFail(Decedent, { opi: OPI.eleanor });
});
afterAll(async () => {
  await gw?.stop();
});

describe('retraining from the moderators’ decisions', () => {
  it('has nothing to train before anything is labelled (each gateway uses the seed set)', async () => {
    expect(await retrain(gw.gateway.orm.em.fork())).toEqual({ trained: false, samples: 0 });
    expect(await models()).toBe(0);
  });

  it('rejections change the score of a similar new text after the job ran; approvals change it back', async () => {
    const fresh = canvass('Hawthorn Boulevard');
    const before = await screen(fresh);
    expect(before.reasons).toEqual([]);
    expect(before.level).not.toBe('LIKELY_SPAM');

    const ids = await arriveAll(STREETS.map(canvass));
    const service = scope('127.0.0.1').service(ScreeningService);
    await service.decide(gw.gateway.orm.em.fork(), 'message', heldItems(ids), 'reject');
    // Before the job ran, nothing changed.
    expect((await screen(fresh)).score).toBe(before.score);

    await runJob();
    const after = await screen(fresh);
    expect(after.reasons).toEqual([{ code: 'CLASSIFIER' }]);
    expect(after.score).toBeGreaterThanOrEqual(before.score + 40);
    expect(after.level).toBe('LIKELY_SPAM');
    // A kind memory is not touched by what the moderators rejected.
    expect((await screen('We will always remember her laugh and the pies she baked for every family on the street.')).level).toBe('CLEAR');

    // The latest decision on an item wins: the same items approved after all.
    await service.decide(gw.gateway.orm.em.fork(), 'message', heldItems(ids), 'ok');
    await runJob();
    const approved = await screen(fresh);
    expect(approved.reasons).toEqual([]);
    expect(approved.score).toBeLessThan(before.score + 10);
  });

  it('trains again only when the labels changed', async () => {
    const count = await models();
    expect(await retrain(gw.gateway.orm.em.fork())).toEqual({ trained: false, samples: 0 });
    expect(await models()).toBe(count);
    const [id] = await arriveAll([canvass('Juniper Street')]);
    await scope('127.0.0.1')
      .service(ScreeningService)
      .decide(gw.gateway.orm.em.fork(), 'message', heldItems([id!]), 'reject');
    expect(await retrain(gw.gateway.orm.em.fork())).toMatchObject({ trained: true });
    // At most three models are kept.
    expect(await models()).toBeLessThanOrEqual(3);
  });
});
