import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { Button, Container, Skeleton, Stack, Tabs } from '@mantine/core';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { MEDIA_MESSAGES, MEMORY_TYPES, MESSAGES } from '@memorial/schema';
import { graphql } from '../../gql';
import { errorCode } from '../../app/errors';
import { LazyMenu } from '../../app/LazyMenu';
import { LazyModal } from '../../app/LazyModal';
import { FilterIcon, MoreIcon } from '../../app/icons';
import { PageShell } from '../../app/layout/PageShell';
import { PageState } from '../../app/layout/PageState';
import { sessionStore, useSession } from '../../app/session';
import { useLatched } from '../../app/useLatched';
import { DecedentCard } from './DecedentCard';
import { ContactFamilyForm } from './ContactFamilyForm';
import { LifeOfSection } from './LifeOfSection';
import { MemorialActions } from './MemorialActions';
import { MemorialHero } from './MemorialHero';
import { MemorialLogin } from './MemorialLogin';
import { ObituarySection } from '../../app/memorial/ObituarySection';
import { AudioMessage } from './media/AudioMessage';
import { SocialLinks } from './SocialLinks';
import { StayUpdated } from './StayUpdated';
import { EventsTab, UpcomingEvents } from './events/MemorialEvents';
import { SendFlowers } from './events/SendFlowers';
import { browserTimeZone } from '../../app/timezone';
import { MemoryList } from '../memories/MemoryList';
import { LazyMemoryCarousel } from '../memories/gallery/LazyMemoryCarousel';
import { MemoryTypeFilter } from '../memories/MemoryTypeFilter';
import { useModeration } from '../memories/moderation/useModeration';
import { useRecordPageView } from './useRecordPageView';
import '../memories/memories.css';

// The Gallery and Approve Memories tabs load their code and data only when chosen.
const GalleryTab = lazy(async () => ({ default: (await import('../memories/gallery/GalleryTab')).GalleryTab }));
const ApproveMemoriesTab = lazy(async () => ({ default: (await import('../memories/approve/ApproveMemoriesTab')).ApproveMemoriesTab }));
// The obituary's dialog (the family's editing form) and the burial location load when first opened (issue 15).
const ObituaryDialog = lazy(async () => ({ default: (await import('./ObituaryDialog')).ObituaryDialog }));
const BurialLocationDialog = lazy(async () => ({ default: (await import('./BurialLocationDialog')).BurialLocationDialog }));
const FamilyMessagesTab = lazy(async () => ({ default: (await import('../../app/messages/FamilyMessagesTab')).FamilyMessagesTab }));

const MemorialPageQuery = graphql(`
  query MemorialPage($opi: String!, $memoryType: Int, $signedIn: Boolean!, $timezone: String!) {
    # Asked only with a token: a tampered or expired one fails here (Session Expiry) instead of passing as a visitor.
    me @include(if: $signedIn) {
      id
    }
    decedent(opi: $opi) {
      id
      opi
      slug
      hasAccess
      funeralHome {
        code
        name
      }
      obituary {
        description
      }
      ...DisplayName_decedent
      ...MemorialHero_decedent
      ...MemorialActions_decedent
      ...BurialLocationDialog_decedent
      ...ObituarySection_decedent
      ...AudioMessage_decedent
      ...ObituaryDialog_decedent
      ...LifeOfSection_decedent
      ...DecedentCard_decedent
      ...SocialLinks_decedent
      ...ContactFamilyForm_decedent
    }
    memories(opi: $opi, memoryType: $memoryType) {
      id
      ...MemoryCard_memory
      ...MemoryCarousel_memory
    }
    events(opi: $opi, timezone: $timezone) {
      tributeStore
      ...MemorialEvents_list
    }
  }
`);

/** The page's own states: shown in place of the page, never as a dialog or notification. */
const PAGE_STATES = ['PRIVATE', 'NOT_FOUND'] as const;

const pageVariables = (opi: string, memoryType: number | null, token: string | null) => ({
  opi,
  memoryType,
  signedIn: !!token,
  timezone: browserTimeZone(),
});

/**
 * The page's query, started as the page's code arrives (the route's loader, routes.tsx), before React renders it:
 * the page's first render then finds the answer in the cache, or joins the request under way (the same query and
 * variables as its own first one).
 */
export function prefetchMemorialPage(client: ApolloClient, opi: string): void {
  const variables = pageVariables(opi, null, sessionStore.get().token);
  client.query({ query: MemorialPageQuery, variables, context: { pageStates: PAGE_STATES } }).catch(() => undefined);
}

type Dialog = 'obituary' | 'burial' | 'filters' | null;
type Tab = 'obituary' | 'events' | 'gallery' | 'approve' | 'messages';
/** Tabs for the family with access only. */
const FAMILY_TABS: readonly Tab[] = ['approve', 'messages'];

/** The public memorial page: /name/{fullname}/{opi} and its variants. Anyone may view it. */
export function MemorialPage() {
  const { opi = '' } = useParams();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const { role, token } = useSession();
  const [memoryType, setMemoryType] = useState<number | null>(null);
  const {
    data: current,
    previousData,
    loading,
    error,
    refetch,
  } = useQuery(MemorialPageQuery, {
    // A new sign-in asks again: the visitor's answer (no access) is not the family's.
    variables: pageVariables(opi, memoryType, token),
    context: { pageStates: PAGE_STATES },
  });
  // While another memory type loads, the page stays as it was.
  const data = current ?? (previousData?.decedent.opi === opi ? previousData : undefined);
  const [dialog, setDialog] = useState<Dialog>(null);
  // A dialog once opened stays mounted: its closing transition plays and the obituary's edits are kept.
  const obituaryWanted = useLatched(dialog === 'obituary');
  const burialWanted = useLatched(dialog === 'burial');
  const decedent = data?.decedent;
  // Approve Memories is for a signed-in person who may manage this family website.
  const family = !!role && !!decedent?.hasAccess;
  const memoryParam = Number(search.get('memory'));
  const memoryId = family && Number.isSafeInteger(memoryParam) && memoryParam > 0 ? memoryParam : null;
  // tab=messages (the link in the family's mail about a visitor's message) opens Messages.
  const [tab, setTab] = useState<Tab>(() => (search.get('tab') === 'messages' ? 'messages' : 'obituary'));
  const [approvalFilter, setApprovalFilter] = useState<1 | 2>(1);
  // The hero first, then the rest: the first render paints the name and the pictures, and the page below it (forms,
  // memories, events: four fifths of the work, a second on a slow phone) renders next, in the background.
  const restShown = useDeferredValue(true, false);
  const activeTab: Tab = memoryId !== null ? 'approve' : FAMILY_TABS.includes(tab) && !family ? 'obituary' : tab;
  const reloadPage = useCallback(() => void refetch(), [refetch]);
  const moderation = useModeration(opi, reloadPage);
  // A page view counts once the decedent has loaded (memorial-portal 9).
  useRecordPageView(decedent?.opi);

  // The page description is the first 160 characters of the obituary text.
  const description = decedent?.obituary.description;
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [description]);

  if (!decedent) {
    if (loading) {
      return (
        <PageShell>
          <Skeleton height={260} radius={0} />
          <Container size="lg" py="xl">
            <Stack align="center" gap="md" aria-busy="true" aria-label="Loading the memorial page">
              <Skeleton height={200} width={140} radius="md" />
              <Skeleton height={32} width="50%" />
              <Skeleton height={18} width="35%" />
            </Stack>
          </Container>
        </PageShell>
      );
    }
    const isPrivate = errorCode(error) === 'PRIVATE';
    return (
      <PageShell>
        <PageState kind={isPrivate ? 'private' : 'missing'} message={isPrivate ? MESSAGES.privatePage : MESSAGES.missingPage}>
          {!role && isPrivate && (
            <Button component={Link} to="/" variant="outline">
              Family Login
            </Button>
          )}
        </PageState>
      </PageShell>
    );
  }

  const sharePath = `${pathname.replace(/\/+$/, '')}/share`;
  const filterName = MEMORY_TYPES.find((t) => t.id === memoryType)?.name ?? null;
  const chooseTab = (value: string | null) => {
    if (!value) return;
    setTab(value as Tab);
    // Leaving the memory from the e-mail forgets it.
    if (memoryId !== null && value !== 'approve') {
      const next = new URLSearchParams(search);
      next.delete('memory');
      setSearch(next, { replace: true });
    }
  };
  const showAllRequests = () => {
    const next = new URLSearchParams(search);
    next.delete('memory');
    setSearch(next, { replace: true });
    setTab('approve');
  };
  const openObituary = () => setDialog('obituary');
  const openBurial = () => setDialog('burial');
  const close = () => setDialog(null);

  return (
    <PageShell homeName={decedent.funeralHome.name}>
      <MemorialHero decedent={decedent}>
        <MemorialLogin slug={decedent.slug} opi={decedent.opi} />
      </MemorialHero>

      <div className="memorial-toolbar" role="toolbar" aria-label="Page tools">
        <Button variant="default" leftSection={<FilterIcon size={16} />} onClick={() => setDialog('filters')}>
          Filters
        </Button>
        <LazyMenu
          position="bottom-end"
          width={260}
          shadow="md"
          target={
            <Button variant="default" leftSection={<MoreIcon size={16} />}>
              More
            </Button>
          }
          dropdown={(Menu) => (
            <Menu.Dropdown aria-label="Actions">
              <Menu.Label>Actions</Menu.Label>
              <MemorialActions decedent={decedent} variant="menu" Menu={Menu} onObituary={openObituary} onBurialLocation={openBurial} />
            </Menu.Dropdown>
          )}
        />
      </div>

      {restShown ? (
        <div className="memorial-layout">
          <aside className="memorial-layout__actions" aria-label="About the memorial">
            <MemorialActions decedent={decedent} variant="list" onObituary={openObituary} onBurialLocation={openBurial} />
            <DecedentCard
              decedent={decedent}
              sendFlowers={data.events?.tributeStore ? <SendFlowers opi={decedent.opi} /> : null}
              stayUpdated={<StayUpdated opi={decedent.opi} />}
              contactFamily={<ContactFamilyForm decedent={decedent} />}
            />
          </aside>
          <div className="memorial-layout__main">
            <Tabs value={activeTab} onChange={chooseTab} keepMounted={false} variant="pills" radius="xl" className="memorial-tabs">
              <Tabs.List aria-label="Family website">
                <Tabs.Tab value="obituary">Obituary</Tabs.Tab>
                <Tabs.Tab value="events">Events/Services</Tabs.Tab>
                <Tabs.Tab value="gallery">Gallery</Tabs.Tab>
                {family && <Tabs.Tab value="approve">Approve Memories</Tabs.Tab>}
                {family && <Tabs.Tab value="messages">Messages</Tabs.Tab>}
              </Tabs.List>
              <Tabs.Panel value="obituary" className="memorial-tabs__panel">
                <ObituarySection decedent={decedent} />
                <AudioMessage decedent={decedent} />
                <LifeOfSection decedent={decedent} />
                <LazyMemoryCarousel memories={data.memories} />
                <MemoryList
                  memories={data.memories}
                  mode={family ? 'family' : 'public'}
                  moderation={family ? moderation : undefined}
                  sharePath={sharePath}
                  filterName={filterName}
                  loading={loading}
                />
                <SocialLinks decedent={decedent} />
              </Tabs.Panel>
              <Tabs.Panel value="events" className="memorial-tabs__panel">
                <EventsTab opi={opi} events={data.events} />
              </Tabs.Panel>
              <Tabs.Panel value="gallery" className="memorial-tabs__panel">
                <Suspense fallback={<Skeleton height={260} radius="lg" />}>
                  <GalleryTab opi={opi} failedText={family ? MEDIA_MESSAGES.failedToLoadImage : undefined} />
                </Suspense>
              </Tabs.Panel>
              {family && (
                <Tabs.Panel value="approve" className="memorial-tabs__panel">
                  <Suspense fallback={<Skeleton height={260} radius="lg" />}>
                    <ApproveMemoriesTab
                      opi={opi}
                      filter={approvalFilter}
                      onFilter={setApprovalFilter}
                      memoryId={memoryId}
                      onShowAll={showAllRequests}
                      onPublicChange={reloadPage}
                    />
                  </Suspense>
                </Tabs.Panel>
              )}
              {family && (
                <Tabs.Panel value="messages" className="memorial-tabs__panel">
                  <Suspense fallback={<Skeleton height={260} radius="lg" />}>
                    <FamilyMessagesTab opi={opi} />
                  </Suspense>
                </Tabs.Panel>
              )}
            </Tabs>
          </div>
          <aside className="memorial-layout__aside" aria-label="Events and memory filter">
            <UpcomingEvents opi={opi} events={data.events} />
            <MemoryTypeFilter idPrefix="aside" value={memoryType} onChange={setMemoryType} />
          </aside>
        </div>
      ) : (
        <div className="memorial-layout memorial-layout--pending" aria-busy="true" />
      )}

      <Suspense fallback={null}>
        {obituaryWanted && <ObituaryDialog decedent={decedent} opened={dialog === 'obituary'} onClose={close} />}
        {burialWanted && <BurialLocationDialog decedent={decedent} opened={dialog === 'burial'} onClose={close} />}
      </Suspense>
      <LazyModal opened={dialog === 'filters'} onClose={close} title="Filters" size="md">
        <Stack gap="md">
          <MemoryTypeFilter
            idPrefix="filters"
            value={memoryType}
            onChange={(type) => {
              setMemoryType(type);
              setTab('obituary');
            }}
          />
          <UpcomingEvents opi={opi} events={data.events} headingId="events-heading-filters" />
        </Stack>
      </LazyModal>
    </PageShell>
  );
}
