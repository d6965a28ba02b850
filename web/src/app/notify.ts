import { notifications, notificationsStore } from '@mantine/notifications';
import { MESSAGES, t } from '@memorial/schema';

/** The one id every error notification shares, so that two are never shown at once. */
export const ERROR_NOTIFICATION_ID = 'app-error';

/** Toasts stay 5 seconds (section 8), pausing while hovered. */
export const NOTIFICATION_MS = 5000;

/** True while an error notification is visible (or waiting in the queue). */
export function errorNotificationVisible(): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].some((n) => n.id === ERROR_NOTIFICATION_ID);
}

/**
 * A danger notification titled Error with the server's message, else the
 * generic fallback. Suppressed while one is already visible.
 */
export function notifyError(message?: string | null): void {
  if (errorNotificationVisible()) return;
  notifications.show({
    id: ERROR_NOTIFICATION_ID,
    color: 'red',
    title: t(MESSAGES, 'errorTitle'),
    message: message?.trim() || t(MESSAGES, 'genericError'),
    autoClose: NOTIFICATION_MS,
  });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: NOTIFICATION_MS });
}
