import { lazy } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import { MEMORIAL_TEXTS } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { FormSkeleton } from '../../app/FormSkeleton';
import { NearScreen } from '../../app/NearScreen';

const StayUpdatedForm = lazy(async () => ({ default: (await import('./StayUpdatedForm')).StayUpdatedForm }));

/** Stay Updated: e-mail reminders of the services. The form's code loads when the section comes near the screen. */
export function StayUpdated({ opi }: { opi: string }) {
  const t = useT();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="stay-updated-heading" className="stay-updated">
      <Title order={2} id="stay-updated-heading" className="events-panel__title">
        {t(MEMORIAL_TEXTS, 'stayUpdated')}
      </Title>
      <Text size="sm" c="stone.8" mt={4} mb="sm">
        {t(MEMORIAL_TEXTS, 'stayUpdatedLead')}
      </Text>
      <NearScreen fallback={<FormSkeleton rows={['field']} />}>
        <StayUpdatedForm opi={opi} />
      </NearScreen>
    </Paper>
  );
}
