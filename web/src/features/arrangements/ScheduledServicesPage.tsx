import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router';
import { ARRANGEMENTS_TEXTS, EVENT_MESSAGES, SCHEDULED_SERVICES_TEXTS as T } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { ScheduledServicesPageQuery as PageData } from '../../gql/graphql';
import { CalendarIcon } from '../../app/icons';
import { ArrangementFrame, DECEDENT_PAGE_STATES, DecedentError } from '../../app/arrangement/ArrangementFrame';
import { stepCrumbs } from '../../app/arrangement/paths';
import { serviceWhen } from '../../app/serviceTime';
import { browserTimeZone } from '../../app/timezone';

const ScheduledServiceFragment = graphql(`
  fragment ScheduledService_event on Event {
    id
    eventName
    locationName
    chapelName
    locationAddress
    startsAt
    endsAt
    timeZone
    url
  }
`);

const ScheduledServicesQuery = graphql(`
  query ScheduledServicesPage($opi: String!, $timezone: String!) {
    decedent(opi: $opi) {
      id
      funeralHome {
        code
        name
      }
    }
    events(opi: $opi, timezone: $timezone) {
      upcomingEvents {
        id
        ...ScheduledService_event
      }
      pastEvents {
        id
        ...ScheduledService_event
      }
    }
  }
`);

/** One service the arranger scheduled: where, the date and the time on its own clock (the family's in brackets). */
function ScheduledService({ service: ref, past }: { service: FragmentType<typeof ScheduledServiceFragment>; past?: boolean }) {
  const t = useT();
  const service = getFragmentData(ScheduledServiceFragment, ref);
  const when = serviceWhen(service, browserTimeZone());
  const place = [[service.locationName, service.chapelName].filter(Boolean).join(' · '), service.locationAddress]
    .filter(Boolean)
    .join(', ');
  const titleId = `scheduled-${service.id}`;
  const facts: [string, ReactNode][] = [
    [t(T, 'location'), place],
    [t(T, 'date'), when.date],
    [
      t(T, 'time'),
      <>
        {when.time}
        {when.visitor && (
          <Text component="span" display="block" fw={400} size="sm">
            {when.visitor}
          </Text>
        )}
      </>,
    ],
  ];
  if (service.url)
    facts.push([
      t(T, 'liveStream'),
      <Anchor href={service.url} target="_blank" rel="noopener noreferrer" c="sage.8">
        {t(T, 'watch')}
        <span className="visually-hidden"> {t(ARRANGEMENTS_TEXTS, 'ofNewTab', { name: service.eventName })}</span>
      </Anchor>,
    ]);
  return (
    <Paper component="article" withBorder p={{ base: 'lg', sm: 'xl' }} className="guide-card" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="sage" size="lg" radius="xl" aria-hidden>
            <CalendarIcon />
          </ThemeIcon>
          <Title order={past ? 3 : 2} id={titleId} className="cert-section__title">
            {service.eventName}
          </Title>
        </Group>
        <dl className="scheduled-service">
          {facts
            .filter(([, value]) => value)
            .map(([term, value]) => (
              <div key={term}>
                <Text component="dt" size="sm" c="stone.7">
                  {term}
                </Text>
                <Text component="dd" fw={600}>
                  {value}
                </Text>
              </div>
            ))}
        </dl>
      </Stack>
    </Paper>
  );
}

function ServiceList({ events }: { events: PageData['events'] }) {
  const t = useT();
  const { upcomingEvents: upcoming, pastEvents: past } = events;
  return (
    <>
      {upcoming.length === 0 ? (
        <Text c="stone.8">{t(EVENT_MESSAGES, 'noUpcoming')}</Text>
      ) : (
        <Stack gap="lg" component="ul" className="plain-list">
          {upcoming.map((s) => (
            <li key={s.id}>
              <ScheduledService service={s} />
            </li>
          ))}
        </Stack>
      )}
      {past.length > 0 && (
        <section aria-labelledby="scheduled-past">
          <Group gap="xs" mb="sm">
            <Title order={2} id="scheduled-past" size="h4">
              {t(T, 'past')}
            </Title>
            <Badge variant="light" color="stone" radius="sm">
              {past.length}
            </Badge>
          </Group>
          <Stack gap="lg" component="ul" className="plain-list">
            {past.map((s) => (
              <li key={s.id}>
                <ScheduledService service={s} past />
              </li>
            ))}
          </Stack>
        </section>
      )}
    </>
  );
}

/** /app/{opi}/scheduledServices: the case's own services (the events staff enter), or the spec's "No upcoming events". */
export function ScheduledServicesPage() {
  const t = useT();
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const { data, error } = useQuery(ScheduledServicesQuery, {
    variables: { opi, timezone: browserTimeZone() },
    fetchPolicy: 'cache-and-network',
    context: { pageStates: DECEDENT_PAGE_STATES },
  });
  if (!data && error) return <DecedentError area="app" error={error} />;
  return (
    <ArrangementFrame
      title={t(T, 'title')}
      crumbs={stepCrumbs('app', opi, search, t(T, 'title'))}
      homeName={data?.decedent.funeralHome.name}
      size="md"
      lead={t(T, 'lead')}
    >
      {data ? <ServiceList events={data.events} /> : <Skeleton height={220} radius="lg" aria-busy="true" />}
    </ArrangementFrame>
  );
}
