import { Avatar, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_TEXTS } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { decedentInitials, decedentName } from '../../app/decedentName';
import { LifeDates } from '../../app/LifeDates';

export const CaseCardFragment = graphql(`
  fragment CaseCard_case on ArrangerCase {
    id
    status
    decedent {
      id
      opi
      ...DecedentName_decedent
      ...LifeDates_decedent
      pictureUrl
    }
  }
`);

export interface CaseCardProps {
  arrangerCase: FragmentType<typeof CaseCardFragment>;
  /** Active cases begin arrangements; closed ones (Family History) are viewed: the button's text in APP_TEXTS. */
  action: 'beginArrangements' | 'viewArrangements';
  /** The heading level of the name: 2 for the active cases under the page's h1, 3 under the Family History heading. */
  headingOrder?: 2 | 3;
}

/** One decedent on the family dashboard: name, Date of Birth and Date of Death (MM-DD-YYYY or '-'). */
export function CaseCard({ arrangerCase, action: actionKey, headingOrder = 3 }: CaseCardProps) {
  const { decedent } = getFragmentData(CaseCardFragment, arrangerCase);
  const name = decedentName(decedent);
  const t = useT();
  const action = t(APP_TEXTS, actionKey);

  return (
    <Paper component="article" withBorder p="lg" shadow="xs" className="case-card" aria-label={name}>
      <Stack gap="md" h="100%">
        <Group wrap="nowrap" gap="md" align="center">
          <Avatar src={decedent.pictureUrl} alt="" size={64} radius="xl" color="stone">
            {decedentInitials(decedent)}
          </Avatar>
          <Title order={headingOrder} size="h3" className="case-card__name">
            {name}
          </Title>
        </Group>
        <LifeDates className="case-card__dates" decedent={decedent} />
        <Button
          component={Link}
          to={`/app/${encodeURIComponent(decedent.opi)}/arrangements`}
          variant={actionKey === 'beginArrangements' ? 'filled' : 'outline'}
          mt="auto"
          fullWidth
          aria-label={t(APP_TEXTS, 'actionFor', { action, name })}
        >
          {action}
        </Button>
      </Stack>
    </Paper>
  );
}
