import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';

const StaffDecedentsPageQuery = graphql(`
  query StaffDecedentsPage($search: String, $locationCode: String, $isPrivate: Boolean, $isFreeze: Boolean, $page: Int!, $pageSize: Int!) {
    staffDecedents(search: $search, locationCode: $locationCode, isPrivate: $isPrivate, isFreeze: $isFreeze, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      decedents {
        id
        opi
        ...DecedentName_decedent
        dateOfBirth
        dateOfDeath
        isPrivate
        isFreeze
        pageViews {
          last30Days
        }
        funeralHome {
          code
          name
        }
        arrangementSteps {
          key
          state
          isLocked
        }
      }
    }
  }
`);

export const PAGE_SIZE = 20;
const flag = (value: string | null) => (value === 'yes' ? true : value === 'no' ? false : null);

/** The filters of /admin/decedents, as they are kept in the address. */
export interface Filters {
  search: string;
  home: string;
  privacy: string;
  lock: string;
  page: number;
}

/** Sets one filter. */
export type UpdateFilter = <K extends keyof Filters>(key: K, value: Filters[K]) => void;

const FILTER_KEYS = { search: 'search', home: 'home', privacy: 'private', lock: 'locked', page: 'page' } as const;

function filtersOf(params: URLSearchParams): Filters {
  return {
    search: params.get('search') ?? '',
    home: params.get('home') ?? '',
    privacy: params.get('private') ?? '',
    lock: params.get('locked') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function paramsOf(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(FILTER_KEYS) as (keyof Filters)[]) {
    const value = filters[key];
    if (value && !(key === 'page' && value === 1)) params.set(FILTER_KEYS[key], String(value));
  }
  return params;
}

/** The filters of the list, mirrored into the address, and the search as one types it. */
function useDecedentFilters() {
  const [params, setParams] = useSearchParams();
  // The filters live here and are mirrored into the address (to share it and to come back to it):
  // the list never waits for a navigation to finish.
  const [filters, setFilters] = useState<Filters>(() => filtersOf(params));
  const [typed, setTyped] = useState(filters.search);
  const queryString = paramsOf(filters).toString() ? `?${paramsOf(filters).toString()}` : '';

  /** One filter changes; the list starts again at page 1 unless the page is what changed. */
  const latest = useRef(filters);
  latest.current = filters;
  const update: UpdateFilter = (key, value) => {
    const next = { ...latest.current, [key]: value, ...(key === 'page' ? {} : { page: 1 }) };
    latest.current = next;
    setFilters(next);
    setParams(paramsOf(next), { replace: key !== 'page' });
  };

  // Searching as one types, once the typing pauses (update reads the latest filters, so it need not be a dependency).
  const searchFor = useEffectEvent((value: string) => update('search', value));
  const { search } = filters;
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => searchFor(typed.trim()), 350);
    return () => clearTimeout(timer);
  }, [typed, search]);

  return { filters, update, typed, setTyped, queryString };
}

/** /admin/decedents: the filters, the page of decedents they select and the number of pages. */
export function useStaffDecedents() {
  const { filters, update, typed, setTyped, queryString } = useDecedentFilters();
  const { search, home, privacy, lock, page } = filters;
  const { data, loading, previousData } = useQuery(StaffDecedentsPageQuery, {
    variables: {
      search: search || null,
      locationCode: home || null,
      isPrivate: flag(privacy),
      isFreeze: flag(lock),
      page,
      pageSize: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.staffDecedents;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  return { filters, update, typed, setTyped, queryString, result, loading, pages };
}
