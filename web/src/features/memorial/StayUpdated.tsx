import { lazy } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import { FormSkeleton } from '../../app/FormSkeleton';
import { NearScreen } from '../../app/NearScreen';

const StayUpdatedForm = lazy(async () => ({ default: (await import('./StayUpdatedForm')).StayUpdatedForm }));

/** Stay Updated: e-mail reminders of the services. The form's code loads when the section comes near the screen. */
export function StayUpdated({ opi }: { opi: string }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="stay-updated-heading" className="stay-updated">
      <Title order={2} id="stay-updated-heading" className="events-panel__title">
        Stay Updated
      </Title>
      <Text size="sm" c="stone.8" mt={4} mb="sm">
        Get an e-mail a day and an hour before each service, with a calendar entry.
      </Text>
      <NearScreen fallback={<FormSkeleton rows={['field']} />}>
        <StayUpdatedForm opi={opi} />
      </NearScreen>
    </Paper>
  );
}
