import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { ClockIcon } from '../../app/icons';
import { ArrangementFrame } from './ArrangementFrame';
import { stepCrumbs, summaryPath, type Area } from './paths';

export const LATER_STEPS = {
  prayerCreation: 'Create Prayer Card',
} as const;

/** A step whose screen comes with a later release: say so kindly, and lead back. */
export function StepPlaceholderPage({ area, step }: { area: Area; step: keyof typeof LATER_STEPS }) {
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const title = LATER_STEPS[step];
  return (
    <ArrangementFrame title={title} crumbs={stepCrumbs(area, opi, search, title)} size="md">
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} className="guide-card" role="status">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="stone" aria-hidden>
            <ClockIcon size={26} />
          </ThemeIcon>
          <Text size="lg" maw={520}>
            This step opens here in a coming release. Until then, your arranger will gladly take care of it with you at the arrangement meeting.
          </Text>
          <Button component={Link} to={summaryPath(area, opi, search)} variant="outline">
            Back to Arrangements Summary
          </Button>
        </Stack>
      </Paper>
    </ArrangementFrame>
  );
}
