import { afterAll, describe, expect, it } from 'vitest';
import { OPI, startTestGateway, type TestGateway } from './test/gateway.js';
import { slowPost } from './test/http.js';

/** Graceful shutdown: a request in flight when stop() is called still gets its answer. */

/** A POST the server has received (headers and half the body) when this resolves; `finish` sends the rest. */
async function startSlowPost(gw: TestGateway, path: string, body: string) {
  const received = new Promise<void>((resolve) => gw.gateway.app.server.once('request', () => resolve()));
  const slow = slowPost(`${gw.url}${path}`, body);
  await received;
  return slow;
}

async function until(condition: () => boolean, ms = 5000) {
  for (const started = Date.now(); !condition();) {
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('graceful shutdown', () => {
  const started: TestGateway[] = [];
  afterAll(() => Promise.all(started.map((g) => g.stop())));

  it('a GraphQL request in flight when stop() is called still completes', async () => {
    const gw = await startTestGateway();
    started.push(gw);
    const slow = await startSlowPost(
      gw,
      '/graphql',
      JSON.stringify({ query: 'query ($opi: String!) { decedent(opi: $opi) { opi fullName } }', variables: { opi: OPI.eleanor } }),
    );
    const stopped = gw.stop();
    let stopDone = false;
    void stopped.then(() => {
      stopDone = true;
    });
    // New connections are refused while the old request is still being served...
    await until(() => !gw.gateway.app.server.listening);
    await expect(fetch(`${gw.url}/healthz`)).rejects.toThrow();
    expect(stopDone).toBe(false);
    // ...and the request in flight gets its full answer, from the database that is still open.
    slow.finish();
    expect(await slow.answer).toEqual({
      status: 200,
      body: { data: { decedent: { opi: OPI.eleanor, fullName: 'Mrs Eleanor Grace Whitmore' } } },
    });
    await stopped;
    expect(gw.gateway.app.server.listening).toBe(false);
  });

  it('a REST request in flight when stop() is called still completes', async () => {
    const gw = await startTestGateway();
    started.push(gw);
    const slow = await startSlowPost(
      gw,
      '/api/v1/auth/forgot-password',
      JSON.stringify({ email: 'arranger@demo.test', captcha: await gw.visitorCaptcha() }),
    );
    const stopped = gw.stop();
    await until(() => !gw.gateway.app.server.listening);
    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: null,
      message: 'If an account exists for this e-mail, a link to reset the password has been sent.',
    });
    expect(gw.mails.map((m) => m.to)).toEqual(['arranger@demo.test']);
    await stopped;
  });
});
