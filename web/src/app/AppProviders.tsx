import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { installCopyListener } from './copyright';
import { NOTIFICATION_LIMIT, NOTIFICATION_POSITION } from './notify';
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
      <LazyNotifications />
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}

// The toasts' container and its transitions load with the first toast (notify.ts puts it in the store at once): a
// visitor who is never notified of anything does not download them (issue 15).
const AppNotifications = lazy(async () => ({ default: (await import('./AppNotifications')).AppNotifications }));

// The container sets these when it mounts: the store knows them from the start, so the first toasts are placed and
// counted as the later ones.
notificationsStore.updateState((state) => ({ ...state, defaultPosition: NOTIFICATION_POSITION, limit: NOTIFICATION_LIMIT }));

function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  // Once there, it stays: the toasts that follow play their transitions.
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AppNotifications />
    </Suspense>
  ) : null;
}
