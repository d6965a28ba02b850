import type { Logger } from '../logger.js';

/** Work that runs in every gateway process on a timer, and on demand. */
export interface PeriodicJob<T> {
  /** Runs now (or joins the run in progress); answers what it did. */
  run(): Promise<T>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs work every everyMs (the first run one period after the start), one run at a time in this
 * process: a tick during a run is skipped, a failed run is logged and tried again on the next tick.
 */
export function startPeriodic<T>(name: string, everyMs: number, logger: Logger, work: () => Promise<T>): PeriodicJob<T> {
  let running: Promise<T> | null = null;

  function run(): Promise<T> {
    running ??= work().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (running) return;
    run().catch((err) => logger.warn({ err }, `${name} failed; it runs again on the next tick`));
  }, everyMs);
  timer.unref();

  return {
    run,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
