import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_LIMIT, NOTIFICATION_MS, NOTIFICATION_POSITION } from './notify';

/** The toasts' container (top-right, 5 s, paused on hover): loaded by AppProviders with the first toast. */
export function AppNotifications() {
  return <Notifications position={NOTIFICATION_POSITION} autoClose={NOTIFICATION_MS} limit={NOTIFICATION_LIMIT} />;
}
