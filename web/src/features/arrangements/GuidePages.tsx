import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { ArrangementFrame } from '../../app/arrangement/ArrangementFrame';
import { stepCrumbs, summaryPath } from '../../app/arrangement/paths';

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

function GuideFooter({ next }: { next: { label: string; to: string } }) {
  const { opi = '' } = useParams();
  const { search } = useLocation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Button component={Link} to={summaryPath('app', opi, search)} variant="default">
        Back to Arrangements Summary
      </Button>
      <Button component={Link} to={`${next.to}${search}`}>
        Next: {next.label}
      </Button>
    </Group>
  );
}

/** /app/{opi}/whatToExpect: a welcome, and what happens at the arrangement meeting (arrangements-portal 2.4). */
export function WhatToExpectPage() {
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const title = 'What to Expect';
  return (
    <ArrangementFrame
      title={title}
      crumbs={stepCrumbs('app', opi, search, title)}
      size="md"
      lead="We are so sorry for your loss. Planning a farewell can feel like a lot at once; we will take it one step at a time, together."
    >
      <WelcomeCard />
      <MeetingCard />
      <AfterCard />

      <GuideFooter next={{ label: 'What to Bring', to: `/app/${encodeURIComponent(opi)}/whatToBring` }} />
    </ArrangementFrame>
  );
}

/** What to keep in mind from the start. */
function WelcomeCard() {
  return (
    <GuideCard title="Welcome" id="welcome">
      <ul className="guide-list">
        <li>
          <strong>Take your time.</strong> Nothing here has to be finished in one sitting. Everything you save is kept, and you can come
          back whenever you are ready.
        </li>
        <li>
          <strong>Your arranger is your guide.</strong> Call or write with any question, however small. There are no wrong questions.
        </li>
        <li>
          <strong>Share the work.</strong> Family members can gather details, photographs and memories; you can bring someone along to the
          meeting for support.
        </li>
        <li>
          <strong>Fill in what you know.</strong> If a detail is missing, leave it empty. Your arranger will help you find it.
        </li>
        <li>
          <strong>Nothing is final until you say so.</strong> Choices made online can be talked over and changed at the arrangement meeting.
        </li>
      </ul>
    </GuideCard>
  );
}

/** What the arrangement meeting walks through, in order. */
const MEETING_STEPS = [
  { title: 'Getting to know your loved one', text: 'Their life, faith and traditions, and any wishes or pre-arrangements they made.' },
  {
    title: 'The death certificate',
    text: 'We review the Biography and Death Certificate Information together, then file the certificate with the county and order certified copies.',
  },
  {
    title: 'The kind of service',
    text: 'Burial or cremation, a visitation, a funeral or memorial service, a graveside committal or a celebration of life, and where each takes place.',
  },
  {
    title: 'Personal touches',
    text: 'Casket or urn, flowers, music and readings, the prayer card, the service program, a tribute video and the family website.',
  },
  {
    title: 'Dates and people',
    text: 'We set the date and time with the cemetery, your clergy or celebrant, and the family, and talk about pallbearers and speakers.',
  },
  {
    title: 'Costs and paperwork',
    text: 'You receive an itemized statement of every choice. We explain payment options and insurance assignments, and you sign the authorizations.',
  },
];

/** The arrangement meeting: how long it takes, and its steps. */
function MeetingCard() {
  return (
    <GuideCard title="At the arrangement meeting" id="meeting">
      <Text c="stone.8">
        The meeting usually takes one and a half to two hours, at the funeral home or by video call. Your arranger will walk you through:
      </Text>
      <ol className="guide-steps">
        {MEETING_STEPS.map((step) => (
          <li key={step.title}>
            <div>
              <Text fw={600}>{step.title}</Text>
              <Text size="sm" c="stone.8">
                {step.text}
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
  return (
    <GuideCard title="In the days after" id="after">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <div>
          <Text fw={600}>We take care of</Text>
          <ul className="guide-list">
            <li>Filing the death certificate and obtaining permits</li>
            <li>Coordinating with the cemetery, clergy, florist and musicians</li>
            <li>Placing the obituary where you ask us to</li>
            <li>Notifying Social Security of the death</li>
          </ul>
        </div>
        <div>
          <Text fw={600}>You may want to</Text>
          <ul className="guide-list">
            <li>Write or review the obituary</li>
            <li>Choose photographs for the prayer card and program</li>
            <li>Share the family website with relatives and friends</li>
            <li>Collect certified copies of the death certificate when they are ready</li>
          </ul>
        </div>
      </SimpleGrid>
    </GuideCard>
  );
}

/** /app/{opi}/whatToBring: documents and items for the meeting, and what certified copies are for (arrangements-portal 2.4). */
export function WhatToBringPage() {
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const title = 'What to Bring';
  return (
    <ArrangementFrame
      title={title}
      crumbs={stepCrumbs('app', opi, search, title)}
      size="md"
      lead="Gathering these before the meeting makes it shorter and easier. Bring what you can find; your arranger can help with anything missing."
    >
      <GuideCard title="Documents and information" id="documents">
        <ul className="guide-list">
          <li>Your loved one’s full legal name, date and place of birth, and Social Security number</li>
          <li>Their parents’ full names, including the mother’s maiden name, and where each was born</li>
          <li>Highest level of education, usual occupation and the kind of business or industry</li>
          <li>Marital status, and the spouse’s full name (a maiden name, if any)</li>
          <li>Military discharge papers (DD-214), for veterans’ honors, a flag and burial benefits</li>
          <li>Any pre-arrangement or pre-need contract, and cemetery property or deed papers</li>
          <li>Life insurance policies, if a policy will be used to pay for the services</li>
          <li>A photo ID of the person making the arrangements</li>
        </ul>
      </GuideCard>

      <GuideCard title="Personal items" id="items">
        <ul className="guide-list">
          <li>Clothing for your loved one: a complete outfit, with undergarments, and glasses if they wore them</li>
          <li>Jewelry or keepsakes to be worn, and whether they should be returned to the family</li>
          <li>A recent photograph, for hair and cosmetics</li>
          <li>Favorite photographs for the prayer card, the program and a tribute video (prints or digital copies)</li>
          <li>Notes for the obituary: family members, places lived, work, hobbies and achievements</li>
          <li>Ideas for the service: music, readings, clergy or celebrant, pallbearers and speakers</li>
        </ul>
      </GuideCard>

      <GuideCard title="What certified death certificates are for" id="uses">
        <Text c="stone.8">
          Many offices ask for a certified copy, not a photocopy. Most families need between five and ten; we order them for you when the
          certificate is filed.
        </Text>
        <ul className="guide-list">
          <li>Life insurance claims and annuities</li>
          <li>Bank accounts, safe deposit boxes and credit cards</li>
          <li>Social Security, pension and veterans’ survivor benefits</li>
          <li>Stocks, bonds and retirement accounts</li>
          <li>Transferring real estate and vehicle titles</li>
          <li>Probate, the will and settling the estate</li>
          <li>The final income tax return</li>
          <li>Closing utility, phone and subscription accounts</li>
        </ul>
      </GuideCard>

      <GuideFooter next={{ label: 'Biography and Death Certificate', to: `/app/${encodeURIComponent(opi)}/certificateDetails` }} />
    </ArrangementFrame>
  );
}
