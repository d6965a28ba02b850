import { Anchor, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { EVENT_CARD_TEXTS, MEMORIAL_TEXTS } from '@memorial/schema';
import { useLocale, useT } from '../../../app/i18n';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { CalendarIcon, ClockIcon, ExternalIcon, LeafIcon, PinIcon, GiftIcon } from '../../../app/icons';
import type { EventCard_EventFragment } from '../../../gql/graphql';
import type { TributeAction } from './useTribute';
import { serviceWhen } from '../../../app/serviceTime';
import { usePageTimeZone } from '../../../app/serverRender';

export const EventCardFragment = graphql(`
  fragment EventCard_event on Event {
    id
    eventName
    eventType
    locationName
    chapelName
    locationAddress
    startsAt
    endsAt
    timeZone
    url
    passCode
    isEndTimeHided
    isPrivate
    isPast
    mapUrl
    calendarUrl
    flowerOrderOpen
    treeOrderOpen
  }
`);

export interface EventCardProps {
  event: FragmentType<typeof EventCardFragment>;
  /** A tribute store is configured: the flowers and trees buttons show. */
  tributeStore: boolean;
  /** The family with access (or staff): the hide controls show. */
  canHide: boolean;
  onTribute?: (action: TributeAction, eventId: number) => void;
  tributeBusy?: string | null;
  onHide?: (eventId: number, hidden: boolean) => void;
  onHideEndTime?: (eventId: number, hidden: boolean) => void;
  /** The narrow column: smaller heading level. */
  headingOrder?: 3 | 4;
}

type EventData = EventCard_EventFragment;

/**
 * The service's date and time on its own clock with the zone's name, the reader's in brackets when it differs (on the
 * server and while hydrating the page's zone is the funeral home's, so both renders agree), and where it is held.
 */
function EventWhenWhere({ event }: { event: EventData }) {
  const when = serviceWhen(event, usePageTimeZone(), useLocale());
  const t = useT();
  const where = [event.locationName, event.chapelName].filter(Boolean).join(' · ');
  return (
    <>
      <Group gap={6} wrap="nowrap" c="stone.8">
        <CalendarIcon size={16} />
        <Text size="sm">{when.date}</Text>
      </Group>
      <Group gap={6} wrap="nowrap" align="flex-start" c="stone.8">
        <ClockIcon size={16} />
        <Stack gap={0}>
          <Text size="sm">{when.time}</Text>
          {when.visitor && (
            <Text size="sm" className="event-card__visitor-time">
              {when.visitor}
            </Text>
          )}
        </Stack>
      </Group>
      {(where || event.locationAddress) && (
        <Group gap={6} wrap="nowrap" align="flex-start" c="stone.8">
          <PinIcon size={16} />
          <Stack gap={0}>
            {where && <Text size="sm">{where}</Text>}
            {event.locationAddress && <Text size="sm">{event.locationAddress}</Text>}
            {event.mapUrl && (
              <Anchor href={event.mapUrl} target="_blank" rel="noopener noreferrer" size="sm" c="sage.8">
                {t(MEMORIAL_TEXTS, 'viewOnMap')}
                <span className="visually-hidden"> {t(MEMORIAL_TEXTS, 'viewOnMapFor', { event: event.eventName })}</span>
              </Anchor>
            )}
          </Stack>
        </Group>
      )}
    </>
  );
}

/** The live stream link with its pass code. */
function EventStream({ event }: { event: EventData }) {
  const t = useT();
  if (!event.url) return null;
  return (
    <Stack gap={2}>
      <Anchor href={event.url} target="_blank" rel="noopener noreferrer" size="sm" c="sage.8" className="event-card__stream">
        <ExternalIcon size={14} /> {t(MEMORIAL_TEXTS, 'watchLiveStream')}
        <span className="visually-hidden"> {t(MEMORIAL_TEXTS, 'liveStreamOf', { event: event.eventName })}</span>
      </Anchor>
      {event.passCode && (
        <Text size="sm" c="stone.8">
          {t(MEMORIAL_TEXTS, 'passCode')} <strong>{event.passCode}</strong>
        </Text>
      )}
    </Stack>
  );
}

/** Add to calendar, and the flowers and trees buttons when a tribute store is configured, with the flower cut-off note. */
function EventActions({
  event,
  tributeStore,
  onTribute,
  tributeBusy,
}: { event: EventData } & Pick<EventCardProps, 'tributeStore' | 'onTribute' | 'tributeBusy'>) {
  const flowerClosed = !event.flowerOrderOpen;
  const t = useT();
  return (
    <>
      <Group gap="xs" mt={4}>
        <Button component="a" href={event.calendarUrl} download variant="light" size="xs" leftSection={<CalendarIcon size={14} />}>
          {t(MEMORIAL_TEXTS, 'addToCalendar')}
          <span className="visually-hidden">, {event.eventName}</span>
        </Button>
        {tributeStore && onTribute && (
          <>
            {/* Closed for orders: the cut-off is said under the buttons, for touch screens too (no tooltip). */}
            <Button
              variant="outline"
              size="xs"
              leftSection={<GiftIcon size={14} />}
              disabled={flowerClosed}
              loading={tributeBusy === `flower-click:${event.id}`}
              onClick={() => onTribute('flower-click', event.id)}
            >
              {t(MEMORIAL_TEXTS, 'sendFlowers')}
              <span className="visually-hidden"> {t(MEMORIAL_TEXTS, 'forEvent', { event: event.eventName })}</span>
            </Button>
            <Button
              variant="outline"
              size="xs"
              leftSection={<LeafIcon size={14} />}
              disabled={!event.treeOrderOpen}
              loading={tributeBusy === `tree-click:${event.id}`}
              onClick={() => onTribute('tree-click', event.id)}
            >
              {t(MEMORIAL_TEXTS, 'plantTree')}
              <span className="visually-hidden"> {t(MEMORIAL_TEXTS, 'forEvent', { event: event.eventName })}</span>
            </Button>
          </>
        )}
      </Group>
      {tributeStore && onTribute && !event.isPast && flowerClosed && (
        <Text size="xs" c="stone.7">
          {t(EVENT_CARD_TEXTS, 'flowerCutoff')}
        </Text>
      )}
    </>
  );
}

/** The family's switches: hide the event, and for a dynamic event hide its end time. */
function EventHideControls({ event, onHide, onHideEndTime }: { event: EventData } & Pick<EventCardProps, 'onHide' | 'onHideEndTime'>) {
  const t = useT();
  return (
    <Group gap="lg" mt={4} className="event-card__controls">
      <Switch
        size="sm"
        label={
          <>
            {t(MEMORIAL_TEXTS, 'hideEvent')}
            <span className="visually-hidden"> {event.eventName}</span>
          </>
        }
        checked={event.isPrivate}
        onChange={(e) => onHide?.(event.id, e.currentTarget.checked)}
      />
      {event.eventType === 'Dynamic' && (
        <Switch
          size="sm"
          label={
            <>
              {t(MEMORIAL_TEXTS, 'hideEndTime')}
              <span className="visually-hidden"> {t(MEMORIAL_TEXTS, 'ofEvent', { event: event.eventName })}</span>
            </>
          }
          checked={event.isEndTimeHided}
          onChange={(e) => onHideEndTime?.(event.id, e.currentTarget.checked)}
        />
      )}
    </Group>
  );
}

/** One service: when and where, the live stream with its pass code, Add to calendar, tributes, and the family's hide controls. */
export function EventCard({
  event: ref,
  tributeStore,
  canHide,
  onTribute,
  tributeBusy,
  onHide,
  onHideEndTime,
  headingOrder = 3,
}: EventCardProps) {
  const event = getFragmentData(EventCardFragment, ref);
  const t = useT();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      className="event-card"
      aria-labelledby={`event-${event.id}-name`}
      data-hidden={event.isPrivate || undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={headingOrder} id={`event-${event.id}-name`} className="event-card__name">
            {event.eventName}
          </Title>
          {event.isPrivate && (
            <Badge variant="light" color="stone" radius="sm">
              {t(MEMORIAL_TEXTS, 'hidden')}
            </Badge>
          )}
        </Group>
        <EventWhenWhere event={event} />
        <EventStream event={event} />
        <EventActions event={event} tributeStore={tributeStore} onTribute={onTribute} tributeBusy={tributeBusy} />
        {canHide && <EventHideControls event={event} onHide={onHide} onHideEndTime={onHideEndTime} />}
      </Stack>
    </Paper>
  );
}
