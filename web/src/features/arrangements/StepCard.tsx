import { Anchor, Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ARRANGEMENTS_TEXTS, STEP_STATUS, type MessageKey } from '@memorial/schema';
import { useLocale, useT } from '../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { StepCard_StepFragment as Step } from '../../gql/graphql';
import { CheckIcon, ExternalIcon, LockIcon } from '../../app/icons';
import { formatEditedAt } from '../../app/arrangement/format';

export const StepCardFragment = graphql(`
  fragment StepCard_step on ArrangementStep {
    key
    step
    title
    badge
    route
    external
    isLocked
    isComplete
    state
    progress
    lastEditedBy
    lastEditedAt
  }
`);

/** What each step is for (arrangements-portal 1), in the family's words: the key of its text. */
const STEP_TEXT: Record<string, MessageKey<typeof ARRANGEMENTS_TEXTS>> = {
  whatToExpect: 'textWhatToExpect',
  whatToBring: 'textWhatToBring',
  certificateDetails: 'textCertificateDetails',
  servicesDetails: 'textServicesDetails',
  prayerCreation: 'textPrayerCreation',
  programCreation: 'textProgramCreation',
  obituary: 'textObituary',
  customizeFamilyWebsite: 'textCustomizeFamilyWebsite',
  shareMemories: 'textShareMemories',
};

/** Steps whose cards show staff who changed them last (arrangements-portal 2.2). */
const STAMPED = new Set(['certificateDetails', 'prayerCreation', 'programCreation']);

export interface StepCardProps {
  step: FragmentType<typeof StepCardFragment>;
  staff: boolean;
  /** The current query string, appended to the step links so the way back to the summary keeps it. */
  search?: string;
  /** A line under the text (the obituary card shows the start of the obituary). */
  preview?: string | null;
}

/** '3 of 8 sections saved' ('3 de 8 secciones guardadas') as a fraction for the progress bar. */
function fraction(progress: string | null): number | null {
  const match = progress ? /^(\d+) \p{L}+ (\d+)/u.exec(progress) : null;
  if (!match) return null;
  const [done, total] = [Number(match[1]), Number(match[2])];
  return total > 0 ? Math.round((done / total) * 100) : null;
}

/** One numbered arrangement step: where it leads, whether it is locked, complete or under way. */
export function StepCard({ step: ref, staff, search = '', preview }: StepCardProps) {
  const t = useT();
  const locale = useLocale();
  const step = getFragmentData(StepCardFragment, ref);
  const percent = fraction(step.progress);
  const stamp =
    staff && STAMPED.has(step.key) && step.lastEditedBy
      ? t(ARRANGEMENTS_TEXTS, 'lastEdited', { name: step.lastEditedBy, when: formatEditedAt(step.lastEditedAt as string | null, locale) })
      : null;
  const titleId = `step-${step.key}`;
  const to = step.external ? step.route : `${step.route}${search}`;

  return (
    <Paper
      component="article"
      withBorder
      p="lg"
      className="step-card"
      data-locked={step.isLocked || undefined}
      data-complete={step.isComplete || undefined}
      data-state={step.state}
      aria-labelledby={titleId}
    >
      <Stack gap="sm" h="100%">
        <StepHeading step={step} titleId={titleId} to={to} />

        {preview && (
          <Text size="sm" c="stone.8" lineClamp={2} className="step-card__preview">
            {preview}
          </Text>
        )}

        <StepStatus step={step} percent={percent} stamp={stamp} />
      </Stack>
    </Paper>
  );
}

/** The step's number, its link (a new tab for an outside one), its badge and what it is for. */
function StepHeading({ step, titleId, to }: { step: Step; titleId: string; to: string }) {
  const t = useT();
  const text = STEP_TEXT[step.key];
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <span className="step-card__number" aria-label={t(ARRANGEMENTS_TEXTS, 'stepNumber', { number: String(step.step) })}>
        {step.step}
      </span>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="wrap" align="center">
          <Anchor
            component={Link}
            to={to}
            id={titleId}
            className="step-card__title stretched-link"
            underline="never"
            target={step.external ? '_blank' : undefined}
            rel={step.external ? 'noopener noreferrer' : undefined}
          >
            {step.title}
            {step.external && (
              <>
                {' '}
                <ExternalIcon size={15} />
                <span className="visually-hidden"> {t(ARRANGEMENTS_TEXTS, 'opensInNewTab')}</span>
              </>
            )}
          </Anchor>
          {step.badge && (
            <Badge variant="light" color="yellow" size="sm" radius="sm">
              {step.badge}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="stone.7">
          {text ? t(ARRANGEMENTS_TEXTS, text) : ''}
        </Text>
      </Stack>
    </Group>
  );
}

/** How far the step is: its progress, locked or done, and (for staff) who changed it last. */
function StepStatus({ step, percent, stamp }: { step: Step; percent: number | null; stamp: string | null }) {
  const t = useT();
  return (
    <Stack gap={6} mt="auto">
      {step.progress && (
        <div>
          {percent != null && (
            <Progress
              value={percent}
              size="sm"
              radius="xl"
              color={step.isComplete ? 'sage' : 'sage.5'}
              aria-label={t(ARRANGEMENTS_TEXTS, 'progressLabel', { title: step.title })}
              mb={4}
            />
          )}
          {/* A count ('3 of 8 sections saved') under its bar, or words ('Template: Garden Roses', 'Not started'). */}
          <Text size="xs" c="stone.7">
            {step.progress}
          </Text>
        </div>
      )}
      <StepBadges step={step} />
      {stamp && (
        <Text size="xs" c="stone.7" className="step-card__stamp">
          {stamp}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The step's state as the gateway gives it (the same on the staff's list): locked by the arranger, submitted (its day is
 * in the progress line) or completed.
 */
export function StepBadges({ step }: { step: Pick<Step, 'state' | 'isLocked'> }) {
  const t = useT();
  const done =
    step.state === 'SUBMITTED' ? t(STEP_STATUS, 'submittedBadge') : step.state === 'COMPLETE' ? t(STEP_STATUS, 'completed') : null;
  if (!step.isLocked && !done) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {done && (
        <Badge variant="light" color="sage" radius="sm" leftSection={<CheckIcon size={12} />}>
          {done}
        </Badge>
      )}
      {step.isLocked && (
        <Badge variant="light" color="stone" radius="sm" leftSection={<LockIcon size={12} />}>
          {t(STEP_STATUS, 'locked')}
        </Badge>
      )}
    </Group>
  );
}
