import { DIRECTORY_SEARCH_TEXTS, DIRECTORY_PAGE_SIZE, DIRECTORY_SEARCH_MAX, FUNERAL_HOMES, t } from '@memorial/schema';
import { DomainError } from '../../errors.js';
import type { RequestScope } from '../../request/scope.js';
import { fullName, pageSlug, portraitPath } from '../decedent/index.js';
import { directoryParams, directorySql, type DirectoryRow } from './directory.sql.js';
import type { ObituaryIndex, ObituaryIndexEntry } from './directory.types.js';

/** The largest page number a caller may ask for (GraphQL's Int); anything past the last page answers the last. */
const MAX_PAGE = 2 ** 31 - 1;

/** The search as applied: trimmed, inner spaces collapsed; null when empty. Refused when too long. */
function searchOf(search: string | null | undefined): string | null {
  const trimmed = (search ?? '').trim().replace(/\s+/g, ' ');
  if ([...trimmed].length > DIRECTORY_SEARCH_MAX) throw DomainError.invalid({ search: t(DIRECTORY_SEARCH_TEXTS, 'searchTooLong') });
  return trimmed || null;
}

/** A page number as asked (any integer, or none) within 1 and MAX_PAGE. */
const pageOf = (page: number | null | undefined) => Math.min(Math.max(Math.trunc(page ?? 1) || 1, 1), MAX_PAGE);

const entryOf = (r: DirectoryRow & { opi: string }): ObituaryIndexEntry => {
  const person = { prefix: r.prefix, firstName: r.first_name, middleName: r.middle_name, lastName: r.last_name };
  return {
    opi: r.opi,
    slug: pageSlug(person),
    fullName: r.display_name || fullName(person),
    birthDate: r.date_of_birth,
    deathDate: r.date_of_death,
    portraitUrl: portraitPath(r.opi, r.picture_url),
  };
};

/** Find a loved one: the public obituary index of a funeral home, read by anyone. */
export class DirectoryService {
  constructor(private readonly ctx: RequestScope) {}

  /** One page of the home's public obituaries (matching the search), in one statement. NOT_FOUND for an unknown home. */
  async obituaryIndex(homeCode: string, search?: string | null, page?: number | null): Promise<ObituaryIndex> {
    const home = FUNERAL_HOMES.find((h) => h.code === homeCode.trim().toUpperCase());
    if (!home) throw DomainError.notFound(t(DIRECTORY_SEARCH_TEXTS, 'homeMissing'));
    const applied = searchOf(search);
    const words = applied ? applied.split(' ') : [];
    const asked = pageOf(page);
    const rows = await this.ctx.em
      .getConnection()
      .execute<DirectoryRow[]>(
        directorySql(home === FUNERAL_HOMES[0], words.length),
        directoryParams({ home: home.code, words, page: asked }),
      );
    const total = rows[0]?.total ?? 0;
    const pageCount = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
    return {
      home,
      search: applied,
      page: Math.min(asked, pageCount),
      pageCount,
      total,
      entries: rows.filter((r): r is DirectoryRow & { opi: string } => r.opi !== null).map(entryOf),
    };
  }
}
