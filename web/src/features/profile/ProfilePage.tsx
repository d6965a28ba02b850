import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { InfoIcon } from '../../app/icons';
import { PageBreadcrumbs, type Crumb } from '../../app/layout/PageBreadcrumbs';
import { PageShell } from '../../app/layout/PageShell';

const ProfilePageQuery = graphql(`
  query ProfilePage {
    me {
      id
      title
      firstName
      lastName
      email
    }
  }
`);

/**
 * /profile: the first-time profile of a new family member; /app/userProfile
 * (family) and /admin/userProfile (staff): the Profile link of the navigation.
 */
export type ProfileDoor = 'first' | 'app' | 'admin';

/** Dashboard > Profile; the staff's home is /admin/memories here (arrangements-portal 2.11). */
const CRUMBS: Record<Exclude<ProfileDoor, 'first'>, Crumb[]> = {
  app: [{ label: 'Dashboard', to: '/app' }, { label: 'Profile' }],
  admin: [{ label: 'Dashboard', to: '/admin/memories' }, { label: 'Profile' }],
};

/**
 * The profile form itself comes with the profile feature (a later issue);
 * until then this page says so and leads on to where the person works.
 */
export function ProfilePage({ door = 'first' }: { door?: ProfileDoor }) {
  const { data, loading } = useQuery(ProfilePageQuery);
  const me = data?.me;
  const first = door === 'first';
  const onward = door === 'admin' ? { to: '/admin/decedents', label: 'Go to Arrangements Summary' } : { to: '/app', label: 'Go to My Arrangements' };

  return (
    <PageShell title="Profile">
      <Container size="sm" py={{ base: 32, sm: first ? 64 : 36 }}>
        <Stack gap="xl">
          {!first && <PageBreadcrumbs items={CRUMBS[door]} />}
          <Paper withBorder p={{ base: 'lg', sm: 'xl' }} shadow="xs">
            <Stack gap="md">
              <Title order={1}>{first ? (me ? `Welcome, ${me.firstName}` : 'Welcome') : 'Profile'}</Title>
              {loading ? (
                <Skeleton height={20} width="60%" />
              ) : (
                me && (
                  <Text c="stone.8">
                    {!first && `${[me.title, me.firstName, me.lastName].filter(Boolean).join(' ')}, `}
                    {first ? 'You are signed in as ' : 'signed in as '}
                    <strong>{me.email}</strong>.
                  </Text>
                )
              )}
              <Alert variant="light" color="stone" icon={<InfoIcon />} title="Your profile">
                {first
                  ? 'Completing your profile (name, title and password) is not available yet: the profile form arrives with the profile feature in a later release. You can continue to your arrangements now.'
                  : 'Changing your personal details and password here is not available yet: the profile form arrives with the profile feature in a later release.'}
              </Alert>
              <Button component={Link} to={onward.to} size="md" style={{ alignSelf: 'flex-start' }}>
                {onward.label}
              </Button>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </PageShell>
  );
}
