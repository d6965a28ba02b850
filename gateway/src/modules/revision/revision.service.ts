import DataLoader from 'dataloader';
import { currentLocale, SAVE_CONFLICT, SAVE_CONFLICT_WHAT, t, type MessageKey } from '@memorial/schema';
import { DomainError } from '../../errors.js';
import type { RequestScope } from '../../request/scope.js';

export type SavedThing = MessageKey<typeof SAVE_CONFLICT_WHAT>;

/** The key of a record's version: its kind and its id (a certificate section is `certificate.<section>`). */
export const recordKey = (kind: string, id: number | string) => `${kind}:${id}`;

interface SavedRow {
  version: number;
  saved_at: Date | string;
  saved_by_id: number | null;
  first_name: string | null;
  last_name: string | null;
}

/**
 * Versions of edited records. A save claims the next version of its record, naming the version it was made from:
 * one atomic statement, so of two saves made from the same version exactly one passes, on any number of replicas.
 */
export class RevisionService {
  constructor(private readonly ctx: RequestScope) {}

  /** Versions this request has claimed already: a save retried within the request (a raced first insert) passes again. */
  private readonly claimed = new Map<string, number>();

  /** The current version of each record (0 for one never saved since versions began). */
  async versions(records: readonly string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>(records.map((r) => [r, 0]));
    if (records.length === 0) return found;
    const rows: { record: string; version: number }[] = await this.ctx.em
      .getConnection()
      .execute('select record, version from revision where record in (?)', [records as string[]]);
    for (const row of rows) found.set(row.record, row.version);
    return found;
  }

  /** Versions asked for by the fields of one answer (a list of records: one statement), never kept: a save moves them. */
  private readonly loader = new DataLoader<string, number>(
    async (records) => {
      const found = await this.versions(records);
      return records.map((r) => found.get(r) ?? 0);
    },
    { cache: false },
  );

  /** One record's current version, read with the others asked for in the same tick (a field of a list's items). */
  load(record: string): Promise<number> {
    return this.loader.load(record);
  }

  /**
   * Claims the next version of a record for a save made from `expected`, and answers it. A save made from an older
   * version is refused (409) with who saved the record and when, in the funeral home's `zone`; nothing is claimed.
   * Without `expected` (a legacy REST body without If-Match) the save goes on over whatever is there.
   */
  async claim(record: string, expected: number | null | undefined, what: SavedThing, zone: string): Promise<number> {
    const again = this.claimed.get(record);
    if (again !== undefined) return again;
    const by = this.ctx.viewer?.userId ?? null;
    const connection = this.ctx.em.getConnection();
    const updated: { version: number }[] = await connection.execute(
      `update revision set version = version + 1, saved_by_id = ?, saved_at = now()
        where record = ? and (?::int is null or version = ?) returning version`,
      [by, record, expected ?? null, expected ?? null],
    );
    let version = updated[0]?.version;
    if (version === undefined && (expected == null || expected === 0)) {
      const inserted: { version: number }[] = await connection.execute(
        `insert into revision (record, version, saved_by_id) values (?, 1, ?) on conflict (record) do nothing returning version`,
        [record, by],
      );
      version = inserted[0]?.version;
      // Another first save came between the two statements: without a version to keep, save over it.
      if (version === undefined && expected == null) return this.claim(record, undefined, what, zone);
    }
    if (version === undefined) throw await this.conflict(record, what, zone);
    this.claimed.set(record, version);
    return version;
  }

  private async conflict(record: string, what: SavedThing, zone: string): Promise<DomainError> {
    const rows: SavedRow[] = await this.ctx.em.getConnection().execute(
      `select r.version, r.saved_at, r.saved_by_id, u.first_name, u.last_name
         from revision r left join "app_user" u on u.id = r.saved_by_id where r.record = ?`,
      [record],
    );
    const row = rows[0];
    const who = !row
      ? t(SAVE_CONFLICT, 'someone')
      : row.saved_by_id !== null && row.saved_by_id === this.ctx.viewer?.userId
        ? t(SAVE_CONFLICT, 'you')
        : [row.first_name, row.last_name].filter(Boolean).join(' ') || t(SAVE_CONFLICT, 'someone');
    return new DomainError(
      'CONFLICT',
      t(SAVE_CONFLICT, 'savedAfterYou', {
        who,
        what: t(SAVE_CONFLICT_WHAT, what),
        when: whenSaved(new Date(row?.saved_at ?? Date.now()), zone),
      }),
    );
  }
}

/** "at 3:12 PM" today on the funeral home's clock, "on November 27 at 3:12 PM" another day (in the request's language). */
function whenSaved(at: Date, zone: string): string {
  const locale = currentLocale() === 'en' ? 'en-US' : currentLocale();
  const time = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(at);
  const day = new Intl.DateTimeFormat(locale, { timeZone: zone, month: 'long', day: 'numeric' });
  const date = day.format(at);
  return date === day.format(new Date()) ? t(SAVE_CONFLICT, 'at', { time }) : t(SAVE_CONFLICT, 'onAt', { date, time });
}
