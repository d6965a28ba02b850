import http from 'node:http';

/**
 * A JSON POST whose body is sent in two parts: the first half now, the rest on
 * finish(). The server holds a request in flight until then.
 */
export function slowPost(target: string, body: string) {
  const url = new URL(target);
  const req = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
  });
  const answer = new Promise<{ status: number; body: { data?: Record<string, unknown>; errors?: unknown[] } }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return {
    answer,
    finish: () => {
      req.end(body.slice(half));
    },
  };
}
