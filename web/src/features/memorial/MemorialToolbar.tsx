import { Button, Stack } from '@mantine/core';
import { MEMORIAL_TEXTS } from '@memorial/schema';
import { useT } from '../../app/i18n';
import type { FragmentType } from '../../gql';
import { LazyMenu } from '../../app/LazyMenu';
import { LazyModal } from '../../app/LazyModal';
import { FilterIcon, MoreIcon } from '../../app/icons';
import { MemorialActions, type MemorialActionsFragment } from './MemorialActions';
import { UpcomingEvents } from './events/MemorialEvents';
import { MemoryTypeFilter } from '../../app/memories/MemoryTypeFilter';
import type { MemorialPageQuery as MemorialPageData } from '../../gql/graphql';
import type { MemorialPageState } from './useMemorialPage';

interface MemorialToolbarProps {
  decedent: FragmentType<typeof MemorialActionsFragment>;
  onFilters: () => void;
  onObituary: () => void;
  onBurialLocation: () => void;
}

/** The page tools under the hero: Filters, and the actions in the More menu. */
export function MemorialToolbar({ decedent, onFilters, onObituary, onBurialLocation }: MemorialToolbarProps) {
  const t = useT();
  return (
    <div className="memorial-toolbar" role="toolbar" aria-label={t(MEMORIAL_TEXTS, 'pageTools')}>
      <Button variant="default" leftSection={<FilterIcon size={16} />} onClick={onFilters}>
        {t(MEMORIAL_TEXTS, 'filters')}
      </Button>
      <LazyMenu
        position="bottom-end"
        width={260}
        shadow="md"
        target={
          <Button variant="default" leftSection={<MoreIcon size={16} />}>
            {t(MEMORIAL_TEXTS, 'more')}
          </Button>
        }
        dropdown={(Menu) => (
          <Menu.Dropdown aria-label={t(MEMORIAL_TEXTS, 'actions')}>
            <Menu.Label>{t(MEMORIAL_TEXTS, 'actions')}</Menu.Label>
            <MemorialActions decedent={decedent} variant="menu" Menu={Menu} onObituary={onObituary} onBurialLocation={onBurialLocation} />
          </Menu.Dropdown>
        )}
      />
    </div>
  );
}

/** The Filters dialog: the memory type (which shows the Obituary tab) and the upcoming events. */
export function MemorialFilters({ opi, page, events }: { opi: string; page: MemorialPageState; events: MemorialPageData['events'] }) {
  const t = useT();
  return (
    <LazyModal opened={page.dialog === 'filters'} onClose={() => page.setDialog(null)} title={t(MEMORIAL_TEXTS, 'filters')} size="md">
      <Stack gap="md">
        <MemoryTypeFilter
          idPrefix="filters"
          value={page.memoryType}
          onChange={(type) => {
            page.setMemoryType(type);
            page.setTab('obituary');
          }}
        />
        <UpcomingEvents opi={opi} events={events} headingId="events-heading-filters" />
      </Stack>
    </LazyModal>
  );
}
