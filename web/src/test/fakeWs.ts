import type { Client, ExecutionResult, Sink, SubscribePayload } from 'graphql-ws';

interface OpenSubscription {
  payload: SubscribePayload;
  sink: Sink<ExecutionResult<Record<string, unknown>, unknown>>;
}

/**
 * A graphql-ws client for component tests: the Apollo link talks to it exactly
 * as to the real one (subscribe with a payload and a sink), and the test pushes
 * the events the gateway would send. msw cannot stand in for a WebSocket.
 */
export class FakeWsClient implements Client {
  readonly open = new Set<OpenSubscription>();
  /** Every subscription ever started, in order, with its variables. */
  readonly started: SubscribePayload[] = [];
  terminated = 0;

  subscribe<Data = Record<string, unknown>, Extensions = unknown>(
    payload: SubscribePayload,
    sink: Sink<ExecutionResult<Data, Extensions>>,
  ): () => void {
    const entry = { payload, sink } as unknown as OpenSubscription;
    this.open.add(entry);
    this.started.push(payload);
    return () => {
      this.open.delete(entry);
    };
  }

  iterate(): never {
    throw new Error('FakeWsClient.iterate is not used by the app');
  }

  on(): () => void {
    return () => {};
  }

  dispose(): void {
    this.open.clear();
  }

  terminate(): void {
    this.terminated += 1;
  }

  /** The open subscriptions of one operation. */
  subscriptionsOf(operationName: string): OpenSubscription[] {
    return [...this.open].filter((s) => s.payload.operationName === operationName);
  }

  /** Sends one result to every open subscription of the operation, as the gateway would. */
  emit(operationName: string, data: Record<string, unknown>): number {
    const targets = this.subscriptionsOf(operationName);
    for (const s of targets) s.sink.next({ data });
    return targets.length;
  }
}
