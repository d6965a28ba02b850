import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { InfoIcon } from '../../app/icons';
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
 * /profile, where a new family member lands after the first sign-in. The
 * profile form itself comes with the profile feature (a later issue); until
 * then this page says so and leads on to My Arrangements.
 */
export function ProfilePage() {
  const { data, loading } = useQuery(ProfilePageQuery);
  const me = data?.me;

  return (
    <PageShell title="Profile">
      <Container size="sm" py={{ base: 32, sm: 64 }}>
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }} shadow="xs">
          <Stack gap="md">
            <Title order={1}>{me ? `Welcome, ${me.firstName}` : 'Welcome'}</Title>
            {loading ? (
              <Skeleton height={20} width="60%" />
            ) : (
              me && (
                <Text c="stone.8">
                  You are signed in as <strong>{me.email}</strong>.
                </Text>
              )
            )}
            <Alert variant="light" color="stone" icon={<InfoIcon />} title="Your profile">
              Completing your profile (name, title and password) is not available yet: the profile form arrives with the profile feature in a later
              release. You can continue to your arrangements now.
            </Alert>
            <Button component={Link} to="/app" size="md" style={{ alignSelf: 'flex-start' }}>
              Go to My Arrangements
            </Button>
          </Stack>
        </Paper>
      </Container>
    </PageShell>
  );
}
