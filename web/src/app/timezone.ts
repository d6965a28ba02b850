let zone: string | undefined;

/**
 * The visitor's own IANA zone, as the browser guesses it (memorial-portal 9: events use the guessed local time zone).
 * Asked once: a new Intl.DateTimeFormat on every render of the memorial page cost a phone tens of milliseconds.
 */
export function browserTimeZone(): string {
  if (zone === undefined) {
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      zone = 'UTC';
    }
  }
  return zone;
}
