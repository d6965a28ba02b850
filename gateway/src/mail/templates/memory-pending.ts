import type { MailText } from '../mailer.js';

/** To each family arranger of the decedent: a shared memory waits for approval. */
export const memoryPendingMail = (v: {
  firstName: string;
  sharerName: string;
  title: string;
  decedentName: string;
  link: string;
}): MailText => ({
  subject: `A memory of ${v.decedentName} is waiting for your approval`,
  text: `Hello ${v.firstName},\n\n${v.sharerName} shared a memory, "${v.title}", on the family website of ${v.decedentName}. It will be posted once you approve it:\n${v.link}\n`,
});
