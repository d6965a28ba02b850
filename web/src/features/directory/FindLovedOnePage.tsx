import { useQuery } from '@apollo/client/react';
import { Button, Container, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form, Link, useParams, useSearchParams } from 'react-router';
import { DIRECTORY_MESSAGES, DIRECTORY_SEARCH_TEXTS, DIRECTORY_SEARCH_MAX, funeralHomeFor, MESSAGES } from '@memorial/schema';
import { describeError, errorCode } from '../../app/errors';
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from '../../app/icons';
import { useT } from '../../app/i18n';
import { PageShell } from '../../app/layout/PageShell';
import { PageState } from '../../app/layout/PageState';
import { initialsOf } from '../../app/decedentName';
import { LifeDates, LifeDatesFragment } from '../../app/LifeDates';
import { graphql, makeFragmentData } from '../../gql';
import type { ObituaryIndexPageQuery } from '../../gql/graphql';
import './directory.css';

const ObituaryIndexPageQueryDocument = graphql(`
  query ObituaryIndexPage($home: String!, $search: String, $page: Int) {
    obituaryIndex(home: $home, search: $search, page: $page) {
      home {
        code
        name
      }
      search
      page
      pageCount
      total
      entries {
        opi
        slug
        fullName
        birthDate
        deathDate
        portraitUrl
      }
    }
  }
`);

type Index = ObituaryIndexPageQuery['obituaryIndex'];
type Entry = Index['entries'][number];

/** The largest page GraphQL's Int carries; the gateway answers the last page for anything past it. */
const MAX_PAGE = 2 ** 31 - 1;
/** Portraits of the first rows load at once (they are on the first screen); the rest when scrolled near. */
const EAGER_PORTRAITS = 4;
/** The portrait's box, in CSS pixels (a 4:5 photo, as the memorial page shows it). */
const PORTRAIT = { width: 72, height: 90 } as const;

/** ?page= as the gateway takes it: a whole number (within GraphQL's Int), else none (the first page). */
function pageParam(value: string | null): number | null {
  if (!value || !/^\s*-?\d+\s*$/.test(value)) return null;
  return Math.max(Math.min(Number(value), MAX_PAGE), -MAX_PAGE);
}

/** A page of the index at a page number and search, as a link: ?page=2&search=... (the first page has no page). */
function indexLink(page: number, search: string | null): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (search) params.set('search', search);
  const query = params.toString();
  return query ? `?${query}` : '.';
}

/**
 * Find a loved one (/find/{home}): a funeral home's public obituaries, newest first, with a name search. Rendered on
 * the server as well: one query whose variables are the URL's, a GET form and plain links, so it works without
 * JavaScript too.
 */
export function FindLovedOnePage() {
  const { home = '' } = useParams();
  const [params] = useSearchParams();
  const search = params.get('search');
  const { data, loading, error } = useQuery(ObituaryIndexPageQueryDocument, {
    variables: { home, search, page: pageParam(params.get('page')) },
    context: { pageStates: ['NOT_FOUND', 'BAD_USER_INPUT'] },
  });
  const index = data?.obituaryIndex;
  const known = funeralHomeFor(home.toUpperCase());
  const homeFound = known.code === home.toUpperCase();
  const t = useT();

  if (errorCode(error) === 'NOT_FOUND' || !homeFound) {
    return (
      <PageShell>
        <PageState kind="missing" message={t(MESSAGES, 'missingPage')} />
      </PageShell>
    );
  }
  const searchError =
    errorCode(error) === 'BAD_USER_INPUT' ? (describeError(error).message ?? t(DIRECTORY_SEARCH_TEXTS, 'searchTooLong')) : null;
  return (
    <PageShell homeName={known.name} homeCode={known.code}>
      <Container size="md" py={{ base: 'lg', sm: 'xl' }} className="directory">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1}>{t(DIRECTORY_MESSAGES, 'title')}</Title>
            <Text c="stone.8">{t(DIRECTORY_SEARCH_TEXTS, 'lead', { home: known.name })}</Text>
          </Stack>
          <SearchForm search={search} error={searchError} />
          {index ? <IndexResults index={index} /> : loading ? <ResultsLoading /> : null}
        </Stack>
      </Container>
    </PageShell>
  );
}

/** The name search: a real GET form, so it works before the page's code has loaded, or without it. */
function SearchForm({ search, error }: { search: string | null; error: string | null }) {
  const t = useT();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" className="directory__search">
      <Form method="get" role="search" aria-label={t(DIRECTORY_MESSAGES, 'title')}>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            key={search ?? ''}
            className="directory__input"
            name="search"
            type="search"
            label={t(DIRECTORY_SEARCH_TEXTS, 'searchLabel')}
            placeholder={t(DIRECTORY_SEARCH_TEXTS, 'searchPlaceholder')}
            defaultValue={search ?? ''}
            maxLength={DIRECTORY_SEARCH_MAX}
            autoComplete="off"
            error={error}
          />
          <Button type="submit" leftSection={<SearchIcon size={16} />} className="directory__submit">
            {t(DIRECTORY_SEARCH_TEXTS, 'searchButton')}
          </Button>
        </Group>
      </Form>
    </Paper>
  );
}

function ResultsLoading() {
  const t = useT();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t(DIRECTORY_SEARCH_TEXTS, 'loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={PORTRAIT.height + 24} radius="md" />
      ))}
    </Stack>
  );
}

/** The count, the entries (or why there are none) and the pages. */
function IndexResults({ index }: { index: Index }) {
  const { search, total } = index;
  const t = useT();
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text fw={600} role="status">
          {search ? t(DIRECTORY_SEARCH_TEXTS, 'resultsMatching', { total, search }) : t(DIRECTORY_SEARCH_TEXTS, 'results', { total })}
        </Text>
        {search && (
          <Button component={Link} to="." variant="subtle" size="compact-sm">
            {t(DIRECTORY_SEARCH_TEXTS, 'clearSearch')}
          </Button>
        )}
      </Group>
      {index.entries.length === 0 ? (
        <Paper withBorder p="lg" radius="md" ta="center">
          <Text c="stone.8">{search ? t(DIRECTORY_SEARCH_TEXTS, 'noMatch', { search }) : t(DIRECTORY_SEARCH_TEXTS, 'empty')}</Text>
        </Paper>
      ) : (
        <ol className="directory__list">
          {index.entries.map((entry, i) => (
            <li key={entry.opi}>
              <EntryCard entry={entry} eager={i < EAGER_PORTRAITS} />
            </li>
          ))}
        </ol>
      )}
      <Pager index={index} />
    </Stack>
  );
}

/** One obituary: a link to its official page, with the portrait, the name and the dates. */
function EntryCard({ entry, eager }: { entry: Entry; eager: boolean }) {
  const dates = makeFragmentData({ dateOfBirth: entry.birthDate, dateOfDeath: entry.deathDate }, LifeDatesFragment);
  const initials = initialsOf(entry.fullName);
  const t = useT();
  return (
    <Link className="directory-entry" to={`/name/${entry.slug}/${encodeURIComponent(entry.opi)}`}>
      <span className="directory-entry__photo">
        {entry.portraitUrl ? (
          <img
            src={entry.portraitUrl}
            alt={t(DIRECTORY_SEARCH_TEXTS, 'portraitOf', { name: entry.fullName })}
            width={PORTRAIT.width}
            height={PORTRAIT.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span aria-hidden>{initials}</span>
        )}
      </span>
      <span className="directory-entry__text">
        <span className="directory-entry__name">{entry.fullName}</span>
        <LifeDates className="directory-entry__dates" decedent={dates} />
      </span>
    </Link>
  );
}

/** Previous and next pages as plain links (they work without JavaScript), and where this page is. */
function Pager({ index }: { index: Index }) {
  const { page, pageCount, search } = index;
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <Group
      component="nav"
      aria-label={t(DIRECTORY_SEARCH_TEXTS, 'pagination')}
      justify="space-between"
      gap="xs"
      className="directory__pager"
    >
      {page > 1 ? (
        <Button component={Link} to={indexLink(page - 1, search)} variant="default" leftSection={<ChevronLeftIcon size={16} />} rel="prev">
          {t(DIRECTORY_SEARCH_TEXTS, 'previous')}
        </Button>
      ) : (
        <span />
      )}
      <Text size="sm" c="stone.8" aria-current="page">
        {t(DIRECTORY_SEARCH_TEXTS, 'pageOf', { page: String(page), count: String(pageCount) })}
      </Text>
      {page < pageCount ? (
        <Button
          component={Link}
          to={indexLink(page + 1, search)}
          variant="default"
          rightSection={<ChevronRightIcon size={16} />}
          rel="next"
        >
          {t(DIRECTORY_SEARCH_TEXTS, 'next')}
        </Button>
      ) : (
        <span />
      )}
    </Group>
  );
}
