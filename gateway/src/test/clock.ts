import type { Clock } from '../jobs/clock.js';

/** A clock a test sets: background jobs (reminders) read their time from it instead of the system's. */
export class TestClock implements Clock {
  private at: Date;
  constructor(start: Date = new Date()) {
    this.at = new Date(start);
  }
  now(): Date {
    return new Date(this.at);
  }
  set(at: Date): void {
    this.at = new Date(at);
  }
}
