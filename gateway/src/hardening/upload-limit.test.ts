import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/gateway.js';
import { pdf, UPLOAD_MEDIA } from '../test/media.js';

/**
 * Hardening 6: an oversized upload is stopped at the limit while it streams, at both doors,
 * and the answer states the configured limit in the spec's words.
 */
const LIMIT = 5 * 1024 * 1024;
const BODY = 200 * 1024 * 1024;
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ env: { MAX_UPLOAD_BYTES: String(LIMIT) } });
});
afterAll(() => gw?.stop());

const BOUNDARY = '----hardening6';
const part = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;

/**
 * Streams a multipart request with one file of fileBytes (a PDF padded with spaces), writing only as fast as the
 * server reads, and stopping as soon as an answer comes. Answers the answer and how many bytes the server took.
 */
function streamUpload(path: string, fields: string, fileField: string, fileBytes: number, headers: Record<string, string> = {}) {
  const head = Buffer.concat([Buffer.from(fields + filePart(fileField)), pdf()]);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const padding = fileBytes - pdf().length;
  const url = new URL(gw.url);
  type Answer = { status: number; connection?: string; body: { errors?: unknown[]; message?: string; code?: string }; sent: number };
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path,
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + padding + tail.length),
      },
    });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => {
        req.destroy(); // the client gives up sending, as a browser does on an early answer
        resolve({ status: res.statusCode!, connection: res.headers.connection, body: JSON.parse(text), sent });
      });
    });
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    const pump = () => {
      while (!answered && sent < padding) {
        const n = Math.min(chunk.length, padding - sent);
        sent += n;
        if (!req.write(chunk.subarray(0, n))) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end(tail);
    };
    req.write(head);
    pump();
  });
}

describe('an upload over the limit (200 MB against 5 MB)', () => {
  it('GraphQL stops reading at the limit and states the configured limit', async () => {
    const fields =
      part('operations', JSON.stringify({ query: UPLOAD_MEDIA, variables: { files: [null], captcha: await gw.visitorCaptcha() } })) +
      part('map', JSON.stringify({ 0: ['variables.files.0'] }));
    const res = await streamUpload('/graphql', fields, '0', BODY, { 'apollo-require-preflight': 'true' });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'File too large, Max file size is 5 MB',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(res.sent).toBeLessThan(BODY / 4);
    // The connection is not kept for another request: a client that reused it would find it closing (ECONNRESET).
    expect(res.connection).toBe('close');
  });

  it('REST stops reading at the limit and states the configured limit', async () => {
    const res = await streamUpload('/api/v1/memories/upload', '', 'file', BODY);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: 'File too large, Max file size is 5 MB', code: 'PAYLOAD_TOO_LARGE' });
    expect(res.sent).toBeLessThan(BODY / 4);
    expect(res.connection).toBe('close');
  });
});
