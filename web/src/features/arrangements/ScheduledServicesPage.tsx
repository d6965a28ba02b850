import { Alert, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { FUNERAL_HOMES } from '@memorial/schema';
import { CalendarIcon, InfoIcon } from '../../app/icons';
import { ArrangementFrame } from '../../app/arrangement/ArrangementFrame';
import { stepCrumbs } from '../../app/arrangement/paths';

const TITLE = 'Scheduled Services';
const HOME = FUNERAL_HOMES[0]!;

/**
 * The fixed sample of arrangements-portal 2.10: the spec's page shows a
 * placeholder Visitation Services card, never the decedent's real schedule.
 */
export const SAMPLE_VISITATION = {
  title: 'Visitation Services',
  location: `${HOME.name}, ${HOME.address}`,
  date: 'Saturday, April 18, 2026',
  time: '10:00 am – 12:00 pm',
  arranger: 'Catherine Reyes',
} as const;

/** /app/{opi}/scheduledServices: the placeholder Visitation Services card. */
export function ScheduledServicesPage() {
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const sample = SAMPLE_VISITATION;
  return (
    <ArrangementFrame
      title={TITLE}
      crumbs={stepCrumbs('app', opi, search, TITLE)}
      size="md"
      lead="The services your arranger schedules with you appear here, with where and when they take place."
    >
      <Alert variant="light" color="stone" icon={<InfoIcon />} title="A sample">
        This card shows how a scheduled service will look. It is an example, not your family’s schedule: your arranger confirms the real
        dates and places with you.
      </Alert>
      <Paper component="article" withBorder p={{ base: 'lg', sm: 'xl' }} className="guide-card" aria-labelledby="visitation-title">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="sage" size="lg" radius="xl" aria-hidden>
              <CalendarIcon />
            </ThemeIcon>
            <Title order={2} id="visitation-title" className="cert-section__title">
              {sample.title}
            </Title>
          </Group>
          <dl className="scheduled-service">
            {(
              [
                ['Location', sample.location],
                ['Date', sample.date],
                ['Time', sample.time],
                ['Arranger', sample.arranger],
              ] as const
            ).map(([term, value]) => (
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
    </ArrangementFrame>
  );
}
