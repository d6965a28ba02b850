import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { installCopyListener } from './copyright';
import { NOTIFICATION_MS } from './notify';
import { theme } from './theme';

export interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test';
}

/** Theme, notifications (top-right, 5 s, paused on hover), the GraphQL client and the copyright line on copy. */
export function AppProviders({ client, children, env = 'default' }: AppProvidersProps) {
  useEffect(() => installCopyListener(), []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <Notifications position="top-right" autoClose={NOTIFICATION_MS} limit={4} />
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}
