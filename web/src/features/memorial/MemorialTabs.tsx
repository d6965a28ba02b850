import { lazy, Suspense } from 'react';
import { Skeleton, Tabs } from '@mantine/core';
import { MEDIA_MESSAGES, MEMORIAL_TEXTS } from '@memorial/schema';
import { useT } from '../../app/i18n';
import type { MemorialPageQuery as MemorialPageData } from '../../gql/graphql';
import { ObituarySection } from '../../app/memorial/ObituarySection';
import { LifeOfSection } from './LifeOfSection';
import { AudioMessage } from './media/AudioMessage';
import { SocialLinks } from './SocialLinks';
import { EventsTab } from './events/MemorialEvents';
import { MemoryList } from '../../app/memories/MemoryList';
import { LazyMemoryCarousel } from '../../app/memories/gallery/LazyMemoryCarousel';
import type { MemorialPageState } from './useMemorialPage';

// The Gallery and Approve Memories tabs load their code and data only when chosen.
const GalleryTab = lazy(async () => ({ default: (await import('../../app/memories/gallery/GalleryTab')).GalleryTab }));
const ApproveMemoriesTab = lazy(async () => ({
  default: (await import('../../app/memories/approve/ApproveMemoriesTab')).ApproveMemoriesTab,
}));
const FamilyMessagesTab = lazy(async () => ({ default: (await import('../../app/messages/FamilyMessagesTab')).FamilyMessagesTab }));

interface MemorialTabsProps {
  opi: string;
  page: MemorialPageState;
  data: MemorialPageData;
  sharePath: string;
  filterName: string | null;
}

/** The page's tabs: Obituary (with the memories), Events/Services, Gallery, and for the family Approve Memories and Messages. */
export function MemorialTabs({ opi, page, data, sharePath, filterName }: MemorialTabsProps) {
  const { family, moderation } = page;
  const decedent = data.decedent;
  const t = useT();
  return (
    <Tabs value={page.activeTab} onChange={page.chooseTab} keepMounted={false} variant="pills" radius="xl" className="memorial-tabs">
      <Tabs.List aria-label={t(MEMORIAL_TEXTS, 'familyWebsite')}>
        <Tabs.Tab value="obituary">{t(MEMORIAL_TEXTS, 'tabObituary')}</Tabs.Tab>
        <Tabs.Tab value="events">{t(MEMORIAL_TEXTS, 'tabEvents')}</Tabs.Tab>
        <Tabs.Tab value="gallery">{t(MEMORIAL_TEXTS, 'tabGallery')}</Tabs.Tab>
        {family && <Tabs.Tab value="approve">{t(MEMORIAL_TEXTS, 'tabApprove')}</Tabs.Tab>}
        {family && <Tabs.Tab value="messages">{t(MEMORIAL_TEXTS, 'tabMessages')}</Tabs.Tab>}
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
          loading={page.loading}
        />
        <SocialLinks decedent={decedent} />
      </Tabs.Panel>
      <Tabs.Panel value="events" className="memorial-tabs__panel">
        <EventsTab opi={opi} events={data.events} />
      </Tabs.Panel>
      <Tabs.Panel value="gallery" className="memorial-tabs__panel">
        <Suspense fallback={<Skeleton height={260} radius="lg" />}>
          <GalleryTab opi={opi} failedText={family ? t(MEDIA_MESSAGES, 'failedToLoadImage') : undefined} />
        </Suspense>
      </Tabs.Panel>
      {family && (
        <Tabs.Panel value="approve" className="memorial-tabs__panel">
          <Suspense fallback={<Skeleton height={260} radius="lg" />}>
            <ApproveMemoriesTab
              opi={opi}
              filter={page.approvalFilter}
              onFilter={page.setApprovalFilter}
              memoryId={page.memoryId}
              onShowAll={page.showAllRequests}
              onPublicChange={page.reloadPage}
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
  );
}
