/** The visitor's own IANA zone, as the browser guesses it (memorial-portal 9: events use the guessed local time zone). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
