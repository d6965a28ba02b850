import type { ReactNode } from 'react';
import { Avatar, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ARRANGEMENTS_TEXTS } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useT } from '../i18n';
import { decedentInitials, decedentName } from '../decedentName';
import { LifeDates } from '../LifeDates';

export const DecedentHeaderFragment = graphql(`
  fragment DecedentHeader_decedent on Decedent {
    id
    opi
    ...DecedentName_decedent
    ...LifeDates_decedent
    pictureUrl
    funeralHome {
      code
      name
    }
  }
`);

export interface DecedentHeaderProps {
  decedent: FragmentType<typeof DecedentHeaderFragment> | null | undefined;
  /** A small line above the name, e.g. 'Arrangements for'. */
  eyebrow?: string;
  /** Buttons on the right (or below, on a phone). */
  actions?: ReactNode;
  /** On a phone, a step's card is one line (portrait and name) above the form; the summary keeps it whole. */
  whole?: boolean;
}

/** Whom the arrangements are for: portrait, name, dates and the funeral home. */
export function DecedentHeader({ decedent: ref, eyebrow: given, actions, whole = false }: DecedentHeaderProps) {
  const t = useT();
  const eyebrow = given ?? t(ARRANGEMENTS_TEXTS, 'arrangementsFor');
  const decedent = getFragmentData(DecedentHeaderFragment, ref);
  if (!decedent) {
    return (
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} className="arr-hero" aria-busy="true">
        <Group gap="lg">
          <Skeleton circle height={84} />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={14} width="30%" />
            <Skeleton height={28} width="60%" />
            <Skeleton height={16} width="40%" />
          </Stack>
        </Group>
      </Paper>
    );
  }
  const name = decedentName(decedent);
  return (
    <Paper
      withBorder
      p={{ base: whole ? 'lg' : 'sm', sm: 'xl' }}
      className={whole ? 'arr-hero' : 'arr-hero arr-hero--line'}
      component="section"
      aria-label={t(ARRANGEMENTS_TEXTS, 'headerLabel', { eyebrow, name })}
    >
      <div className="arr-hero__layout">
        <Avatar src={decedent.pictureUrl} alt="" radius={84} color="stone" className="arr-hero__portrait">
          {decedentInitials(decedent)}
        </Avatar>
        <div className="arr-hero__identity">
          <Text className="arr-eyebrow">{eyebrow}</Text>
          <Title order={2} className="arr-hero__name">
            {name}
          </Title>
        </div>
        <LifeDates className="arr-hero__dates" decedent={decedent}>
          <div className="arr-hero__home">
            <dt>{t(ARRANGEMENTS_TEXTS, 'funeralHome')}</dt>
            <dd>{decedent.funeralHome.name}</dd>
          </div>
        </LifeDates>
        {actions && <div className="arr-hero__actions">{actions}</div>}
      </div>
    </Paper>
  );
}
