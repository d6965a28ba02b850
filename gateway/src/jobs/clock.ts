/** Where background work reads the time: the system's, or one a test sets (test/clock.ts). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
