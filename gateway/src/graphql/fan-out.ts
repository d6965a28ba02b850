import { channel } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import {
  createSourceEventStream,
  execute,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type WebSocket from 'ws';
import { pushTo } from '../realtime/event-bus.js';
import type { Locale } from '@memorial/schema';
import { inLocale } from '../i18n/locale.js';
import { RequestScope, type AppDeps, type Viewer } from '../request/scope.js';
import type { RequestInfo } from './context.js';

/** What ws.ts's context gives a subscription: what a scope is made from, and where its messages go. */
export interface SocketOperation extends RequestInfo {
  socket: WebSocket;
  id: string;
  /** The socket's language: its events are written in it (their groups are per language). */
  locale: Locale;
}

/** Unsent bytes a socket may have before its subscription ends (as the event bus drops a reader 1,000 events behind). */
export const MAX_BUFFERED = 4 * 1024 * 1024;
/** Sockets written before the event loop is let run again (other requests, the next event): about 5 ms of writes. */
const SOCKETS_PER_TURN = 500;

/**
 * A diagnostics channel: each execution of a subscription's operation for one event, once its subscribers are
 * written: which operation (role, name, variables) and how many subscribers it served. Free when nobody listens.
 */
export const FAN_OUT_CHANNEL = 'memorial:fan-out';
export interface FanOutExecution {
  event: unknown;
  role: string;
  operationName: string | null;
  variables: Record<string, unknown>;
  subscribers: number;
}
const executions = channel(FAN_OUT_CHANNEL);

/**
 * Subscriptions over WebSocket at scale (one event to thousands of sockets). What is paid per subscriber and
 * event is a filter call, an array slot and one write; the rest once per event and group:
 *
 * - Who hears an event is still decided per subscriber, by its own source stream (the subscribe function
 *   of the field, e.g. MemoryModerationService.events: its access check at subscribe time and its filter on
 *   each event). Only an event a subscriber may see reaches the next step.
 * - Turning the event into the answer (the resolver pipeline: type-graphql's middleware, @Allow, the
 *   field resolvers) runs once per event for each distinct operation, variables, role and language (a group), and every
 *   subscriber of that group is sent the same result. This holds because a subscription's payload is made
 *   from the event alone; what differs by viewer is whether it is delivered, decided above, and the
 *   role-level @Allow, kept in the key. The result is formatted (errors shaped as over HTTP) and serialised
 *   once too.
 * - Each socket is then written the graphql-transport-ws `next` message as one WebSocket frame made here (its
 *   subscription id and the shared result), straight to its TCP socket: no string, conversion or header
 *   per socket in ws, no promise per socket. Only where ws must frame for itself (a negotiated extension such as
 *   permessage-deflate) does the message go through ws.send.
 * - A group's subscribers are written in the order they joined, SOCKETS_PER_TURN at a time, letting the event
 *   loop run between turns. The groups of one key (a lane) are written in the order their events came, so
 *   each subscriber gets its events in order, whichever execution finishes first.
 *
 * graphql-ws still owns the subscription: its id, `complete` in both directions, errors at subscribe time and
 * the end of the stream. The subscribing request's scope (its EntityManager, services and loaders) is needed
 * only to open the source stream; it is not kept for the life of the subscription.
 */
export function fanOutSubscribe(
  deps: AppDeps,
  createContext: (req: RequestInfo) => Promise<RequestScope>,
  format: (result: ExecutionResult) => FormattedExecutionResult | ExecutionResult,
) {
  const lanes = new Map<string, Lane>();

  /** A subscriber hears an event: it joins its key's group for that event, made (and executed) by the first to join. */
  const join = (sub: Subscriber, event: unknown) => {
    const { lane } = sub;
    let g = lane.groups.at(-1);
    // An event is one object for every subscriber (the bus parses it once); anything else is not shared.
    if (!g || g.event !== event || typeof event !== 'object' || event === null) {
      const created: Group = (g = { event, op: sub.op, payload: null, ready: false, targets: [] });
      lane.groups.push(created);
      const settle = (payload: Buffer | null) => {
        created.payload = payload;
        created.ready = true;
        publishExecution(created);
        if (!lane.scheduled) drain(lane);
      };
      executeGroup(deps, format, sub.op, event).then(settle, (err: unknown) => {
        deps.logger.error({ err }, 'a subscription event could not be executed');
        settle(null);
      });
    }
    g.targets.push(sub);
  };

  /** Writes the ready groups at the head of a lane; a lane is kept while its key has subscribers or groups to write. */
  const drain = (lane: Lane) => {
    if (writeReadyGroups(lane, drain)) forgetIfIdle(lane);
  };
  const forgetIfIdle = (lane: Lane) => {
    if (!lane.subscribers && !lane.groups.length && lanes.get(lane.key) === lane) lanes.delete(lane.key);
  };

  return async function subscribe(
    args: ExecutionArgs & { contextValue: SocketOperation },
  ): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const request = args.contextValue;
    const scope = await createContext(request);
    const source = await createSourceEventStream({ ...args, contextValue: scope });
    if (!(Symbol.asyncIterator in source)) return source;
    const stream = source as AsyncIterableIterator<unknown>;
    const op: Operation = {
      schema: args.schema,
      document: args.document,
      operationName: args.operationName,
      variableValues: args.variableValues,
      viewer: scope.viewer,
      ip: request.ip ?? 'unknown',
      locale: request.locale,
    };
    const key = laneKey(op);
    let lane = lanes.get(key);
    if (!lane) lanes.set(key, (lane = { key, groups: [], next: 0, scheduled: false, subscribers: 0 }));
    lane.subscribers++;
    const sub = subscriberOf(request, lane, op, stream, forgetIfIdle);

    // Push mode (the event bus and filters support it): each event joins its group as the bus emits it. A source
    // without it is read here, each event joining the same way (no group is shared with a reader behind the others).
    if (!pushTo(stream, (event) => join(sub, event))) readEach(stream, sub, join, deps);
    return silentIterator(sub);
  };
}

/** The one execution of a group: a fresh scope for the viewer (nothing of the subscribing request is kept). */
async function executeGroup(
  deps: AppDeps,
  format: (result: ExecutionResult) => FormattedExecutionResult | ExecutionResult,
  op: Operation,
  event: unknown,
): Promise<Buffer> {
  const result = await inLocale(op.locale, () =>
    execute({
      schema: op.schema,
      document: op.document,
      operationName: op.operationName,
      variableValues: op.variableValues,
      rootValue: event,
      contextValue: new RequestScope(deps, deps.orm.em.fork(), op.viewer, null, op.ip),
    }),
  );
  return Buffer.from(`${JSON.stringify(inLocale(op.locale, () => format(result)))}}`);
}

/** Tells the diagnostics channel (when anyone listens) that a group was executed, and for how many subscribers. */
function publishExecution(group: Group) {
  if (!executions.hasSubscribers) return;
  const { op, event } = group;
  executions.publish({
    event,
    role: op.viewer?.role ?? 'visitor',
    operationName: op.operationName ?? null,
    variables: op.variableValues ?? {},
    subscribers: group.targets.length,
  } satisfies FanOutExecution);
}

/**
 * Writes the ready groups at the head of a lane, in order, a turn's worth of sockets at a time. Answers false when
 * the turn's budget ran out (the rest is written by `again` on the next turn), true once no ready group is left.
 */
function writeReadyGroups(lane: Lane, again: (lane: Lane) => void): boolean {
  lane.scheduled = false;
  let budget = SOCKETS_PER_TURN;
  for (let g = lane.groups[0]; g?.ready; g = lane.groups[0]) {
    const { targets, payload } = g;
    if (payload) {
      // Subscriptions with one id (clients that number them) share a frame.
      let id: string | null = null;
      let frame: Buffer | null = null;
      while (lane.next < targets.length) {
        if (budget-- === 0) {
          lane.scheduled = true;
          setImmediate(again, lane);
          return false;
        }
        const sub = targets[lane.next++]!;
        if (sub.done) continue;
        if (sub.id !== id) frame = null;
        id = sub.id;
        frame = send(sub, payload, frame);
      }
    }
    lane.groups.shift();
    lane.next = 0;
  }
  return true;
}

/** The key of a lane. One document object per query text (ws.ts parses each text once), so its identity joins the key. */
function laneKey(op: Operation): string {
  return `${documentId(op.document)}\n${op.viewer?.role ?? 'visitor'}\n${op.locale}\n${op.operationName ?? ''}\n${JSON.stringify(op.variableValues ?? {})}`;
}

/** A subscriber of a lane; its end() (once) leaves the lane (then forgetIfIdle), ends the source stream and the iterator. */
function subscriberOf(
  request: SocketOperation,
  lane: Lane,
  op: Operation,
  stream: AsyncIterableIterator<unknown>,
  forgetIfIdle: (lane: Lane) => void,
): Subscriber {
  let finish: (r: IteratorResult<ExecutionResult>) => void = () => undefined;
  const ended = new Promise<IteratorResult<ExecutionResult>>((resolve) => {
    finish = resolve;
  });
  const sub: Subscriber = {
    socket: request.socket,
    raw: rawSocketOf(request.socket),
    id: request.id,
    head: Buffer.from(`{"id":${JSON.stringify(request.id)},"type":"next","payload":`),
    lane,
    op,
    done: false,
    ended,
    async end() {
      if (!sub.done) {
        sub.done = true;
        sub.lane.subscribers--;
        forgetIfIdle(sub.lane);
        try {
          await stream.return?.();
        } finally {
          finish({ done: true, value: undefined });
        }
      }
      return ended;
    },
  };
  return sub;
}

/** Reads a source without push mode, each event joining like a pushed one, until it or the subscriber ends. */
function readEach(stream: AsyncIterableIterator<unknown>, sub: Subscriber, join: (sub: Subscriber, event: unknown) => void, deps: AppDeps) {
  void (async () => {
    for (let r = await stream.next(); !r.done && !sub.done; r = await stream.next()) join(sub, r.value);
  })()
    .catch((err: unknown) => deps.logger.error({ err }, 'a subscription stream failed'))
    .finally(() => void sub.end());
}

/** What graphql-ws iterates: it yields nothing (drain writes each event to the socket) and ends with the subscriber. */
function silentIterator(sub: Subscriber): AsyncIterableIterator<ExecutionResult> {
  const it: AsyncIterableIterator<ExecutionResult> = {
    next: () => sub.ended,
    return: () => sub.end(),
    throw: async (e: unknown) => {
      await sub.end();
      throw e;
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}

/** What a group's execution needs: the first subscriber's operation, its viewer and address. */
interface Operation {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName: string | null | undefined;
  variableValues: Record<string, unknown> | null | undefined;
  viewer: Viewer | null;
  ip: string;
  locale: Locale;
}
interface Subscriber {
  socket: WebSocket;
  /** The TCP socket frames are written to, or null where ws must frame (a negotiated extension). */
  raw: Socket | null;
  /** Its subscription id. */
  id: string;
  /** The start of its `next` messages: `{"id":<its id>,"type":"next","payload":`. */
  head: Buffer;
  /** The lane of its key: the query text, role, operation name and variables. */
  lane: Lane;
  op: Operation;
  done: boolean;
  /** Settles when it has ended (graphql-ws's iterator answers it). */
  ended: Promise<IteratorResult<ExecutionResult>>;
  end(): Promise<IteratorResult<ExecutionResult>>;
}
/** One event's answer for one key: its payload (the result's JSON and the closing brace) once made, null if it failed. */
interface Group {
  event: unknown;
  op: Operation;
  payload: Buffer | null;
  ready: boolean;
  targets: Subscriber[];
}
/** The groups of one key in the order of their events; next: the next subscriber of the first group to write. */
interface Lane {
  key: string;
  groups: Group[];
  next: number;
  scheduled: boolean;
  subscribers: number;
}

/**
 * Writes one `next` message to a subscriber and answers its frame (for the next subscriber with the same head).
 * A socket that cannot keep up (its unsent data past MAX_BUFFERED) loses its subscription; it can subscribe again.
 */
function send(sub: Subscriber, payload: Buffer, frame: Buffer | null): Buffer | null {
  const { socket, raw } = sub;
  if (socket.readyState !== socket.OPEN) return frame;
  // Without an extension ws's sender holds nothing back, so the TCP socket's unsent bytes are the socket's.
  if ((raw ? raw.writableLength : socket.bufferedAmount) > MAX_BUFFERED) {
    void sub.end();
    return frame;
  }
  if (raw) {
    frame ??= textFrame(sub.head, payload);
    raw.write(frame);
  } else {
    socket.send(Buffer.concat([sub.head, payload]), { binary: false });
  }
  return frame;
}

/** ws's fields read here: its TCP socket and the extensions negotiated at the handshake. */
interface WsInternals {
  _socket?: Socket;
  _extensions?: Record<string, unknown>;
}

/**
 * The TCP socket of a WebSocket, to write whole frames to, when ws would write them as they are: no extension
 * (permessage-deflate) was negotiated, so its sender never compresses or queues (it queues only while compressing
 * or reading a Blob, which graphql-ws never sends), and frames written here and by ws keep their order.
 */
function rawSocketOf(socket: WebSocket): Socket | null {
  const ws = socket as unknown as WsInternals;
  if (!ws._socket || !ws._extensions || Object.keys(ws._extensions).length) return null;
  return ws._socket;
}

/** An unmasked, final text frame (RFC 6455 5.2; a server's frames are not masked) of head + payload. */
export function textFrame(head: Buffer, payload: Buffer): Buffer {
  const length = head.length + payload.length;
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81; // FIN, text
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.set(head, header);
  frame.set(payload, header + head.length);
  return frame;
}

const documentIds = new WeakMap<object, number>();
let lastDocumentId = 0;
function documentId(document: object): number {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = ++lastDocumentId));
  return id;
}
