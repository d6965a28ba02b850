import { CERTIFICATE_MESSAGES, fieldErrorsOf, serviceInterestRule } from '@memorial/schema';
import { DomainError } from '../../errors.js';
import { requireViewer } from '../../graphql/access.js';
import type { Context } from '../../graphql/context.js';
import { User } from '../identity/user.entity.js';
import { FuneralService, ServiceInterest } from './service.entity.js';
import type { ServiceInterestResult, ServiceOffer } from './service.types.js';

export class ServicesService {
  constructor(private readonly ctx: Context) {}

  async list(opi: string): Promise<ServiceOffer[]> {
    const decedent = await this.ctx.decedents.getActable(opi);
    return this.offersFor(decedent.id);
  }

  /** The offers with this decedent's answers: two statements whatever the number of services. */
  async offersFor(decedentId: number): Promise<ServiceOffer[]> {
    const [services, answers] = await Promise.all([
      this.ctx.em.find(FuneralService, { isActive: true }, { orderBy: { sortOrder: 'asc', id: 'asc' } }),
      this.ctx.em.find(ServiceInterest, { decedent: decedentId }),
    ]);
    return services.map((s) => toOffer(s, answers.find((a) => a.service.id === s.id)));
  }

  async answer(opi: string, serviceId: number, input: { isInterested: boolean | null; note?: string | null }): Promise<ServiceInterestResult> {
    const viewer = requireViewer(this.ctx);
    const decedent = await this.ctx.decedents.getActable(opi);
    const service = await this.ctx.em.findOne(FuneralService, { id: serviceId, isActive: true });
    if (!service) throw DomainError.notFound('Service does not exist');
    // The input is looked at only once the caller may answer for this decedent and the service exists.
    const parsed = serviceInterestRule.safeParse(input);
    if (!parsed.success) throw DomainError.invalid(fieldErrorsOf(parsed.error));
    const em = this.ctx.em;
    const note = parsed.data.isInterested ? parsed.data.note?.trim() || null : null;
    const existing = await em.findOne(ServiceInterest, { decedent: decedent.id, service: service.id });
    const row = existing ?? em.create(ServiceInterest, { decedent, service, isInterested: parsed.data.isInterested });
    Object.assign(row, { isInterested: parsed.data.isInterested, note, answeredBy: em.getReference(User, viewer.userId) });
    await em.flush();
    return { message: CERTIFICATE_MESSAGES.interestSent, service: toOffer(service, row) };
  }
}

function toOffer(s: FuneralService, answer?: ServiceInterest): ServiceOffer {
  return { id: s.id, name: s.name, description: s.description, imageUrl: s.imageUrl, isInterested: answer?.isInterested ?? null, note: answer?.note ?? null };
}
