import type { ReactNode } from 'react';
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CERTIFICATE_FORM_TEXTS, CERTIFICATE_SECTION_TITLES, type CertificateSectionKey, type MessageKey } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import type { CertificatePageQuery as CertificatePageData } from '../../../gql/graphql';
import type { Country } from '../../../app/address/lists';
import { CheckIcon } from '../../../app/icons';
import { EducationInfoForm } from './EducationInfoForm';
import { EthnicityInfoForm } from './EthnicityInfoForm';
import { NextOfKinForm } from './NextOfKinForm';
import { NotifierInfoForm } from './NotifierInfoForm';
import { ParentsInfoForms } from './ParentInfoForm';
import { PrimaryInfoForm } from './PrimaryInfoForm';
import { ResidentInfoForm } from './ResidentInfoForm';
import { VeteranInfoForm } from './VeteranInfoForm';
import { useBuiltInSteps } from './idle';

/** What the section forms take from the page's one query. */
export interface SectionData {
  certificate: NonNullable<CertificatePageData['certificate']>;
  reference: CertificatePageData['referenceData'];
  countries: readonly Country[];
  relationships: readonly { id: number; name: string }[];
}

interface Section {
  n: number;
  /** The key of savedSections, and of the section's title. */
  key: CertificateSectionKey;
  text: MessageKey<typeof CERTIFICATE_FORM_TEXTS>;
  Form: (data: SectionData) => ReactNode;
}

/** The eight numbered cards, in the spec's order, each with its form. */
export const SECTIONS: readonly Section[] = [
  {
    n: 1,
    key: 'primary',
    text: 'textPrimary',
    Form: ({ certificate, reference }) => <PrimaryInfoForm certificate={certificate} reference={reference} />,
  },
  {
    n: 2,
    key: 'resident',
    text: 'textResident',
    Form: ({ certificate, countries }) => <ResidentInfoForm certificate={certificate} countries={countries} />,
  },
  {
    n: 3,
    key: 'ethnicity',
    text: 'textEthnicity',
    Form: ({ certificate, reference }) => <EthnicityInfoForm certificate={certificate} reference={reference} />,
  },
  {
    n: 4,
    key: 'education',
    text: 'textEducation',
    Form: ({ certificate, reference }) => <EducationInfoForm certificate={certificate} reference={reference} />,
  },
  {
    n: 5,
    key: 'veteran',
    text: 'textVeteran',
    Form: ({ certificate, reference }) => <VeteranInfoForm certificate={certificate} reference={reference} />,
  },
  {
    n: 6,
    key: 'parent',
    text: 'textParent',
    Form: ({ certificate, countries }) => <ParentsInfoForms certificate={certificate} countries={countries} />,
  },
  {
    n: 7,
    key: 'notifier',
    text: 'textNotifier',
    Form: ({ certificate, relationships, countries }) => (
      <NotifierInfoForm certificate={certificate} relationships={relationships} countries={countries} />
    ),
  },
  {
    n: 8,
    key: 'nok',
    text: 'textNok',
    Form: ({ certificate, relationships, countries }) => (
      <NextOfKinForm certificate={certificate} relationships={relationships} countries={countries} />
    ),
  },
];

/**
 * A section link puts focus on the section's heading (focusable, tabIndex -1), so the keyboard and a screen reader go on
 * from there; the link's own jump then finds it focused (a target that cannot take focus drops focus to the page body).
 */
function focusSection(key: string) {
  document.getElementById(`section-${key}-title`)?.focus();
}

/** The sections by number, each marked once saved. */
export function SectionNav({ saved }: { saved: ReadonlySet<string> }) {
  const t = useT();
  return (
    <nav className="cert-nav" aria-label={t(CERTIFICATE_FORM_TEXTS, 'sections')}>
      <ol>
        {SECTIONS.map((s) => (
          <li key={s.key}>
            <a href={`#section-${s.key}-title`} onClick={() => focusSection(s.key)}>
              <span className="cert-nav__num" data-saved={saved.has(s.key) || undefined}>
                {saved.has(s.key) ? <CheckIcon size={13} /> : s.n}
              </span>
              {t(CERTIFICATE_SECTION_TITLES, s.key)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The eight numbered cards with their forms (headings at once, so that the section links always land). */
export function SectionCards({ data, saved }: { data: SectionData; saved: ReadonlySet<string> }) {
  // The eight forms together are some 3,000 elements (five country lists of 251 options); built in one go they held
  // the main thread for seconds before the first field took a key. The first is built at once, the others after it.
  const t = useT();
  const built = useBuiltInSteps(SECTIONS.length);
  return (
    <Stack gap="xl">
      {SECTIONS.map(({ n, key, text, Form }, i) => (
        <SectionCard
          key={key}
          n={n}
          sectionKey={key}
          title={t(CERTIFICATE_SECTION_TITLES, key)}
          text={t(CERTIFICATE_FORM_TEXTS, text)}
          saved={saved.has(key)}
        >
          {i < built ? <Form {...data} /> : <Skeleton height={280} radius="md" aria-hidden />}
        </SectionCard>
      ))}
    </Stack>
  );
}

function SectionCard({
  n,
  sectionKey,
  title,
  text,
  saved,
  children,
}: {
  n: number;
  sectionKey: string;
  title: string;
  text: string;
  saved: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Paper
      component="section"
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      className="cert-section"
      id={`section-${sectionKey}`}
      aria-labelledby={`section-${sectionKey}-title`}
    >
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <span className="cert-section__number" aria-hidden>
            {n}
          </span>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" align="center">
              <Title order={2} className="cert-section__title" id={`section-${sectionKey}-title`} tabIndex={-1}>
                <span className="visually-hidden">{n}. </span>
                {title}
              </Title>
              {saved && (
                <Badge variant="light" color="sage" radius="sm" leftSection={<CheckIcon size={12} />}>
                  {t(CERTIFICATE_FORM_TEXTS, 'saved')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="stone.7">
              {text}
            </Text>
          </Stack>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
