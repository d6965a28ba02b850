import type { DomainModule } from '../module.js';
import { EventReminder, Subscriber } from './subscriber.entity.js';
import { SubscriptionResolver } from './subscription.resolver.js';
import { subscriptionRoutes } from './subscription.rest.js';
import { SubscriptionService } from './subscription.service.js';
import { unsubscribePage } from './unsubscribe.page.js';
import { reminderJobs, scanReminders, SEND_QUEUE, type ReminderRun } from './reminders.js';

export const subscriptionModule: DomainModule = {
  name: 'subscription',
  resolvers: [SubscriptionResolver],
  entities: [Subscriber, EventReminder],
  routes: subscriptionRoutes,
  services: [SubscriptionService],
  http: {
    // The reminder mails' one-click unsubscribe, before the web app's routes.
    beforeWeb: (app, deps) => app.use(unsubscribePage(deps)),
  },
  jobs: ({ deps: { mailer, tokens, logger }, clock, publicUrl, queue }) =>
    reminderJobs({ clock, mailer, secret: tokens.secret, logger, publicUrl }, queue),
  tasks: ({ clock, queue }) => ({
    // A reminder scan now, at the clock's time (the cron job runs one every minute), waking this process's senders.
    reminders: {
      async run(): Promise<ReminderRun> {
        const run = await scanReminders(queue(), clock.now());
        if (run.jobs) queue().wake(SEND_QUEUE);
        return run;
      },
    },
  }),
};

export type { ReminderRun } from './reminders.js';
