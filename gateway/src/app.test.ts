import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { fixedHeaders } from './app.js';

/** The headers an express app with this one middleware answers with (Date and the connection's own left out). */
async function headersOf(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const out: Record<string, string> = {};
    res.headers.forEach((value, key) => {
      if (!['date', 'connection', 'keep-alive'].includes(key)) out[key] = value;
    });
    return out;
  } finally {
    server.close();
  }
}

describe('fixedHeaders', () => {
  const options = { contentSecurityPolicy: false, strictTransportSecurity: { maxAge: 65540, includeSubDomains: false } } as const;

  it('answers with exactly the headers helmet sets, with the options app.ts gives it', async () => {
    const original = helmet(options);
    const replayed = fixedHeaders(original);
    expect(replayed).not.toBe(original); // replayed, not helmet itself
    const expected = await headersOf(helmet(options));
    expect(expected['strict-transport-security']).toBe('max-age=65540');
    expect(await headersOf(replayed)).toEqual(expected);
  });

  it('uses a middleware that reads the request, or does not go on at once, as it is', () => {
    const readsRequest: express.RequestHandler = (req, res, next) => {
      res.setHeader('x-path', req.path);
      next();
    };
    const waits: express.RequestHandler = (_req, res, next) => {
      res.setHeader('x-later', '1');
      setImmediate(next);
    };
    expect(fixedHeaders(readsRequest)).toBe(readsRequest);
    expect(fixedHeaders(waits)).toBe(waits);
  });
});
