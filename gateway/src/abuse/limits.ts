import type { EntityManager } from '@mikro-orm/postgresql';

export interface Allowance {
  points: number;
  windowSeconds: number;
}
export interface RateRule {
  perAddress: Allowance;
  perDecedent?: Allowance;
  /** Per signed-in account (writes only a signed-in person may make). */ perAccount?: Allowance;
}

/**
 * Public writes allowed per caller address and per decedent, in a fixed window. The numbers leave room for a
 * family gathering on one network (a funeral home's wifi) and stop a script: each write also costs a captcha.
 * Other features add their entries here (the key is the rule's name in the counters).
 */
export const RATE_LIMITS = {
  /** Share a Memory by a visitor. */
  memoryShare: { perAddress: { points: 20, windowSeconds: 3600 }, perDecedent: { points: 200, windowSeconds: 3600 } },
  /** Upload calls by a visitor (one call is a batch of files). */
  upload: { perAddress: { points: 40, windowSeconds: 3600 }, perDecedent: { points: 400, windowSeconds: 3600 } },
  /** Forgot Password requests (on top of the three mails per account in 15 minutes). */
  forgotPassword: { perAddress: { points: 10, windowSeconds: 3600 } },
  /** Stay Updated subscribes (a family subscribing several relatives from one phone; a page announced at a service). */
  subscribe: { perAddress: { points: 10, windowSeconds: 3600 }, perDecedent: { points: 300, windowSeconds: 3600 } },
  /** Contact Family messages (each is also a mail to every family arranger). */
  contactFamily: { perAddress: { points: 10, windowSeconds: 3600 }, perDecedent: { points: 100, windowSeconds: 3600 } },
  /**
   * Wrong old passwords on Change Password (only failures are counted): a stolen session cannot guess the password
   * it would need to take the account over. As login: 5 per account in 15 minutes; the owner can still reset it by mail.
   */
  passwordCheck: { perAddress: { points: 20, windowSeconds: 900 }, perAccount: { points: 5, windowSeconds: 900 } },
  /** Transfer Loved Ones' look-up of an e-mail (it tells a signed-in arranger whether an account exists). */
  transferLookup: { perAddress: { points: 60, windowSeconds: 3600 }, perAccount: { points: 30, windowSeconds: 3600 } },
  /** Transfers (each makes mails, perhaps an account). */
  accountTransfer: { perAddress: { points: 20, windowSeconds: 3600 }, perAccount: { points: 10, windowSeconds: 3600 } },
  /**
   * Page views of a public page (over the limit a view is not counted; the page never shows this answer). Room
   * for a chapel's guests on one network opening the page at a service; a script reloading a page counts no further.
   */
  pageView: { perAddress: { points: 300, windowSeconds: 3600 }, perDecedent: { points: 5000, windowSeconds: 3600 } },
} as const satisfies Record<string, RateRule>;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** A visitor's uploads that no memory has taken yet, per address (the upload sweep removes them after UPLOAD_RETENTION_HOURS). */
export const UPLOAD_QUOTA = { files: 60, bytes: 2 * 1024 ** 3 } as const;

/**
 * Failed sign-ins in the window (login_attempt rows): past `captchaAfter` on an account, or `captchaAfterPerAddress`
 * from an address, the login asks for a captcha, never locks the owner out; past `refuseAfterPerAddress` from one
 * address it is refused outright (429) for the rest of the window.
 */
export const LOGIN_LIMITS = { windowMinutes: 15, captchaAfter: 5, captchaAfterPerAddress: 10, refuseAfterPerAddress: 200 } as const;

/**
 * Counts one hit on a counter and answers the count in its current window, in one statement: the row is made,
 * incremented, or restarted when its window is over, under the row's lock, so replicas never lose a hit. The
 * database's clock decides the windows.
 */
export async function hit(em: EntityManager, key: string, windowSeconds: number): Promise<number> {
  const rows = await em.getConnection().execute<Array<{ points: number }>>(
    `insert into rate_limit (id, points, expires_at) values (?, 1, now() + cast(? as double precision) * interval '1 second')
     on conflict (id) do update set
       points = case when rate_limit.expires_at <= now() then 1 else rate_limit.points + 1 end,
       expires_at = case when rate_limit.expires_at <= now() then excluded.expires_at else rate_limit.expires_at end
     returning points`,
    [counterId(key), windowSeconds],
  );
  return Number(rows[0]!.points);
}

/** The hits counted on each of these counters in their current windows (a counter not there, or over, has none). */
export async function pointsUsed(em: EntityManager, keys: string[]): Promise<Map<string, number>> {
  const rows = await em
    .getConnection()
    .execute<Array<{ id: string; points: number }>>('select id, points from rate_limit where id in (?) and expires_at > now()', [
      keys.map(counterId),
    ]);
  return new Map(keys.map((k) => [k, Number(rows.find((r) => r.id === counterId(k))?.points ?? 0)]));
}

/** A counter's row id: its key, cut to the column's length (an address is at most 45 characters; the rest is ours). */
const counterId = (key: string) => key.slice(0, 200);
