import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult, type FormattedExecutionResult } from 'graphql';
import type WebSocket from 'ws';
import { pushTo } from '../realtime/event-bus.js';
import { RequestScope, type AppDeps, type Viewer } from '../request/scope.js';
import type { RequestInfo } from './context.js';

/** What ws.ts's context gives a subscription: what a scope is made from, and where its messages go. */
export interface SocketOperation extends RequestInfo { socket: WebSocket; id: string }

/**
 * Subscriptions over WebSocket at scale (one event to thousands of sockets). Two costs are paid once
 * rather than per subscriber:
 *
 * - Who hears an event is still decided per subscriber, by its own source stream (the subscribe function
 *   of the field, e.g. MemoryModerationService.events: its access check at subscribe time and its filter on
 *   each event). Only an event a subscriber may see reaches the next step.
 * - Turning the event into the answer (the resolver pipeline: type-graphql's middleware, @Allow, the
 *   field resolvers) runs once per event for each distinct operation, variables and role, and every
 *   subscriber of that group is sent the same result. This holds because a subscription's payload is made
 *   from the event alone; what differs by viewer is whether it is delivered, decided above, and the
 *   role-level @Allow, kept in the key. The result is formatted (errors shaped as over HTTP) and turned
 *   into JSON once too; each socket is then written the graphql-transport-ws `next` message made from that
 *   JSON and its own subscription id, directly, without graphql-ws's per-message pipeline (a promise chain,
 *   a hook and a JSON.stringify per socket). graphql-ws still owns the subscription: its id, `complete`
 *   in both directions, errors at subscribe time and the end of the stream.
 *
 * The subscribing request's scope (its EntityManager, services and loaders) is needed only to open the
 * source stream; it is not kept for the life of the subscription (it was most of a socket's memory).
 */
export function fanOutSubscribe(
  deps: AppDeps,
  createContext: (req: RequestInfo) => Promise<RequestScope>,
  format: (result: ExecutionResult) => FormattedExecutionResult | ExecutionResult,
) {
  // Results per event object: every source stream of one gateway gets the same parsed event object from the
  // event bus, so the event is the key, and the results go with it once every subscriber has moved on.
  const results = new WeakMap<object, Map<string, Group>>();

  return async function subscribe(args: ExecutionArgs & { contextValue: SocketOperation }): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const request = args.contextValue;
    const { socket } = request;
    const scope = await createContext(request);
    const source = await createSourceEventStream({ ...args, contextValue: scope });
    if (!(Symbol.asyncIterator in source)) return source;
    const stream = source as AsyncIterableIterator<unknown>;
    const viewer: Viewer | null = scope.viewer;
    const { schema, document, operationName } = args;
    const variableValues = args.variableValues;
    const key = `${viewer?.role ?? 'visitor'}\n${operationName ?? ''}\n${JSON.stringify(variableValues ?? {})}`;
    const resultFor = (event: unknown): Group => {
      if (typeof event !== 'object' || event === null) return group(run(event));
      let byOperation = results.get(event);
      if (!byOperation) results.set(event, (byOperation = new Map()));
      // One document object per query text (ws.ts parses each text once), so its identity joins the key.
      const docKey = `${documentId(document)}\n${key}`;
      let result = byOperation.get(docKey);
      if (!result) byOperation.set(docKey, (result = group(run(event))));
      return result;
    };
    // The one execution of a group: a fresh scope for the viewer (nothing of the subscribing request is kept).
    const run = async (event: unknown) => JSON.stringify(format(await execute({
      schema, document, operationName, variableValues, rootValue: event,
      contextValue: new RequestScope(deps, deps.orm.em.fork(), viewer, null, request.ip ?? 'unknown'),
    })));
    const head = `{"id":${JSON.stringify(request.id)},"type":"next","payload":`;

    // No write callback (one tick per socket and event): a socket closing meanwhile ends its subscription through graphql-ws.
    const send = (json: string) => { if (socket.readyState === socket.OPEN) socket.send(`${head}${json}}`); };

    // Push mode (the event bus and filters support it): each event is handled as the bus emits it, with no
    // promise per subscriber once its group's JSON is made. Events are written in the order they came.
    let finish: ((r: IteratorResult<ExecutionResult>) => void) | null = null;
    const ended = new Promise<IteratorResult<ExecutionResult>>((resolve) => { finish = resolve; });
    const end = async () => {
      await stream.return?.();
      finish?.({ done: true, value: undefined });
      return { done: true as const, value: undefined };
    };
    let queue: Promise<void> | null = null;
    const pushed = pushTo(stream, (event) => {
      // A socket that cannot keep up (its unsent data past the limit) loses its subscription; it can reload.
      if (socket.bufferedAmount > MAX_BUFFERED) return void end();
      const g = resultFor(event);
      if (g.json !== undefined && !queue) return send(g.json);
      const after: Promise<void> = (queue ?? Promise.resolve()).then(() => g.promise).then(send, () => undefined)
        .finally(() => { if (queue === after) queue = null; });
      queue = after;
    });
    if (pushed) {
      const pushing: AsyncIterableIterator<ExecutionResult> = {
        next: () => ended,
        return: end,
        throw: async (e: unknown) => { await end(); throw e; },
        [Symbol.asyncIterator]: () => pushing,
      };
      return pushing;
    }

    const it: AsyncIterableIterator<ExecutionResult> = {
      // Yields nothing: each event is written to the socket here; graphql-ws sees the stream end.
      async next() {
        for (;;) {
          const r = await stream.next();
          if (r.done) return { done: true, value: undefined };
          send(await resultFor(r.value).promise);
        }
      },
      return: async () => { await stream.return?.(); return { done: true, value: undefined }; },
      throw: async (e: unknown) => { await stream.return?.(); throw e; },
      [Symbol.asyncIterator]: () => it,
    };
    return it;
  };
}

/** Unsent bytes a socket may have before its subscription ends (as the event bus drops a reader 1,000 events behind). */
const MAX_BUFFERED = 4 * 1024 * 1024;

/** One group's answer to one event: its JSON once made (read without waiting), and the promise of it. */
interface Group { json?: string; promise: Promise<string> }
function group(promise: Promise<string>): Group {
  const g: Group = { promise };
  promise.then((json) => { g.json = json; }, () => undefined);
  return g;
}

const documentIds = new WeakMap<object, number>();
let lastDocumentId = 0;
function documentId(document: object): number {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = ++lastDocumentId));
  return id;
}
