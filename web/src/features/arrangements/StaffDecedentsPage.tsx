import { useEffect, useRef, useState } from 'react';
import {
  Anchor,
  Badge,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { FUNERAL_HOMES } from '@memorial/schema';
import { graphql } from '../../gql';
import { formatCardDate } from '../../app/format';
import { decedentName } from '../../app/decedentName';
import { LockIcon } from '../../app/icons';
import { ArrangementFrame } from './ArrangementFrame';
import { SearchIcon } from './icons';
import { summaryPath } from './paths';
import { useSession } from '../../app/session';

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
      }
    }
  }
`);

export const PAGE_SIZE = 20;
const TITLE = 'Arrangements Summary';
const HOMES = FUNERAL_HOMES.map((h) => ({ value: h.code, label: h.name }));
const flag = (value: string | null) => (value === 'yes' ? true : value === 'no' ? false : null);

/** /admin/decedents: every decedent record, searchable and filtered, each leading to its arrangements (arrangements-portal 2.1, 2.3). */
interface Filters {
  search: string;
  home: string;
  privacy: string;
  lock: string;
  page: number;
}

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

/** /admin/decedents: every decedent record, searchable and filtered, each leading to its arrangements (arrangements-portal 2.1, 2.3). */
export function StaffDecedentsPage() {
  const [params, setParams] = useSearchParams();
  // The filters live here and are mirrored into the address (to share it and to come back to it):
  // the list never waits for a navigation to finish.
  const [filters, setFilters] = useState<Filters>(() => filtersOf(params));
  const { search, home, privacy, lock, page } = filters;
  // The cemetery location is the administrator's to set (legacy PUT /decedent/{id}/location is admin only).
  const isAdmin = useSession().role === 'admin';
  const [typed, setTyped] = useState(search);
  const queryString = paramsOf(filters).toString() ? `?${paramsOf(filters).toString()}` : '';

  /** One filter changes; the list starts again at page 1 unless the page is what changed. */
  const latest = useRef(filters);
  latest.current = filters;
  const update = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    const next = { ...latest.current, [key]: value, ...(key === 'page' ? {} : { page: 1 }) };
    latest.current = next;
    setFilters(next);
    setParams(paramsOf(next), { replace: key !== 'page' });
  };

  // Searching as one types, once the typing pauses (update reads the latest filters, so it need not be a dependency).
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => update('search', typed.trim()), 350);
    return () => clearTimeout(timer);
  }, [typed, search]);

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
  const link = (opi: string) => summaryPath('admin', opi, queryString);

  // The staff's breadcrumbs begin here (arrangements-portal 2.3): this list is their dashboard.
  return (
    <ArrangementFrame
      title={TITLE}
      crumbs={[{ label: 'Dashboard', to: '/admin/decedents', current: true }]}
      lead="Every decedent record. Open one to see its arrangement steps."
    >
      <Paper withBorder p="md" className="guide-card" component="section" aria-label="Filters">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <TextInput
            label="Search"
            placeholder="Name or case number"
            leftSection={<SearchIcon size={16} />}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            type="search"
          />
          <Select
            label="Funeral Home"
            placeholder="All funeral homes"
            data={HOMES}
            value={home || null}
            onChange={(value) => update('home', value ?? '')}
            clearable
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="privacy-filter">
              Website
            </Text>
            <SegmentedControl
              aria-labelledby="privacy-filter"
              value={privacy}
              onChange={(value) => update('privacy', value)}
              data={[
                { value: '', label: 'All' },
                { value: 'no', label: 'Public' },
                { value: 'yes', label: 'Private' },
              ]}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="lock-filter">
              Certificate
            </Text>
            <SegmentedControl
              aria-labelledby="lock-filter"
              value={lock}
              onChange={(value) => update('lock', value)}
              data={[
                { value: '', label: 'All' },
                { value: 'no', label: 'Open' },
                { value: 'yes', label: 'Locked' },
              ]}
            />
          </Stack>
        </SimpleGrid>
      </Paper>

      <section aria-label="Decedents" aria-busy={loading || undefined}>
        {!result ? (
          <Stack gap="sm">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={48} radius="md" />
            ))}
          </Stack>
        ) : result.decedents.length === 0 ? (
          <Paper withBorder p="xl" ta="center" className="guide-card">
            <Text c="stone.8">No decedents match these filters.</Text>
          </Paper>
        ) : (
          <Stack gap="md">
            <Text size="sm" c="stone.7" role="status">
              {result.total === 1 ? '1 decedent' : `${result.total} decedents`}
            </Text>
            <Table.ScrollContainer minWidth={760} visibleFrom="sm">
              <Table className="decedent-table" highlightOnHover verticalSpacing="sm" horizontalSpacing="md" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Case</Table.Th>
                    <Table.Th>Date of Birth</Table.Th>
                    <Table.Th>Date of Death</Table.Th>
                    <Table.Th>Funeral Home</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th ta="right">
                      Views
                      <Text component="span" display="block" size="xs" fw={400} c="stone.7">
                        last 30 days
                      </Text>
                    </Table.Th>
                    <Table.Th>Events</Table.Th>
                    {isAdmin && <Table.Th>Cemetery</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.decedents.map((d) => (
                    <Table.Tr key={d.id}>
                      <Table.Td>
                        <Anchor component={Link} to={link(d.opi)} fw={600} c="sage.8">
                          {decedentName(d) || d.opi}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{d.opi}</Table.Td>
                      <Table.Td>{formatCardDate(d.dateOfBirth)}</Table.Td>
                      <Table.Td>{formatCardDate(d.dateOfDeath)}</Table.Td>
                      <Table.Td>{d.funeralHome.name}</Table.Td>
                      <Table.Td>
                        <StatusBadges isPrivate={d.isPrivate} isFreeze={d.isFreeze} />
                      </Table.Td>
                      <Table.Td ta="right" data-testid="page-views">
                        {views(d.pageViews)}
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/${encodeURIComponent(d.opi)}/events`} c="sage.8">
                          Events<span className="visually-hidden"> of {decedentName(d) || d.opi}</span>
                        </Anchor>
                      </Table.Td>
                      {isAdmin && (
                        <Table.Td>
                          <Anchor component={Link} to={`/admin/${encodeURIComponent(d.opi)}/location`} c="sage.8">
                            Location<span className="visually-hidden"> of {decedentName(d) || d.opi}</span>
                          </Anchor>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack gap="sm" hiddenFrom="sm" component="ul" className="plain-list">
              {result.decedents.map((d) => (
                <Paper key={d.id} component="li" withBorder p="md" className="decedent-row-card">
                  <Anchor component={Link} to={link(d.opi)} fw={600} c="sage.8" className="stretched-link">
                    {decedentName(d) || d.opi}
                  </Anchor>
                  <Text size="sm" c="stone.7">
                    {d.opi} · {formatCardDate(d.dateOfBirth)} – {formatCardDate(d.dateOfDeath)}
                  </Text>
                  <Text size="sm" c="stone.7">
                    {d.funeralHome.name}
                  </Text>
                  <Text size="sm" c="stone.7">
                    {views(d.pageViews)} page {d.pageViews?.last30Days === 1 ? 'view' : 'views'} in the last 30 days
                  </Text>
                  <Group mt={6}>
                    <StatusBadges isPrivate={d.isPrivate} isFreeze={d.isFreeze} />
                    <Anchor
                      component={Link}
                      to={`/admin/${encodeURIComponent(d.opi)}/events`}
                      c="sage.8"
                      size="sm"
                      className="above-stretched-link"
                    >
                      Events<span className="visually-hidden"> of {decedentName(d) || d.opi}</span>
                    </Anchor>
                    {isAdmin && (
                      <Anchor
                        component={Link}
                        to={`/admin/${encodeURIComponent(d.opi)}/location`}
                        c="sage.8"
                        size="sm"
                        className="above-stretched-link"
                      >
                        Location<span className="visually-hidden"> of {decedentName(d) || d.opi}</span>
                      </Anchor>
                    )}
                  </Group>
                </Paper>
              ))}
            </Stack>
            {pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={pages}
                  value={page}
                  onChange={(p) => update('page', p)}
                  getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                  getControlProps={(control) => ({ 'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page` })}
                />
              </Group>
            )}
          </Stack>
        )}
      </section>
    </ArrangementFrame>
  );
}

/** The page views of the last 30 days (the staff read every decedent's; an unreadable count shows as a dash). */
const views = (stats: { last30Days: number } | null | undefined) => (stats ? stats.last30Days.toLocaleString('en-US') : '–');

function StatusBadges({ isPrivate, isFreeze }: { isPrivate: boolean; isFreeze: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color={isPrivate ? 'stone' : 'sage'} radius="sm" miw="max-content">
        {isPrivate ? 'Private' : 'Public'}
      </Badge>
      {isFreeze && (
        <Badge variant="light" color="red" radius="sm" miw="max-content" leftSection={<LockIcon size={11} />}>
          Locked
        </Badge>
      )}
    </Group>
  );
}
