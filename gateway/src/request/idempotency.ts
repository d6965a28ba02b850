import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { getOperationAST, GraphQLError, Kind, print, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES, ONCE_MESSAGES, t } from '@memorial/schema';
import { DomainError, isDatabaseUnavailable } from '../errors.js';
// Types only (structure.test.ts): request/ runs no transport code.
import type { OperationExecutor } from '../graphql/executor.js';
import type { RequestScope } from './scope.js';

/**
 * The Idempotency-Key header (IETF httpapi-idempotency-key-header), for every mutation at both HTTP doors: the REST
 * rows run their operations through the same executor as /graphql, so this is the one place it is honoured.
 *
 * - The key belongs to its caller: a signed-in person's keys are theirs (any operation); a visitor's key is scoped
 *   to itself and the operation's root fields.
 * - The first request with a key claims it (one statement on a row in PostgreSQL, so it holds across replicas),
 *   runs, and stores its answer when it succeeded; the same key and request again answers that first answer,
 *   without running anything.
 * - The same key while the first is still running waits for its answer (up to `waitMs`), then answers 409.
 * - The same key with a different request (another operation, or other values) answers 422.
 * - A failed request keeps nothing: the client may retry with the same key once it has fixed the request.
 * - Keys expire after `ttlHours`; a claim left by a process that died is taken over after `abandonedSeconds`.
 */
export const IDEMPOTENCY = { ttlHours: 24, waitMs: 10_000, pollMs: 100, abandonedSeconds: 120, maxKeyLength: 255 } as const;

/** The header's key: a structured-field string ("...") or the bare value; null when it cannot be a key. */
export function parseIdempotencyKey(header: string): string | null {
  const value = header.trim();
  const key = /^"(.*)"$/.exec(value)?.[1] ?? value;
  return key.length > 0 && key.length <= IDEMPOTENCY.maxKeyLength && /^[\x21-\x7e]+$/.test(key) ? key : null;
}

/** The executor every door uses, honouring the Idempotency-Key header of a mutation. */
export function idempotentExecutor(execute: OperationExecutor): OperationExecutor {
  return async (document, operationName, variables, context) => {
    const scope = context as RequestScope | undefined;
    const header = scope?.idempotencyKey;
    const operation = header == null ? null : getOperationAST(document, operationName);
    if (!scope || header == null || operation?.operation !== 'mutation') return execute(document, operationName, variables, context);
    const fields = rootFields(operation);
    const key = parseIdempotencyKey(header);
    if (!key) return refused(fields, new DomainError('BAD_USER_INPUT', t(ONCE_MESSAGES, 'keyInvalid')));
    const claim = {
      owner: scope.viewer ? `user:${scope.viewer.userId}` : `visitor:${fields.join(',')}`.slice(0, 120),
      key,
      fingerprint: sha256(JSON.stringify([print(operation), plain(variables ?? {})])),
    };
    const store = new KeyStore(scope.em.fork());
    let first: ExecutionResult | 'run';
    try {
      first = await firstAnswer(store, claim, fields);
    } catch (e) {
      // The database away: answered as at every door (503, retry), not as an internal error.
      if (!isDatabaseUnavailable(e)) throw e;
      return refused(fields, new DomainError('UNAVAILABLE', t(MESSAGES, 'genericError')));
    }
    if (first !== 'run') return first;
    // The request's answer stands whatever happens to its key (a claim not settled is taken over after abandonedSeconds).
    const settle = (done: Promise<void>) => done.catch((err: unknown) => scope.deps.logger.warn({ err }, 'Idempotency-Key not settled'));
    let result: ExecutionResult;
    try {
      result = await execute(document, operationName, variables, context);
    } catch (e) {
      await settle(store.release(claim));
      throw e;
    }
    await settle(result.errors?.length || !result.data ? store.release(claim) : store.keep(claim, result.data));
    return result;
  };
}

/** 'run' when this request claimed the key; otherwise what it answers: the first answer, or a refusal. */
async function firstAnswer(store: KeyStore, claim: Claim, fields: string[]): Promise<ExecutionResult | 'run'> {
  for (;;) {
    const seen = await store.claim(claim);
    if (seen === 'claimed') return 'run';
    if (seen.fingerprint !== claim.fingerprint) return refused(fields, new DomainError('UNPROCESSABLE', t(ONCE_MESSAGES, 'keyReused')));
    if (seen.answer) return { data: seen.answer };
    const answer = await store.waitForAnswer(claim);
    if (answer === 'released') continue; // the first failed and kept nothing: this one runs
    if (answer === 'pending') return refused(fields, new DomainError('CONFLICT', t(ONCE_MESSAGES, 'inProgress')));
    return { data: answer };
  }
}

interface Claim {
  owner: string;
  key: string;
  fingerprint: string;
}
interface Seen {
  fingerprint: string;
  answer: Record<string, unknown> | null;
}

/** The idempotency_key rows, on a connection of their own (outside any transaction of the request). */
class KeyStore {
  constructor(private readonly em: EntityManager) {}

  private run<T>(sql: string, params: unknown[]) {
    return this.em.getConnection().execute<T[]>(sql, params);
  }

  /** Claims the key, or answers what the row holds: an expired key, or one abandoned mid-way, is claimed anew. */
  async claim({ owner, key, fingerprint }: Claim): Promise<'claimed' | Seen> {
    const claimed = await this.run<{ key: string }>(
      `insert into idempotency_key (scope, key, fingerprint, state, expires_at)
         values (?, ?, ?, 'pending', now() + cast(? as double precision) * interval '1 hour')
       on conflict (scope, key) do update set fingerprint = excluded.fingerprint, state = 'pending', answer = null,
         created_at = now(), updated_at = now(), expires_at = excluded.expires_at
       where idempotency_key.expires_at <= now()
         or (idempotency_key.state = 'pending' and idempotency_key.updated_at < now() - cast(? as double precision) * interval '1 second')
       returning key`,
      [owner, key, fingerprint, IDEMPOTENCY.ttlHours, IDEMPOTENCY.abandonedSeconds],
    );
    if (claimed.length) return 'claimed';
    const [row] = await this.run<{ fingerprint: string; state: string; answer: Record<string, unknown> | null }>(
      'select fingerprint, state, answer from idempotency_key where scope = ? and key = ?',
      [owner, key],
    );
    // Released between the two statements: claim it again.
    if (!row) return this.claim({ owner, key, fingerprint });
    return { fingerprint: row.fingerprint, answer: row.state === 'done' ? row.answer : null };
  }

  /** The first request's answer once it has one; 'released' when it failed; 'pending' when it is still running after waitMs. */
  async waitForAnswer({ owner, key }: Claim): Promise<Record<string, unknown> | 'released' | 'pending'> {
    for (let waited = 0; waited < IDEMPOTENCY.waitMs; waited += IDEMPOTENCY.pollMs) {
      await sleep(IDEMPOTENCY.pollMs);
      const [row] = await this.run<{ state: string; answer: Record<string, unknown> | null }>(
        'select state, answer from idempotency_key where scope = ? and key = ?',
        [owner, key],
      );
      if (!row) return 'released';
      if (row.state === 'done' && row.answer) return row.answer;
    }
    return 'pending';
  }

  async keep({ owner, key, fingerprint }: Claim, answer: unknown): Promise<void> {
    await this.run(
      `update idempotency_key set state = 'done', answer = cast(? as jsonb), updated_at = now() where scope = ? and key = ? and fingerprint = ?`,
      [JSON.stringify(answer), owner, key, fingerprint],
    );
    // Expired keys go a few at a time with the keys that are kept (no sweep of its own; rows locked elsewhere are skipped).
    await this.run(
      `delete from idempotency_key where ctid in (select ctid from idempotency_key where expires_at < now() limit 100 for update skip locked)`,
      [],
    );
  }

  async release({ owner, key, fingerprint }: Claim): Promise<void> {
    await this.run(`delete from idempotency_key where scope = ? and key = ? and fingerprint = ? and state = 'pending'`, [
      owner,
      key,
      fingerprint,
    ]);
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const rootFields = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));

/** An error of the operation, on its first root field (the REST door answers an error without a path as a bad variable). */
const refused = (fields: string[], error: DomainError): ExecutionResult => ({
  errors: [new GraphQLError(error.message, { path: fields.slice(0, 1), originalError: error })],
});

/**
 * The variables as plain data, object keys sorted: files (uploads) count by their place only, and a captcha not at
 * all (a proof of work, not part of the request: a retry may carry a newly solved one).
 */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return '[file]';
  return Object.fromEntries(
    Object.keys(value)
      .filter((k) => k !== 'captcha')
      .sort()
      .map((k) => [k, plain((value as Record<string, unknown>)[k])]),
  );
}

/**
 * Without a key, a repeated submission collapses in its service: fn runs in a transaction that first takes a
 * transaction-scoped advisory lock named `name` (what makes two submissions the same: the page, the sender, the
 * text...), so concurrent duplicates run one after another and each sees what the one before it committed. fn is
 * told whether it waited for the lock: another request held it, so this one is a concurrent duplicate.
 */
export async function underLock<T>(em: EntityManager, name: string, fn: (em: EntityManager, waited: boolean) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    const lock = (sql: string) => tx.getConnection().execute<Array<{ free?: boolean }>>(sql, [name], 'all', tx.getTransactionContext());
    const [tried] = await lock('select pg_try_advisory_xact_lock(hashtextextended(?, 0)) as free');
    if (tried?.free) return fn(tx, false);
    await lock('select pg_advisory_xact_lock(hashtextextended(?, 0))');
    return fn(tx, true);
  });
}

/** A short digest of what a submission was made of (the lock's name, or what is stored to recognise it again). */
export const digestOf = (value: unknown): string => sha256(JSON.stringify(plain(value)));

/** How long the same submission from the same sender (a message, a memory, a reset request) counts as a repeat. */
export const REPEAT_WINDOW_MINUTES = 10;
export const repeatSince = (minutes: number = REPEAT_WINDOW_MINUTES) => new Date(Date.now() - minutes * 60_000);
