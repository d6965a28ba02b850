import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MESSAGES } from '@memorial/schema';
import { CalendarIcon } from '../../app/icons';

/**
 * The right column of the memorial page. The graph has no events yet, so it
 * shows the spec's empty state; the events feature fills it.
 */
export function UpcomingEvents({ headingId = 'events-heading' }: { headingId?: string }) {
  return (
    <Paper withBorder p="lg" className="events-panel" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} className="events-panel__title">
        Next Upcoming Events
      </Title>
      <Stack align="center" gap="xs" py="lg">
        <ThemeIcon variant="light" color="stone" size={44} radius="xl" aria-hidden>
          <CalendarIcon size={22} />
        </ThemeIcon>
        <Text c="stone.7">{MESSAGES.noUpcomingEvents}</Text>
      </Stack>
    </Paper>
  );
}
