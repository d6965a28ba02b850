import http from 'node:http';
import net from 'node:net';
import { MESSAGES, translate } from '@memorial/schema';
import { GRAPHQL_CODE, RETRY_AFTER_SECONDS } from './errors.js';
import { requestLocale } from './i18n/locale.js';
import { stopReadingOnceAnswered } from './input.js';

/** An HTTP server that stops (SIGTERM) without cutting off a request it has received. */
export interface DrainingServer {
  server: http.Server;
  /**
   * Stops accepting connections and answers each request that arrives on an open one with a 503 and Retry-After; the requests in flight finish, each answer closing its connection; then idle connections close.
   * Past deadlineMs, whatever is still open is destroyed. Resolves once every connection is closed.
   */
  drain(deadlineMs: number): Promise<void>;
}

/**
 * Node's own server.close() drops idle keep-alive connections at once, where a client's next request may be on
 * its way (a reset), and Apollo's drain (ApolloServerPluginDrainHttpServer) ended every connection without a
 * request in flight, including one whose request had only half arrived and the WebSockets (4 of 8 requests
 * around a SIGTERM under load were reset). Here the listening socket closes (new connections are refused, so a
 * client or load balancer tries another replica), and every request received gets a whole answer.
 */
export function drainingServer(app: http.RequestListener): DrainingServer {
  const answering = new Set<http.ServerResponse>();
  const upgraded = new Set<net.Socket>();
  let draining = false;
  let quiet: (() => void) | undefined;

  const server = http.createServer((req, res) => {
    if (draining) {
      res.shouldKeepAlive = false; // Connection: close, and the connection ends after this answer
      refuse(req, res);
      return;
    }
    answering.add(res);
    res.once('close', () => {
      answering.delete(res);
      if (draining && answering.size === 0) quiet?.();
    });
    app(req, res);
  });
  // A WebSocket's connection is left to the WebSocket server, which closes it (1001) with its own handshake.
  server.on('upgrade', (req: http.IncomingMessage) => upgraded.add(req.socket));
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      upgraded.delete(socket);
    });
  });

  return {
    server,
    async drain(deadlineMs) {
      draining = true;
      const closed = new Promise<void>((resolve) => {
        // net.Server's close: the listening socket only (http.Server's also drops idle connections).
        net.Server.prototype.close.call(server, () => resolve());
      });
      // An answer not yet begun says Connection: close, so the client sends its next request elsewhere.
      for (const res of answering) if (!res.headersSent) res.shouldKeepAlive = false;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), deadlineMs);
      });
      const finished = answering.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (quiet = resolve));
      // Then connections with no request begun close; one whose request is still arriving is refused, then closes.
      if ((await Promise.race([finished, deadline])) !== 'late') server.closeIdleConnections();
      if ((await Promise.race([closed, deadline])) === 'late') {
        for (const socket of sockets) socket.destroy();
        await closed;
      }
      clearTimeout(timer);
    },
  };
}

/**
 * A request that arrived once the server was stopping: 503 with Retry-After, in the shape of its door and the language
 * it asks for (Accept-Language); its body is not read.
 */
function refuse(req: http.IncomingMessage, res: http.ServerResponse): void {
  stopReadingOnceAnswered(req, res);
  const message = translate(requestLocale(req), MESSAGES, 'genericError');
  const code = GRAPHQL_CODE.UNAVAILABLE;
  const graphql = new URL(req.url ?? '/', 'http://gateway').pathname === '/graphql';
  const body = JSON.stringify(graphql ? { errors: [{ message, extensions: { code } }] } : { message, code, errors: [message] });
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
