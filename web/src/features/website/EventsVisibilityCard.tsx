import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { WEBSITE_TEXTS } from '@memorial/schema';
import { graphql } from '../../gql';
import { useT } from '../../app/i18n';
import { browserTimeZone } from '../../app/timezone';
import { serviceWhenText } from '../../app/serviceTime';
import { useEventHiding } from '../../app/memorial/useEventHiding';
import { WebsiteCard } from './WebsiteCard';

const WebsiteEventsQuery = graphql(`
  query WebsiteEvents($opi: String!, $timezone: String!) {
    events(opi: $opi, timezone: $timezone) {
      canHide
      upcomingEvents {
        id
        eventName
        eventType
        startsAt
        endsAt
        timeZone
        isPrivate
        isEndTimeHided
      }
      pastEvents {
        id
        eventName
        eventType
        startsAt
        endsAt
        timeZone
        isPrivate
        isEndTimeHided
      }
    }
  }
`);

/**
 * Events on the website (memorial-portal 1, 6): the family hides an event from visitors, or the end time of a
 * Dynamic one, with the events module's own mutations and messages.
 */
export function EventsVisibilityCard({ opi, number }: { opi: string; number: number }) {
  const { data } = useQuery(WebsiteEventsQuery, { variables: { opi, timezone: browserTimeZone() }, fetchPolicy: 'cache-and-network' });
  const { hide, hideEndTime } = useEventHiding(opi);
  const t = useT();
  const events = data ? [...data.events.upcomingEvents, ...data.events.pastEvents] : [];
  return (
    <WebsiteCard number={number} title={t(WEBSITE_TEXTS, 'events')} id="events">
      {!data ? (
        <Skeleton height={80} radius="md" />
      ) : events.length === 0 ? (
        <Text c="stone.8">{t(WEBSITE_TEXTS, 'noEvents')}</Text>
      ) : (
        <Stack gap="md" component="ul" className="plain-list">
          {events.map((e) => (
            <li key={e.id} className="website-event">
              <Text fw={600}>{e.eventName}</Text>
              <Text size="sm" c="stone.8">
                {serviceWhenText(e, browserTimeZone())}
              </Text>
              <Stack gap={6} mt="xs">
                <Switch
                  label={t(WEBSITE_TEXTS, 'hideEvent', { name: e.eventName })}
                  checked={e.isPrivate}
                  disabled={!data.events.canHide}
                  onChange={(ev) => void hide(e.id, ev.currentTarget.checked)}
                />
                {e.eventType === 'Dynamic' && (
                  <Switch
                    label={t(WEBSITE_TEXTS, 'hideEndTime', { name: e.eventName })}
                    checked={e.isEndTimeHided}
                    disabled={!data.events.canHide}
                    onChange={(ev) => void hideEndTime(e.id, ev.currentTarget.checked)}
                  />
                )}
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </WebsiteCard>
  );
}
