import { NAMESPACE } from './i18n/index.js';

/** The family's Scheduled Services page (arrangements-portal 2.10): the case's own services, as the arranger enters them. */
export const SCHEDULED_SERVICES_TEXTS = {
  [NAMESPACE]: 'scheduledServices',
  title: 'Scheduled Services',
  lead: 'The services your arranger schedules with you appear here, with where and when they take place.',
  past: 'Past services',
  location: 'Location',
  date: 'Date',
  time: 'Time',
  liveStream: 'Live stream',
  watch: 'Watch the live stream',
} as const;
