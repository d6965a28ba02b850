// The toasts' container, in a module of its own so that it loads apart from the store (AppProviders' Toasts).
export { Notifications } from '@mantine/notifications';
