import type { TestGateway } from './gateway.js';

/**
 * The exact sentence of a save refused as made from an older version (issue 27): who saved the record last and when,
 * on the funeral home's clock, as its revision row has it. Written out here on purpose: a change to the wording
 * must show up in the tests.
 */
export async function savedAfter(gw: TestGateway, record: string, who: string, what: string, zone: string): Promise<string> {
  const [row] = await gw.sql<{ saved_at: Date }>('select saved_at from revision where record = $1', [record]);
  if (!row) throw new Error(`no revision of ${record}`);
  const at = new Date(row.saved_at);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(at);
  const day = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'long', day: 'numeric' });
  const when = day.format(at) === day.format(new Date()) ? `at ${time}` : `on ${day.format(at)} at ${time}`;
  return `${who} saved ${what} ${when}, after you opened it.`;
}
