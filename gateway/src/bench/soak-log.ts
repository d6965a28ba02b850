import { percentile } from './harness.js';

/** What a soak's request was part of: a visitor's read, a share (its challenge, upload and submission), staff moderation. */
export type SoakKind = 'read' | 'share' | 'moderation';
export const SOAK_KINDS: readonly SoakKind[] = ['read', 'share', 'moderation'];

/** One minute of the soak: each answered request's latency by kind, and what did not go well. */
interface SoakMinute {
  latencies: Record<SoakKind, number[]>;
  /** Answers of 400 and up that were not 5xx. */
  clientErrors: number;
  serverErrors: number;
  /** Errors in GraphQL answers (of HTTP 200): INTERNAL_SERVER_ERROR among them counts as a server error too. */
  graphqlErrors: number;
  /** No HTTP answer: refused or reset connections, timeouts, a subscriber's socket closed under it. */
  transport: number;
  shares: number;
  approved: number;
  rejected: number;
  /** Approvals the live subscriber received in this minute. */
  liveApprovals: number;
}

/** The answers of a soak, minute by minute, and every status (or transport failure) counted per kind. */
export class SoakLog {
  private readonly started = performance.now();
  private readonly minutes: SoakMinute[] = [];
  /** "200", "503", "transport: ECONNRESET", ... -> kind (or "subscriber") -> count. */
  readonly statuses = new Map<string, Map<string, number>>();
  /** Memories the moderator approved, and those the live subscriber heard approved. */
  readonly approvedIds = new Set<number>();
  readonly liveApprovedIds = new Set<number>();
  /** When each decision was sent (performance.now()), and how long after it the subscriber heard each approval, ms. */
  readonly approvalSent = new Map<number, number>();
  readonly liveDelays: number[] = [];
  /** The first answer of each failing status (or failure), to say what failed: "GET /path: body...". */
  readonly examples = new Map<string, string>();

  constructor(private readonly length: number) {}

  /** The soak's current minute (0-based); a request answered after the end counts in the last. */
  minute(): number {
    return Math.min(this.length - 1, Math.floor((performance.now() - this.started) / 60_000));
  }

  at(minute = this.minute()): SoakMinute {
    return (this.minutes[minute] ??= {
      latencies: { read: [], share: [], moderation: [] },
      clientErrors: 0,
      serverErrors: 0,
      graphqlErrors: 0,
      transport: 0,
      shares: 0,
      approved: 0,
      rejected: 0,
      liveApprovals: 0,
    });
  }

  /** An HTTP answer (its status and latency) or a failure without one (a string: what happened). */
  record(kind: SoakKind | 'subscriber', outcome: number | string, ms?: number, example?: string) {
    const now = this.at();
    if (example && (typeof outcome === 'string' || outcome >= 400) && !this.examples.has(String(outcome)))
      this.examples.set(String(outcome), `minute ${this.minute() + 1}, ${example}`);
    this.count(kind, String(outcome));
    if (typeof outcome === 'string') now.transport++;
    else if (outcome >= 500) now.serverErrors++;
    else if (outcome >= 400) now.clientErrors++;
    if (typeof outcome === 'number' && kind !== 'subscriber' && ms !== undefined) now.latencies[kind].push(ms);
  }

  /** An error in a GraphQL answer, by its code. */
  graphqlError(kind: SoakKind | 'subscriber', code: string, example?: string) {
    const now = this.at();
    if (example && !this.examples.has(`GraphQL error ${code}`))
      this.examples.set(`GraphQL error ${code}`, `minute ${this.minute() + 1}, ${example}`);
    this.count(kind, `GraphQL error ${code}`);
    now.graphqlErrors++;
    if (code === 'INTERNAL_SERVER_ERROR') now.serverErrors++;
  }

  private count(kind: string, key: string) {
    const byKind = this.statuses.get(key) ?? new Map<string, number>();
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    this.statuses.set(key, byKind);
  }

  /** The per-minute rows of the report (without the memory columns, which the sampler adds). */
  rows(): Array<Array<string | number>> {
    return Array.from({ length: this.length }, (_, i) => {
      const m = this.at(i);
      const all = SOAK_KINDS.flatMap((k) => m.latencies[k]).sort((a, b) => a - b);
      const p95 = (xs: number[]) =>
        xs.length
          ? percentile(
              [...xs].sort((a, b) => a - b),
              95,
            ).toFixed(0)
          : '-';
      return [
        i + 1,
        all.length,
        all.length ? percentile(all, 50).toFixed(1) : '-',
        all.length ? percentile(all, 95).toFixed(0) : '-',
        p95(m.latencies.read),
        p95(m.latencies.share),
        p95(m.latencies.moderation),
        m.shares,
        `${m.approved}/${m.rejected}`,
        m.liveApprovals,
        m.clientErrors,
        m.serverErrors,
        m.graphqlErrors,
        m.transport,
      ];
    });
  }
}

/** What a soak request answered: its status and body, or null when no answer came (recorded as a transport failure). */
export interface SoakAnswer {
  status: number;
  text: string;
}

/** Every soak request: timed, recorded under its kind, never hanging longer than 30 s. */
export async function timed(log: SoakLog, kind: SoakKind, url: string, init: RequestInit = {}): Promise<SoakAnswer | null> {
  const t = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    log.record(kind, res.status, performance.now() - t, `${init.method ?? 'GET'} ${url}: ${text.slice(0, 300)}`);
    return { status: res.status, text };
  } catch (e) {
    log.record(kind, `transport: ${failureOf(e)}`, undefined, `${init.method ?? 'GET'} ${url}`);
    return null;
  }
}

/** A fetch failure in a few words: the timeout, or the socket's error code (ECONNRESET, ECONNREFUSED, ...). */
function failureOf(e: unknown): string {
  if (e instanceof Error && e.name === 'TimeoutError') return 'timeout (30 s)';
  const cause = e instanceof Error ? (e.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (e instanceof Error ? e.message : String(e));
}

/** A JSON POST (GraphQL or the REST door), from a visitor's address when given (X-Forwarded-For through the loopback proxy). */
export function postJson(body: unknown, headers: Record<string, string> = {}, method = 'POST'): RequestInit {
  return { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
