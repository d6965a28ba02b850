import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { GUIDE_TEXTS, type MessageKey } from '@memorial/schema';
import { ArrangementFrame } from '../../app/arrangement/ArrangementFrame';
import { stepCrumbs, summaryPath } from '../../app/arrangement/paths';
import { useT } from '../../app/i18n';

type GuideKey = MessageKey<typeof GUIDE_TEXTS>;

function GuideCard({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Paper component="section" withBorder p={{ base: 'lg', sm: 'xl' }} className="guide-card" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} id={id} className="cert-section__title">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A plain list of the guide's texts. */
function GuideList({ keys }: { keys: readonly GuideKey[] }) {
  const t = useT();
  return (
    <ul className="guide-list">
      {keys.map((key) => (
        <li key={key}>{t(GUIDE_TEXTS, key)}</li>
      ))}
    </ul>
  );
}

function GuideFooter({ next }: { next: { label: string; to: string } }) {
  const t = useT();
  const { opi = '' } = useParams();
  const { search } = useLocation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Button component={Link} to={summaryPath('app', opi, search)} variant="default">
        {t(GUIDE_TEXTS, 'backToSummary')}
      </Button>
      <Button component={Link} to={`${next.to}${search}`}>
        {t(GUIDE_TEXTS, 'next', { page: next.label })}
      </Button>
    </Group>
  );
}

/** /app/{opi}/whatToExpect: a welcome, and what happens at the arrangement meeting (arrangements-portal 2.4). */
export function WhatToExpectPage() {
  const t = useT();
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const title = t(GUIDE_TEXTS, 'expectTitle');
  return (
    <ArrangementFrame title={title} crumbs={stepCrumbs('app', opi, search, title)} size="md" lead={t(GUIDE_TEXTS, 'expectLead')}>
      <WelcomeCard />
      <MeetingCard />
      <AfterCard />

      <GuideFooter next={{ label: t(GUIDE_TEXTS, 'bringTitle'), to: `/app/${encodeURIComponent(opi)}/whatToBring` }} />
    </ArrangementFrame>
  );
}

/** What to keep in mind from the start: a bold lead and its text. */
const WELCOME_POINTS = [
  ['timeLead', 'timeText'],
  ['guideLead', 'guideText'],
  ['shareLead', 'shareText'],
  ['knowLead', 'knowText'],
  ['finalLead', 'finalText'],
] as const satisfies readonly (readonly [GuideKey, GuideKey])[];

/** What to keep in mind from the start. */
function WelcomeCard() {
  const t = useT();
  return (
    <GuideCard title={t(GUIDE_TEXTS, 'welcome')} id="welcome">
      <ul className="guide-list">
        {WELCOME_POINTS.map(([lead, text]) => (
          <li key={lead}>
            <strong>{t(GUIDE_TEXTS, lead)}</strong> {t(GUIDE_TEXTS, text)}
          </li>
        ))}
      </ul>
    </GuideCard>
  );
}

/** What the arrangement meeting walks through, in order. */
const MEETING_STEPS = [
  ['lovedOneTitle', 'lovedOneText'],
  ['certificateTitle', 'certificateText'],
  ['serviceTitle', 'serviceText'],
  ['touchesTitle', 'touchesText'],
  ['datesTitle', 'datesText'],
  ['costsTitle', 'costsText'],
] as const satisfies readonly (readonly [GuideKey, GuideKey])[];

/** The arrangement meeting: how long it takes, and its steps. */
function MeetingCard() {
  const t = useT();
  return (
    <GuideCard title={t(GUIDE_TEXTS, 'meeting')} id="meeting">
      <Text c="stone.8">{t(GUIDE_TEXTS, 'meetingIntro')}</Text>
      <ol className="guide-steps">
        {MEETING_STEPS.map(([title, text]) => (
          <li key={title}>
            <div>
              <Text fw={600}>{t(GUIDE_TEXTS, title)}</Text>
              <Text size="sm" c="stone.8">
                {t(GUIDE_TEXTS, text)}
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </GuideCard>
  );
}

/** Who does what once the meeting is over. */
function AfterCard() {
  const t = useT();
  return (
    <GuideCard title={t(GUIDE_TEXTS, 'after')} id="after">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <div>
          <Text fw={600}>{t(GUIDE_TEXTS, 'weTakeCare')}</Text>
          <GuideList keys={['weFiling', 'weCoordinating', 'wePlacing', 'weNotifying']} />
        </div>
        <div>
          <Text fw={600}>{t(GUIDE_TEXTS, 'youMay')}</Text>
          <GuideList keys={['youWrite', 'youChoose', 'youShare', 'youCollect']} />
        </div>
      </SimpleGrid>
    </GuideCard>
  );
}

const DOCUMENTS = [
  'docName',
  'docParents',
  'docEducation',
  'docMarital',
  'docMilitary',
  'docPreneed',
  'docInsurance',
  'docPhotoId',
] as const satisfies readonly GuideKey[];
const ITEMS = [
  'itemClothing',
  'itemJewelry',
  'itemRecentPhoto',
  'itemPhotos',
  'itemNotes',
  'itemIdeas',
] as const satisfies readonly GuideKey[];
const USES = [
  'useInsurance',
  'useBank',
  'useBenefits',
  'useStocks',
  'useTitles',
  'useProbate',
  'useTax',
  'useClosing',
] as const satisfies readonly GuideKey[];

/** /app/{opi}/whatToBring: documents and items for the meeting, and what certified copies are for (arrangements-portal 2.4). */
export function WhatToBringPage() {
  const t = useT();
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const title = t(GUIDE_TEXTS, 'bringTitle');
  return (
    <ArrangementFrame title={title} crumbs={stepCrumbs('app', opi, search, title)} size="md" lead={t(GUIDE_TEXTS, 'bringLead')}>
      <GuideCard title={t(GUIDE_TEXTS, 'documents')} id="documents">
        <GuideList keys={DOCUMENTS} />
      </GuideCard>

      <GuideCard title={t(GUIDE_TEXTS, 'items')} id="items">
        <GuideList keys={ITEMS} />
      </GuideCard>

      <GuideCard title={t(GUIDE_TEXTS, 'uses')} id="uses">
        <Text c="stone.8">{t(GUIDE_TEXTS, 'usesIntro')}</Text>
        <GuideList keys={USES} />
      </GuideCard>

      <GuideFooter next={{ label: t(GUIDE_TEXTS, 'certificatePage'), to: `/app/${encodeURIComponent(opi)}/certificateDetails` }} />
    </ArrangementFrame>
  );
}
