import { DIRECTORY_SEARCH_MAX } from '@memorial/schema';
import type { RestRoute } from '../route.js';
import { str } from '../route.js';

const INT_MAX = 2 ** 31 - 1;

/** ?page= as a number: not a whole number is the first page; beyond GraphQL's Int, the largest (the last page answers). */
function pageParam(v: unknown): number | undefined {
  const text = str(Array.isArray(v) ? v[0] : v)?.trim();
  if (!text || !/^-?\d+$/.test(text)) return undefined;
  return Math.max(Math.min(Number(text), INT_MAX), -INT_MAX);
}

export const directoryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/funeral-homes/:code/obituaries',
    summary: "Find a loved one: a funeral home's public obituaries, newest death first, 20 a page (?search=&page=).",
    query: {
      search: {
        schema: { type: 'string', maxLength: DIRECTORY_SEARCH_MAX },
        description: `Words of the name, at most ${DIRECTORY_SEARCH_MAX} characters (else 400): each is part of the name or close to a word of it (accents and case ignored). Absent or empty: every public obituary.`,
      },
      page: {
        schema: { type: 'integer', minimum: 1, default: 1 },
        description: 'The page, from 1; below 1 is read as 1, past the last page answers the last. Absent or not a whole number: 1.',
      },
    },
    operation: `query ObituaryIndex($home: String!, $search: String, $page: Int) {
      obituaryIndex(home: $home, search: $search, page: $page) {
        home { code name } search page pageCount total entries { opi slug fullName birthDate deathDate portraitUrl }
      }
    }`,
    variables: ({ params, query }) => ({
      home: params['code'],
      search: str(Array.isArray(query['search']) ? query['search'][0] : query['search']) ?? null,
      page: pageParam(query['page']) ?? null,
    }),
    shared: true,
  },
];
