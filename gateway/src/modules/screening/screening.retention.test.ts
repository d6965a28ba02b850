import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { RequestScope, type AppDeps } from '../../request/scope.js';
import { Decedent } from '../decedent/index.js';
import { ScreeningService } from './index.js';
import { FORGET_QUEUE, forgetOldScreenings, KEEP_DAYS } from './screening.retention.js';

/**
 * The screening forgets (issue 32): after KEEP_DAYS a screened text's sender is forgotten, so the history rule no
 * longer counts its rejections; an undecided text is deleted; a decided one keeps its words and label for the
 * classifier. Younger rows are left as they are. Run through the queue, as the daily cron runs it.
 */

let gw: TestGateway;
let page: Decedent;

const OLD = { email: 'old.spammer@example.test', ip: '198.51.100.7', network: '198.51.100.0/24' };
const RECENT = { email: 'recent.spammer@example.test', ip: '203.0.113.7', network: '203.0.113.0/24' };

interface Row {
  item_id: number;
  text: string;
  email: string | null;
  network: string | null;
  label: string | null;
}
const rows = () => gw.sql<Row>('select item_id, text, email, network, label from screened_text where item_id >= 3000000 order by item_id');

async function add(itemId: number, daysAgo: number, sender: typeof OLD, label: 'reject' | null): Promise<void> {
  await gw.sql(
    `insert into screened_text (kind, item_id, decedent_id, text, email, network, score, label, labelled_at, created_at)
     values ('memory', $1, $2, $3, $4, $5, 90, $6::text, case when $6::text is null then null else now() end, now() - make_interval(days => $7))`,
    [itemId, page.id, `Cheap loans today, text ${itemId}`, sender.email, sender.network, label, daysAgo],
  );
}

const historyOf = async (sender: typeof OLD) => {
  const scope = new RequestScope(
    { config: gw.config, orm: gw.gateway.orm } as unknown as AppDeps,
    gw.gateway.orm.em.fork(),
    null,
    null,
    sender.ip,
  );
  const outcome = await scope
    .service(ScreeningService)
    .screen({ kind: 'memory', text: 'Thinking of you all.', decedent: page, email: sender.email });
  return outcome.reasons.find((r) => r.code === 'HISTORY')?.count ?? 0;
};

beforeAll(async () => {
  gw = await startTestGateway();
  page = await gw.gateway.orm.em.fork().findOneOrFail(Decedent, { opi: OPI.eleanor });
  await add(3_000_001, KEEP_DAYS + 1, OLD, 'reject');
  await add(3_000_002, KEEP_DAYS + 1, OLD, null);
  await add(3_000_003, KEEP_DAYS - 10, RECENT, 'reject');
  await add(3_000_004, KEEP_DAYS - 10, RECENT, null);
});
afterAll(async () => {
  await gw?.stop();
});

describe('the screening forgets', () => {
  it('forgets old senders and deletes old undecided texts, once, through the daily job', async () => {
    expect(await historyOf(OLD)).toBe(1);
    expect(await historyOf(RECENT)).toBe(1);

    await gw.gateway.jobs.insert(FORGET_QUEUE, [{}]);
    gw.gateway.jobs.wake(FORGET_QUEUE);
    const deadline = Date.now() + 20_000;
    while ((await rows()).length === 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    expect(await rows()).toEqual([
      { item_id: 3_000_001, text: 'Cheap loans today, text 3000001', email: null, network: null, label: 'reject' },
      { item_id: 3_000_003, text: 'Cheap loans today, text 3000003', email: RECENT.email, network: RECENT.network, label: 'reject' },
      { item_id: 3_000_004, text: 'Cheap loans today, text 3000004', email: RECENT.email, network: RECENT.network, label: null },
    ]);
    expect(await historyOf(OLD)).toBe(0);
    expect(await historyOf(RECENT)).toBe(1);
    expect(await forgetOldScreenings(gw.gateway.orm.em.fork())).toEqual({ forgotten: 0, deleted: 0 });
  });
});
