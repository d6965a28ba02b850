import { NAMESPACE } from './i18n/index.js';

/** Customize Family Website (arrangements-portal 2.8): the page, the reminder count, events, page views, the guard. */
export const WEBSITE_TEXTS = {
  [NAMESPACE]: 'website',
  title: 'Customize Family Website',
  lead: 'Choose the name, donation links and social links the family website shows, read the messages visitors sent, and see who asked for reminders.',
  viewWebsite: 'View the family website (opens in a new tab)',
  messages: 'Messages',
  reminders: 'Friends & Families Requested for Reminders',
  remindersAsked: '{count, plural, one {person has} other {people have}} asked to be reminded of the services.',
  events: 'Events on the Website',
  noEvents: 'There are no events on the website. Your arranger adds the services when they are scheduled.',
  hideEvent: 'Hide {name} from visitors',
  hideEndTime: 'Hide the end time of {name}',
  pageViews: 'Page Views',
  viewsLast30: '{count, plural, one {view} other {views}} in the last 30 days',
  viewsInAll: '{count, plural, one {view} other {views}} in all',
  viewsChart: 'Views per day over the last 30 days; the most, {count}, on {day}.',
  viewsNote: 'A view is counted each time someone opens the family website. Only the number of views per day is kept, never who viewed it.',
  unsavedTitle: 'Unsaved changes',
  close: 'Close',
  discard: 'Discard',
  save: 'Save',
} as const;
