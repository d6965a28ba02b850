import type { EntityManager } from '@mikro-orm/postgresql';
import { richTextToPlain } from '../../html.js';
import type { RequestScope } from '../../request/scope.js';
import type { Decedent } from '../decedent/index.js';
import { currentModel, probabilityOf } from './screening.classifier.js';
import { domainOf, domainsOf, textReasons } from './screening.rules.js';
import { outcomeOf } from './screening.score.js';
import { networkOf, senderReasons } from './screening.sender.js';
import type { ScreeningOutcome } from './screening.levels.js';

export type ScreenedKind = 'memory' | 'message';
type ScreeningDecedent = Pick<Decedent, 'id' | 'pageLanguage' | 'donationDetails' | 'socialMediaLinks'>;

/**
 * Screens incoming memories and Contact Family messages (issue 32): rules on the text, on earlier texts (duplicates
 * on other pages, the sender's history, bursts) and the classifier, combined into a score with its reasons. It
 * publishes, deletes and mails nothing: the memory and message modules hold what scores LIKELY_SPAM.
 */
export class ScreeningService {
  constructor(private readonly ctx: RequestScope) {}

  /** Scores an incoming text (HTML or plain) for this decedent's page; the sender is email and the request's network. Writes nothing. */
  async screen(input: { kind: ScreenedKind; text: string; decedent: ScreeningDecedent; email: string }): Promise<ScreeningOutcome> {
    const text = plainOf(input.text);
    const reasons = textReasons(text, { familyDomains: this.familyDomains(input.decedent), pageLanguage: input.decedent.pageLanguage });
    const sender = await senderReasons(this.ctx.em, {
      text,
      decedentId: input.decedent.id,
      email: emailOf(input.email),
      network: networkOf(this.ctx.ip),
    });
    const p = probabilityOf(await currentModel(this.ctx.em), text);
    return outcomeOf([...reasons, ...sender], p);
  }

  /** Records the screened text with the saved item's id, in the caller's transaction (em): later screenings compare with it. */
  async record(
    em: EntityManager,
    input: { kind: ScreenedKind; itemId: number; text: string; decedent: Pick<Decedent, 'id'>; email: string; outcome: ScreeningOutcome },
  ): Promise<void> {
    await em.execute('insert into screened_text (kind, item_id, decedent_id, text, email, network, score) values (?, ?, ?, ?, ?, ?, ?)', [
      input.kind,
      input.itemId,
      input.decedent.id,
      plainOf(input.text),
      emailOf(input.email),
      networkOf(this.ctx.ip),
      input.outcome.score,
    ]);
  }

  /**
   * A moderator's decision on items (memories or messages), in the caller's transaction (em): it ends their hold
   * (flushed), and is their label for the classifier (the latest decision wins); the retraining job picks it up.
   */
  async decide(
    em: EntityManager,
    kind: ScreenedKind,
    items: ReadonlyArray<{ id: number; held: boolean }>,
    label: 'ok' | 'reject',
  ): Promise<void> {
    if (!items.length) return;
    for (const item of items) item.held = false;
    await em.flush();
    const ids = items.map((item) => item.id);
    await em.execute('update screened_text set label = ?, labelled_at = now() where kind = ? and item_id in (?)', [label, kind, ids]);
  }

  /** The page's own sites, whose links do not count: the family's donation and social links, and this portal. */
  private familyDomains(decedent: ScreeningDecedent): Set<string> {
    const domains = domainsOf([
      ...(decedent.donationDetails ?? []).map((d) => d.donationUrlSrc),
      ...Object.values(decedent.socialMediaLinks ?? {}),
    ]);
    domains.add(domainOf(new URL(this.ctx.deps.config.siteOrigin).hostname));
    return domains;
  }
}

/** Plain text, whitespace folded, with the targets of the HTML's links (which the plain text loses) after it. */
export function plainOf(html: string): string {
  const plain = richTextToPlain(html);
  const targets = [...html.matchAll(/href\s*=\s*["']?([^"'\s>]+)/gi)].map((m) => m[1]!).filter((href) => !plain.includes(href));
  return [plain, ...targets].join(' ').trim();
}

const emailOf = (email: string) => email.trim().toLowerCase();
