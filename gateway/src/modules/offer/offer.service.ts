import { CERTIFICATE_MESSAGES, SERVICES_TEXTS, serviceInterestRule, t } from '@memorial/schema';
import { DomainError, validInput } from '../../errors.js';
import { requireViewer } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import { User } from '../identity/index.js';
import { FuneralService, ServiceInterest } from './offer.entity.js';
import type { ServiceInterestResult, ServiceOffer } from './offer.types.js';
import { DecedentService } from '../decedent/index.js';
import { CaseAccessService } from '../case/index.js';

/** One row per active service, its answer for the decedent joined (at most one: unique per decedent and service). */
const OFFERS_SQL = `select s.id, s.name, s.description, s.image_url as "imageUrl", i.is_interested as "isInterested", i.note
  from funeral_service s left join service_interest i on i.service_id = s.id and i.decedent_id = ?
  where s.is_active order by s.sort_order asc, s.id asc`;

/**
 * The same offers as one JSON array (the rows of OFFERS_SQL in its order, as a column of another
 * statement), for the decedent whose id is the SQL expression `decedentId` (e.g. d.id).
 */
export const offersJsonSql = (decedentId: string) => `(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name,
    'description', s.description, 'imageUrl', s.image_url, 'isInterested', i.is_interested, 'note', i.note) order by s.sort_order asc, s.id asc), '[]')
  from funeral_service s left join service_interest i on i.service_id = s.id and i.decedent_id = ${decedentId}
  where s.is_active)`;

export class OfferService {
  constructor(private readonly ctx: RequestScope) {}

  async list(opi: string): Promise<ServiceOffer[]> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    return this.offersFor(decedent.id);
  }

  /**
   * The active offers with this decedent's answers, in the funeral home's order: one
   * statement whatever the number of services, read as plain rows (an offer is not an entity).
   */
  async offersFor(decedentId: number): Promise<ServiceOffer[]> {
    const em = this.ctx.em;
    return em.getConnection().execute<ServiceOffer[]>(OFFERS_SQL, [decedentId], 'all', em.getTransactionContext());
  }

  async answer(
    opi: string,
    serviceId: number,
    input: { isInterested: boolean | null; note?: string | null },
  ): Promise<ServiceInterestResult> {
    const viewer = requireViewer(this.ctx);
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    // The same gate as the certificate saves: the family answers once it has accepted the policy.
    await this.ctx.service(CaseAccessService).requireAcceptedPolicy(decedent);
    const service = await this.ctx.em.findOne(FuneralService, { id: serviceId, isActive: true });
    if (!service) throw DomainError.notFound(t(SERVICES_TEXTS, 'serviceMissing'));
    // The input is looked at only once the caller may answer for this decedent and the service exists.
    const valid = validInput(serviceInterestRule, input);
    const em = this.ctx.em;
    const note = valid.isInterested ? valid.note?.trim() || null : null;
    const existing = await em.findOne(ServiceInterest, { decedent: decedent.id, service: service.id });
    const row = existing ?? em.create(ServiceInterest, { decedent, service, isInterested: valid.isInterested });
    Object.assign(row, { isInterested: valid.isInterested, note, answeredBy: em.getReference(User, viewer.userId) });
    await em.flush();
    return { message: t(CERTIFICATE_MESSAGES, 'interestSent'), service: toOffer(service, row) };
  }
}

function toOffer(s: FuneralService, answer?: ServiceInterest): ServiceOffer {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    imageUrl: s.imageUrl,
    isInterested: answer?.isInterested ?? null,
    note: answer?.note ?? null,
  };
}
