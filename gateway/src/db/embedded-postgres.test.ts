import exitHook from 'async-exit-hook';
import { describe, expect, it } from 'vitest';
import { ManagedPostgres } from './embedded-postgres.js';

describe('embedded PostgreSQL and the process', () => {
  it('leaves signals, beforeExit and the exit code to the gateway and the test runner', () => {
    expect(ManagedPostgres).toBeTypeOf('function');
    // With SIGTERM hooked, PostgreSQL stopped under requests in flight; with beforeExit hooked, a failed run exited 0.
    expect(exitHook.hookedEvents()).toEqual([]);
    expect(process.listenerCount('beforeExit')).toBe(0);
  });
});
