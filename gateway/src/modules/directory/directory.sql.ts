import { DIRECTORY_PAGE_SIZE, FUNERAL_HOMES } from '@memorial/schema';
import { PUBLIC_SQL } from '../sitemap/index.js';

/**
 * The obituary index of one funeral home in one statement, at any page number: the matching public pages (ids and
 * dates only), their count, and the asked page of them, newest death first, each with its obituary's display name.
 * A page past the last answers the last page (its offset is clamped in the statement, where the count is known).
 *
 * Which pages: the public ones, by the sitemap's own rule (PUBLIC_SQL: not private). Whose: the funeral home
 * the page shows (funeralHomeFor): its code, or, for the main home, also no code or a code of no funeral home.
 * The name search: each word of it, without accents and in lower case, is part of the name (LIKE: "Jo", "Whitmor")
 * or close to a word of it (pg_trgm's <<%, strict word similarity at least pg_trgm.strict_word_similarity_threshold,
 * 0.5 by default: "Elanor", "Whitmre"; the looser <% at its 0.6 missed "Elanor"), both served by the GIN trigram
 * index on decedent_search_name() (Migration20261129100000). pg_trgm reads punctuation as a space between words.
 */
const NAME = 'decedent_search_name(d.first_name, d.middle_name, d.last_name, d.maiden_name, d.preferred_first_name)';
const WORD = 'immutable_unaccent(lower(?))';
/** One word of the search: `?` are the word escaped for LIKE (backslash as escape), then the word itself. */
const WORD_SQL = `(${NAME} like '%' || ${WORD} || '%' escape '\\' or ${WORD} <<% ${NAME})`;

/** LIKE's own characters taken literally: %, _ and the escape character. */
const likeEscaped = (word: string) => word.replace(/[\\%_]/g, '\\$&');

/** The pages the main home shows: its own, and those whose code names no funeral home (codes are [A-Z]+, quoted as they are). */
const MAIN_HOME_SQL = `(d.location_code = ? or d.location_code is null or d.location_code not in (${FUNERAL_HOMES.map((h) => `'${h.code}'`).join(', ')}))`;

/** The statement for the main home or another, and a search of `words` words; its parameters are directoryParams's. */
export function directorySql(main: boolean, words: number): string {
  const search = Array.from({ length: words }, () => ` and ${WORD_SQL}`).join('');
  return `with matches as (
      select d.id, d.date_of_death from decedent d
      where ${PUBLIC_SQL}
        and ${main ? MAIN_HOME_SQL : 'd.location_code = ?'}${search}
    ), counted as (select count(*)::int as total from matches)
    select counted.total, d.opi, d.prefix, d.first_name, d.middle_name, d.last_name, d.picture_url,
      to_char(d.date_of_birth, 'YYYY-MM-DD') as date_of_birth, to_char(d.date_of_death, 'YYYY-MM-DD') as date_of_death,
      (select o.display_name from obituary o where o.decedent_id = d.id) as display_name
    from counted
    left join lateral (
      select m.id, m.date_of_death from matches m order by m.date_of_death desc nulls last, m.id desc
      offset least(?::bigint, (greatest(counted.total, 1) - 1) / ${DIRECTORY_PAGE_SIZE} * ${DIRECTORY_PAGE_SIZE}) limit ${DIRECTORY_PAGE_SIZE}
    ) page on true
    left join decedent d on d.id = page.id
    order by page.date_of_death desc nulls last, page.id desc`;
}

interface DirectoryQuery {
  home: string;
  words: readonly string[];
  /** 1-based, at least 1. */
  page: number;
}

export function directoryParams(q: DirectoryQuery): unknown[] {
  return [q.home, ...q.words.flatMap((w) => [likeEscaped(w), w]), (q.page - 1) * DIRECTORY_PAGE_SIZE];
}

/** A row: the count, and a page's columns (null on every column but total when nothing matches). */
export interface DirectoryRow {
  total: number;
  opi: string | null;
  prefix: string | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  picture_url: string | null;
  date_of_birth: string | null;
  date_of_death: string | null;
  display_name: string | null;
}
