import { MESSAGES, t } from '@memorial/schema';
import { DomainError } from '../errors.js';
import type { RequestScope } from '../request/scope.js';
import { newChallenge, redeemSolution } from './captcha.js';
import { hit, pointsUsed, RATE_LIMITS, UPLOAD_QUOTA, type Allowance, type RateLimitName, type RateRule } from './limits.js';

export { RATE_LIMITS };

/** What a limit counts on besides the caller's address. */
export interface LimitedOn {
  decedentId?: number;
  userId?: number;
}
interface Counter {
  kind: 'address' | 'decedent' | 'account';
  key: string;
  allowance: Allowance;
}

/** The captcha and the rate limits of public writes, for any module: made per request, scope.service(AbuseService). */
export class AbuseService {
  constructor(private readonly ctx: RequestScope) {}

  /** A new captcha challenge (what the widget's challenge URL answers). */
  challenge() {
    return newChallenge(this.ctx.deps.config, this.ctx.deps.tokens.secret);
  }

  /** Refuses with DomainError.invalid({ captcha: t(MESSAGES, 'verifyCaptcha') }) ("verify captcha") when missing, wrong, expired or already used. */
  async requireCaptcha(solution: string | null | undefined): Promise<void> {
    const refusal = await redeemSolution(this.ctx.em, this.ctx.deps.tokens.secret, solution);
    if (refusal) throw DomainError.invalid({ captcha: t(MESSAGES, 'verifyCaptcha') });
  }

  /** Counts one hit for this caller (its address) and, when given, for the decedent; refuses with RATE_LIMITED and a plain message when over. */
  async limit(rule: RateLimitName, on: LimitedOn = {}): Promise<void> {
    const counts = this.countersOf(rule, on).map(
      async ({ key, allowance }) => (await hit(this.ctx.em, key, allowance.windowSeconds)) <= allowance.points,
    );
    if ((await Promise.all(counts)).includes(false)) throw new DomainError('RATE_LIMITED', t(MESSAGES, 'tooManyRequests'));
  }

  /** What is left of each of the rule's allowances in the current windows, for this caller and the decedent, without counting a hit. */
  async remaining(rule: RateLimitName, on: LimitedOn = {}): Promise<{ address: number; decedent: number | null; account: number | null }> {
    const counters = this.countersOf(rule, on);
    const used = await pointsUsed(
      this.ctx.em,
      counters.map((c) => c.key),
    );
    const left = (c: Counter | undefined) => (c ? Math.max(0, c.allowance.points - (used.get(c.key) ?? 0)) : null);
    return {
      address: left(counters[0])!,
      decedent: left(counters.find((c) => c.kind === 'decedent')),
      account: left(counters.find((c) => c.kind === 'account')),
    };
  }

  /**
   * For rules that count failures only (a wrong old password): refuses with RATE_LIMITED and t(MESSAGES, 'tooManyAttempts')
   * while any of the caller's counters is used up, without counting; failed() then counts one failure.
   */
  async refuseWhileOver(rule: RateLimitName, on: LimitedOn = {}): Promise<void> {
    const left = await this.remaining(rule, on);
    if (left.address === 0 || left.decedent === 0 || left.account === 0)
      throw new DomainError('RATE_LIMITED', t(MESSAGES, 'tooManyAttempts'));
  }

  async failed(rule: RateLimitName, on: LimitedOn = {}): Promise<void> {
    await Promise.all(this.countersOf(rule, on).map(({ key, allowance }) => hit(this.ctx.em, key, allowance.windowSeconds)));
  }

  /** The counters a rule keeps: this caller's address, then the decedent's and the account's when the rule has them and they are given. */
  private countersOf(rule: RateLimitName, on: LimitedOn): Counter[] {
    const r: RateRule = RATE_LIMITS[rule];
    const counters: Counter[] = [{ kind: 'address', key: `${rule}:ip:${this.ctx.ip}`, allowance: r.perAddress }];
    if (on.decedentId !== undefined && r.perDecedent)
      counters.push({ kind: 'decedent', key: `${rule}:decedent:${on.decedentId}`, allowance: r.perDecedent });
    if (on.userId !== undefined && r.perAccount)
      counters.push({ kind: 'account', key: `${rule}:user:${on.userId}`, allowance: r.perAccount });
    return counters;
  }

  /**
   * Refuses a visitor's upload of `files` more files when this address already has UPLOAD_QUOTA unclaimed ones
   * (by count or by size). Checked before the files are read; concurrent uploads may pass it together, which the
   * per-address upload limit bounds.
   */
  async checkUploadQuota(files: number): Promise<void> {
    const rows = await this.ctx.em
      .getConnection()
      .execute<Array<{ files: string; bytes: string | null }>>(
        'select count(*) as files, sum(size) as bytes from media_upload where ip = ? and claimed_at is null',
        [this.ctx.ip],
      );
    const held = { files: Number(rows[0]?.files ?? 0), bytes: Number(rows[0]?.bytes ?? 0) };
    if (held.files + files > UPLOAD_QUOTA.files || held.bytes >= UPLOAD_QUOTA.bytes)
      throw new DomainError('RATE_LIMITED', t(MESSAGES, 'uploadQuota'));
  }
}
