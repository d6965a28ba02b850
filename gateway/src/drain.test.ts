import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainingServer, type DrainingServer } from './drain.js';

// A request that reaches a stopping server is refused (503) with the generic message in the language it asks for
// (issue 31); the one in flight still finishes.

let running: { drainable: DrainingServer; release: () => void; drained: Promise<void> } | undefined;
afterEach(async () => {
  running?.release();
  await running?.drained;
  running = undefined;
});

/** A raw request on an open connection; answers its status and body once the server closes the connection. */
function requestOn(socket: net.Socket, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), body });
    });
    const lines = Object.entries({ host: 'gateway', ...headers }).map(([k, v]) => `${k}: ${v}\r\n`);
    socket.write(`GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`);
  });
}

async function refusedWhileDraining(path: string, headers: Record<string, string>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const drainable = drainingServer((_req, res) => {
    void held.then(() => res.end('done'));
  });
  await new Promise<void>((resolve) => drainable.server.listen(0, '127.0.0.1', resolve));
  const { port } = drainable.server.address() as AddressInfo;
  // One request in flight, held, so the server drains; a second connection, opened before, sends its request after.
  void fetch(`http://127.0.0.1:${port}/held`).catch(() => undefined);
  const open = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => open.once('connect', resolve));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const drained = drainable.drain(10_000);
  running = { drainable, release, drained };
  return requestOn(open, path, headers);
}

describe('a request that arrives while the server stops', () => {
  it('is refused in English, in the shape of its door', async () => {
    const res = await refusedWhileDraining('/api/v1/decedent/x', {});
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body)).toEqual({
      message: 'Oops! Something went wrong.',
      code: 'SERVICE_UNAVAILABLE',
      errors: ['Oops! Something went wrong.'],
    });
  });

  it('in Spanish when it asks for it', async () => {
    const res = await refusedWhileDraining('/graphql', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body)).toEqual({ errors: [{ message: '¡Vaya! Algo salió mal.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
  });
});
