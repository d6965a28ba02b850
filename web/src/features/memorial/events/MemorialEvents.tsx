import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MEMORIAL_TEXTS, MESSAGES } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { CalendarIcon } from '../../../app/icons';
import { EventCard } from './EventCard';
import { useEventHiding } from '../../../app/memorial/useEventHiding';
import { useTribute } from './useTribute';

export const MemorialEventsFragment = graphql(`
  fragment MemorialEvents_list on EventList {
    tributeStore
    canHide
    upcomingEvents {
      id
      ...EventCard_event
    }
    pastEvents {
      id
      ...EventCard_event
    }
  }
`);

type Props = { opi: string; events: FragmentType<typeof MemorialEventsFragment> | null | undefined };

function NoUpcoming() {
  const t = useT();
  return (
    <Stack align="center" gap="xs" py="lg">
      <ThemeIcon variant="light" color="stone" size={44} radius="xl" aria-hidden>
        <CalendarIcon size={22} />
      </ThemeIcon>
      <Text c="stone.7">{t(MESSAGES, 'noUpcomingEvents')}</Text>
    </Stack>
  );
}

function useEventActions(opi: string) {
  const tribute = useTribute(opi);
  const hiding = useEventHiding(opi);
  return {
    onTribute: (action: 'flower-click' | 'tree-click', eventId: number) => void tribute.open(action, eventId),
    tributeBusy: tribute.busy,
    onHide: (id: number, hidden: boolean) => void hiding.hide(id, hidden),
    onHideEndTime: (id: number, hidden: boolean) => void hiding.hideEndTime(id, hidden),
  };
}

/** The right column (and the filters dialog): Next Upcoming Events. */
export function UpcomingEvents({ opi, events: ref, headingId = 'events-heading' }: Props & { headingId?: string }) {
  const events = getFragmentData(MemorialEventsFragment, ref);
  const actions = useEventActions(opi);
  const upcoming = events?.upcomingEvents ?? [];
  const t = useT();
  return (
    <Paper withBorder p="lg" className="events-panel" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} className="events-panel__title">
        {t(MEMORIAL_TEXTS, 'nextUpcomingEvents')}
      </Title>
      {upcoming.length === 0 ? (
        <NoUpcoming />
      ) : (
        <Stack gap="sm" mt="sm">
          {upcoming.map((e) => (
            <EventCard key={e.id} event={e} tributeStore={events!.tributeStore} canHide={false} headingOrder={3} {...actions} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The Events/Services tab: Upcoming and Past Events, with the family's hide controls. */
export function EventsTab({ opi, events: ref }: Props) {
  const events = getFragmentData(MemorialEventsFragment, ref);
  const actions = useEventActions(opi);
  const upcoming = events?.upcomingEvents ?? [];
  const past = events?.pastEvents ?? [];
  const canHide = !!events?.canHide;
  const t = useT();
  return (
    <Stack gap="lg">
      <section aria-labelledby="events-tab-upcoming">
        <Title order={2} id="events-tab-upcoming" className="events-panel__title" mb="sm">
          {t(MEMORIAL_TEXTS, 'upcomingEvents')}
        </Title>
        {upcoming.length === 0 ? (
          <Paper withBorder p="lg">
            <NoUpcoming />
          </Paper>
        ) : (
          <div className="events-grid">
            {upcoming.map((e) => (
              <EventCard key={e.id} event={e} tributeStore={events!.tributeStore} canHide={canHide} {...actions} />
            ))}
          </div>
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="events-tab-past">
          <Title order={2} id="events-tab-past" className="events-panel__title" mb="sm">
            {t(MEMORIAL_TEXTS, 'pastEvents')}
          </Title>
          <div className="events-grid">
            {past.map((e) => (
              <EventCard key={e.id} event={e} tributeStore={events!.tributeStore} canHide={canHide} {...actions} />
            ))}
          </div>
        </section>
      )}
    </Stack>
  );
}
