import { DEFAULT_LOCALE, isLocale, type Locale } from '@memorial/schema';
import type { RequestScope } from '../../request/scope.js';

/** The staff (admin, cl-arranger) who saved the decedent's certificate, prayer card or program card last. */
const CASE_STAFF_SQL = `select u.email, u.language from app_user u where u.roles && array['admin', 'cl-arranger']::text[] and u.id in (
    select updated_by_id from certificate where decedent_id = ? union select updated_by_id from prayer_card where decedent_id = ?
    union select updated_by_id from program_card where decedent_id = ?) order by u.email`;
const ALL_STAFF_SQL = `select email, language from app_user where roles && array['admin', 'cl-arranger']::text[] order by email`;

/**
 * Who hears of a submission (certificate, prayer card, program card). Staff belong to no funeral home in this
 * model, and no staff member is assigned to a case; what it does know is which staff saved this decedent's
 * certificate, prayer card or program card last. So: those staff, and the configured arrangements mailbox
 * (ARRANGEMENTS_MAILBOX). With neither, every admin and cl-arranger, so a submission is never lost (and a
 * warning says the mailbox is not configured).
 */
/** Someone a submission is mailed to, and the language they chose (null: none; the mailbox reads English). */
export interface CaseRecipient {
  email: string;
  language: Locale | null;
}

export async function caseArrangers(ctx: RequestScope, decedent: { id: number; opi: string }): Promise<CaseRecipient[]> {
  const em = ctx.em;
  const rows = await em
    .getConnection()
    .execute<Array<{ email: string; language: string | null }>>(
      CASE_STAFF_SQL,
      [decedent.id, decedent.id, decedent.id],
      'all',
      em.getTransactionContext(),
    );
  const mailbox = ctx.deps.config.ARRANGEMENTS_MAILBOX;
  const staff = rows.filter((r) => r.email !== mailbox).map(recipient);
  const recipients = [...(mailbox ? [{ email: mailbox, language: DEFAULT_LOCALE }] : []), ...staff];
  if (recipients.length > 0) return recipients;
  ctx.deps.logger.warn(
    { opi: decedent.opi },
    'no ARRANGEMENTS_MAILBOX and no staff on the case: the submission is mailed to every admin and cl-arranger',
  );
  const everyone = await em
    .getConnection()
    .execute<Array<{ email: string; language: string | null }>>(ALL_STAFF_SQL, [], 'all', em.getTransactionContext());
  return everyone.map(recipient);
}

const recipient = (r: { email: string; language: string | null }): CaseRecipient => ({
  email: r.email,
  language: isLocale(r.language) ? r.language : null,
});
