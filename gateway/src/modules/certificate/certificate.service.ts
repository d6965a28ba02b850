import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  CERTIFICATE_MESSAGES,
  educationInfoRule,
  funeralHomeFor,
  ethnicityChoicesRule,
  ethnicityInfoRule,
  fieldErrorsOf,
  nokInfoRule,
  notifierInfoRule,
  parentInfoRule,
  primaryInfoRule,
  residentInfoRule,
  t,
  veteranInfoRule,
} from '@memorial/schema';
import { DomainError, plainZodIssue, validInput } from '../../errors.js';
import { isStaff, requireViewer } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import type { Decedent } from '../decedent/index.js';
import { fullName } from '../decedent/index.js';
import { User } from '../identity/index.js';
import type { Address } from '../reference/index.js';
import { states } from '../reference/index.js';
import { Certificate, NextOfKin, type NotifierData } from './certificate.entity.js';
import type {
  CertificateInfo,
  EducationInfo,
  EthnicityInfo,
  NextOfKinInfo,
  NotifierInfo,
  ParentInfo,
  PrimaryInfo,
  ResidentInfo,
  SectionKey,
  SectionSaveResult,
  VeteranInfo,
} from './certificate.types.js';
import { SECTION_KEYS } from './certificate.types.js';
import { maskSsn } from './ssn-cipher.js';
import { DecedentService } from '../decedent/index.js';
import { certificateSubmittedMail } from '../../mail/templates/certificate-submitted.js';
import { CaseAccessService, caseArrangers } from '../case/index.js';
import { digestOf } from '../../request/idempotency.js';
import { RevisionService, recordKey } from '../revision/index.js';

/**
 * The fields a save carries: an empty string clears a field (null), an absent
 * one leaves it as it was, so a partial save never loses what was entered.
 */
const blankToNull = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(
    Object.entries(o)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v === '' ? null : v]),
  ) as T;

/** A section after a save: what was sent replaces, what was not sent stays (the address too, field by field). */
function merged<T extends { address?: Address | null }>(previous: T | null | undefined, sent: T): T {
  const next = { ...previous, ...blankToNull(sent) } as T;
  if (sent.address) next.address = { ...previous?.address, ...blankToNull(sent.address as Record<string, unknown>) };
  return next;
}

/** A number sent as text: absent stays absent, empty clears, anything else is kept as text. */
const numberText = (v: string | number | null | undefined) => (v === undefined ? undefined : v == null || v === '' ? null : String(v));

const valid = validInput;

/** A birth state is one of the birth country's (the form lists only those, and sets the country from the state). */
function checkBirthPlace(place: { birthCountry?: string | null; birthState?: string | null }): void {
  const { birthCountry, birthState } = place;
  if (!birthState) return;
  if (!birthCountry || !states(birthCountry).some((s) => s.code === birthState))
    throw DomainError.invalid({ birthState: t(CERTIFICATE_MESSAGES, 'notInListBirthState') });
}

/** Which section's save: the decedent, and the version of the section the form was loaded at (none: save over it). */
interface SaveTarget {
  opi: string;
  version: number | null | undefined;
}

export class CertificateService {
  constructor(private readonly ctx: RequestScope) {}

  async get(opi: string): Promise<CertificateInfo> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    const certificate = await this.ctx.em.findOne(Certificate, { decedent: decedent.id });
    return this.view(decedent, certificate);
  }

  savePrimary(opi: string, input: PrimaryInfo, version?: number | null) {
    return this.save(
      { opi, version },
      'primary',
      () => valid(primaryInfoRule, input),
      () => t(CERTIFICATE_MESSAGES, 'savedPrimary'),
      (data, decedent, cert) => {
        Object.assign(
          decedent,
          blankToNull({
            prefix: data.prefix,
            firstName: data.firstName,
            middleName: data.middleName,
            lastName: data.lastName,
            suffix: data.suffix,
            aka: data.aka,
            preferredFirstName: data.preferredFirstName,
            preferredMiddleName: data.preferredMiddleName,
            preferredLastName: data.preferredLastName,
            gender: data.gender,
            maidenName: data.maidenName,
            dateOfBirth: data.dateOfBirth,
          }),
        );
        // A maiden name belongs to the female gender only; another gender clears it.
        if (decedent.gender != null && decedent.gender !== 1) decedent.maidenName = null;
        cert.primary = {
          ...cert.primary,
          ...blankToNull({
            birthState: data.birthState,
            birthCountry: data.birthCountry,
            maritalStatus: data.maritalStatus,
            email: data.email,
            phoneNumber: data.phoneNumber,
            secondaryPhoneNumber: data.secondaryPhoneNumber,
            notes: data.notes,
          }),
        };
        // Checked on the section as saved: a save may send the state or the country alone.
        checkBirthPlace(cert.primary ?? {});
        if (decedent.dateOfBirth && decedent.dateOfDeath && decedent.dateOfBirth > decedent.dateOfDeath) {
          throw DomainError.invalid({ dateOfBirth: t(CERTIFICATE_MESSAGES, 'dateOfBirthAfterDeath') });
        }
        if (data.ssn) {
          cert.ssnCipher = this.ctx.deps.ssn.encrypt(data.ssn);
          cert.ssnLast4 = data.ssn.slice(-4);
        }
      },
    );
  }

  saveResident(opi: string, input: ResidentInfo, version?: number | null) {
    return this.save(
      { opi, version },
      'resident',
      () => valid(residentInfoRule, input),
      () => t(CERTIFICATE_MESSAGES, 'savedResident'),
      (data, _d, cert) => {
        cert.resident = {
          ...cert.resident,
          ...blankToNull({ ...data, noOfYearsStayed: numberText(data.noOfYearsStayed) }),
        } as ResidentInfo;
      },
    );
  }

  saveEthnicity(opi: string, input: EthnicityInfo, version?: number | null) {
    return this.save(
      { opi, version },
      'ethnicity',
      () => valid(ethnicityInfoRule, input),
      () => t(CERTIFICATE_MESSAGES, 'savedEthnicity'),
      (data, _d, cert) => {
        const next = { ...cert.ethnicity, ...blankToNull(data) } as EthnicityInfo;
        // Turning Hispanic off clears the Hispanic choice; one sent along with it is refused below.
        if (!next.isHispanic && data.hispanic === undefined) next.hispanic = null;
        // The section as the save leaves it: each ethnicity with its race, a Hispanic origin only when Hispanic.
        cert.ethnicity = valid(ethnicityChoicesRule, next) as EthnicityInfo;
      },
    );
  }

  saveEducation(opi: string, input: EducationInfo, version?: number | null) {
    return this.save(
      { opi, version },
      'education',
      () => valid(educationInfoRule, input),
      () => t(CERTIFICATE_MESSAGES, 'savedEducation'),
      (data, _d, cert) => {
        cert.education = {
          ...cert.education,
          ...blankToNull({ ...data, yearsOfOccupation: numberText(data.yearsOfOccupation) }),
        } as EducationInfo;
      },
    );
  }

  saveVeteran(opi: string, input: VeteranInfo, version?: number | null) {
    return this.save(
      { opi, version },
      'veteran',
      () => valid(veteranInfoRule, input),
      () => t(CERTIFICATE_MESSAGES, 'savedVeteran'),
      (data, _d, cert) => {
        // No and Unknown clear the branch and the era.
        const serving = data.isVeteran && !data.isUnknown;
        cert.veteran = {
          isVeteran: data.isVeteran,
          isUnknown: data.isUnknown,
          serviceBranch: serving ? data.serviceBranch : null,
          serviceEra: serving ? data.serviceEra : null,
        };
      },
    );
  }

  saveParent(opi: string, input: ParentInfo, version?: number | null) {
    return this.save(
      { opi, version },
      'parent',
      () => valid(parentInfoRule, input),
      (data) => t(CERTIFICATE_MESSAGES, 'savedParent', { relation: data.relation }),
      (data, _d, cert) => {
        const previous = cert.parents.find((p) => p.relation === data.relation);
        const parent = { ...previous, ...blankToNull(data) } as ParentInfo;
        checkBirthPlace(parent);
        // A maiden name is the mother's only.
        if (data.relation !== 'Mother') parent.maidenName = null;
        // In place: each parent keeps its position in the list.
        cert.parents = previous ? cert.parents.map((p) => (p === previous ? parent : p)) : [...cert.parents, parent];
        // Each parent has its own isFirstSaved (section 3): the father's first save is a first save after the mother's.
      },
      (data, cert) => !cert.parents.some((p) => p.relation === data.relation),
    );
  }

  saveNotifier(opi: string, input: NotifierInfo, version?: number | null) {
    return this.save(
      { opi, version },
      'notifier',
      () => valid(notifierInfoRule, input),
      () => t(CERTIFICATE_MESSAGES, 'savedNotifier'),
      (data, _d, cert) => {
        cert.notifier = merged(cert.notifier, data as NotifierData);
        // The form keeps the notifier's fields and Save disabled until the notifier is verified (4.2); a partial save keeps the flag.
        if (cert.notifier.isNotifierVerified !== true)
          throw DomainError.invalid({ isNotifierVerified: t(CERTIFICATE_MESSAGES, 'notifierUnverified') });
      },
    );
  }

  /** Saves the next-of-kin blocks: entries with an id are updated, the others added. */
  saveNextOfKin(opi: string, input: NextOfKinInfo[], version?: number | null) {
    const check = () =>
      input.map((entry, i) => {
        const parsed = nokInfoRule.safeParse(entry, { error: plainZodIssue });
        if (!parsed.success)
          throw DomainError.invalid(Object.fromEntries(Object.entries(fieldErrorsOf(parsed.error)).map(([k, v]) => [`${i}.${k}`, v])));
        return parsed.data;
      });
    return this.save(
      { opi, version },
      'nok',
      check,
      () => t(CERTIFICATE_MESSAGES, 'savedNok'),
      async (entries, decedent) => {
        const existing = await this.ctx.em.find(NextOfKin, { decedent: decedent.id });
        for (const { id, isNotifier, ...data } of entries) {
          const row = id ? existing.find((e) => e.id === id) : undefined;
          if (id && !row) throw DomainError.notFound(t(CERTIFICATE_MESSAGES, 'nokMissing'));
          if (row) Object.assign(row, { data: merged(row.data, data as NotifierData), isNotifier: isNotifier ?? row.isNotifier });
          else this.ctx.em.create(NextOfKin, { decedent, data: blankToNull(data) as NotifierData, isNotifier: !!isNotifier });
        }
      },
    );
  }

  async removeNextOfKin(opi: string, id: number, version?: number | null): Promise<SectionSaveResult> {
    return this.save(
      { opi, version },
      'nok',
      () => null,
      () => t(CERTIFICATE_MESSAGES, 'savedNok'),
      async (_none, decedent) => {
        const row = await this.ctx.em.findOne(NextOfKin, { id, decedent: decedent.id });
        if (!row) throw DomainError.notFound(t(CERTIFICATE_MESSAGES, 'nokMissing'));
        this.ctx.em.remove(row);
      },
    );
  }

  /** Sends the saved sections to the funeral arranger (staff) by e-mail. */
  async submit(opi: string): Promise<{ message: string; certificate: CertificateInfo }> {
    const viewer = requireViewer(this.ctx);
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    this.ensureUnlocked(decedent);
    await this.ctx.service(CaseAccessService).requireAcceptedPolicy(decedent);
    const em = this.ctx.em;
    const cert = await em.findOne(Certificate, { decedent: decedent.id });
    if (!cert || cert.savedSections.length === 0) throw new DomainError('BAD_USER_INPUT', t(CERTIFICATE_MESSAGES, 'saveBeforeSubmit'));
    // Once only: the same certificate submitted again (a double tap, a retry, three at once) mails nobody. One
    // statement marks it submitted with a digest of what was sent, and only the first of equal submissions passes
    // its condition (the others wait on the row's lock, then find the digest theirs). Committed before the mail.
    const { submittedAt: _shown, ...content } = await this.view(decedent, cert);
    const digest = digestOf(content);
    const marked = await em
      .getConnection()
      .execute<Array<{ submitted_at: Date }>>(
        'update certificate set submitted_at = now(), submitted_digest = ? where id = ? and submitted_digest is distinct from ? returning submitted_at',
        [digest, cert.id, digest],
      );
    await em.refresh(cert);
    if (!marked.length) return { message: t(CERTIFICATE_MESSAGES, 'submitted'), certificate: await this.view(decedent, cert) };
    const sender = await em.findOneOrFail(User, { id: viewer.userId });
    const home = funeralHomeFor(decedent.locationCode);
    const base = this.ctx.deps.config.siteOrigin;
    const details = {
      senderName: `${sender.firstName} ${sender.lastName}`,
      opi: decedent.opi,
      funeralHome: home.name,
      sections: cert.savedSections,
      reviewLink: `${base}/obituaries/admin/${decedent.opi}/certificateDetails`,
    };
    const recipients = await caseArrangers(this.ctx, decedent);
    // A mail that fails is logged; the family's submission has succeeded.
    // Each in their own language (the request's when they chose none).
    const sent = await Promise.allSettled(
      recipients.map((r) =>
        this.ctx.deps.mailer.send({
          to: r.email,
          ...certificateSubmittedMail({ ...details, decedentName: fullName(decedent, r.language ?? undefined), language: r.language }),
        }),
      ),
    );
    for (const [i, r] of sent.entries())
      if (r.status === 'rejected')
        this.ctx.deps.logger.error(
          { err: r.reason, opi: decedent.opi, recipient: i + 1, recipients: recipients.length },
          'could not mail the arranger',
        );
    return { message: t(CERTIFICATE_MESSAGES, 'submitted'), certificate: await this.view(decedent, cert) };
  }

  /** Staff lock (or unlock) the certificate sections for everyone. */
  async setFreeze(opi: string, isFreeze: boolean): Promise<CertificateInfo> {
    const viewer = requireViewer(this.ctx);
    if (!isStaff(viewer)) throw DomainError.forbidden();
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    decedent.isFreeze = isFreeze;
    await this.ctx.em.flush();
    return this.view(decedent, await this.ctx.em.findOne(Certificate, { decedent: decedent.id }));
  }

  /**
   * One section save, in the order every write keeps: who is asking (401), the decedent (404), whether they may
   * act on it (403), the lock (423) and the policy, and only then the input (400), so a refused caller never
   * learns what is wrong with the input.
   */
  private async save<T>(
    target: SaveTarget,
    key: SectionKey,
    check: () => T,
    message: (data: T) => string,
    apply: (data: T, decedent: Decedent, cert: Certificate) => void | Promise<void>,
    /** Whether this save is the record's first; by default, the section's. */
    isFirstSave: (data: T, cert: Certificate) => boolean = (_data, cert) => !cert.savedSections.includes(key),
  ): Promise<SectionSaveResult> {
    try {
      return await this.saveOnce(target, key, check, message, apply, isFirstSave);
    } catch (e) {
      if (!(e instanceof UniqueConstraintViolationException)) throw e;
      // Two first saves of one certificate raced and the other created its row (the flush rolled this one back):
      // forget the failed insert (the next query would flush it again) and save onto that row.
      this.ctx.em.clear();
      return this.saveOnce(target, key, check, message, apply, isFirstSave);
    }
  }

  private async saveOnce<T>(
    { opi, version }: SaveTarget,
    key: SectionKey,
    check: () => T,
    message: (data: T) => string,
    apply: (data: T, decedent: Decedent, cert: Certificate) => void | Promise<void>,
    isFirstSave: (data: T, cert: Certificate) => boolean,
  ): Promise<SectionSaveResult> {
    const viewer = requireViewer(this.ctx);
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    this.ensureUnlocked(decedent);
    await this.ctx.service(CaseAccessService).requireAcceptedPolicy(decedent);
    const data = check();
    const em = this.ctx.em;
    const cert = (await em.findOne(Certificate, { decedent: decedent.id })) ?? em.create(Certificate, { decedent });
    const firstSave = isFirstSave(data, cert);
    await apply(data, decedent, cert);
    // Last before the write: a save refused as too old, or as invalid, changes nothing.
    await this.ctx
      .service(RevisionService)
      .claim(recordKey(`certificate.${key}`, decedent.id), version, 'certificateSection', funeralHomeFor(decedent.locationCode).timeZone);
    if (!cert.savedSections.includes(key)) cert.savedSections = [...cert.savedSections, key];
    cert.updatedBy = em.getReference(User, viewer.userId) as never;
    cert.updatedAt = new Date();
    await em.flush();
    return { message: message(data), firstSave, certificate: await this.view(decedent, cert) };
  }

  private ensureUnlocked(decedent: Decedent) {
    if (decedent.isFreeze) throw new DomainError('LOCKED', t(CERTIFICATE_MESSAGES, 'locked'));
  }

  private async view(decedent: Decedent, cert: Certificate | null): Promise<CertificateInfo> {
    const kin = await this.ctx.em.find(NextOfKin, { decedent: decedent.id }, { orderBy: { id: 'asc' } });
    const versions = await this.ctx.service(RevisionService).versions(SECTION_KEYS.map((k) => recordKey(`certificate.${k}`, decedent.id)));
    return {
      sectionVersions: SECTION_KEYS.map((section) => ({
        section,
        version: versions.get(recordKey(`certificate.${section}`, decedent.id)) ?? 0,
      })),
      opi: decedent.opi,
      isFreeze: decedent.isFreeze,
      savedSections: cert?.savedSections ?? [],
      primaryInfo: {
        prefix: decedent.prefix,
        firstName: decedent.firstName,
        middleName: decedent.middleName,
        lastName: decedent.lastName,
        maidenName: decedent.maidenName,
        suffix: decedent.suffix,
        aka: decedent.aka,
        preferredFirstName: decedent.preferredFirstName,
        preferredMiddleName: decedent.preferredMiddleName,
        preferredLastName: decedent.preferredLastName,
        dateOfBirth: decedent.dateOfBirth,
        gender: decedent.gender,
        ...(cert?.primary ?? {}),
        ssn: maskSsn(cert?.ssnLast4),
      },
      residentInfo: cert?.resident ?? null,
      ethnicityInfo: cert?.ethnicity ?? null,
      educationInfo: cert?.education ?? null,
      veteranInfo: cert?.veteran ?? null,
      parentsInfo: cert?.parents ?? [],
      notifierInfo: cert?.notifier ?? null,
      nokInfo: kin.map((k) => ({ ...k.data, id: k.id, isNotifier: k.isNotifier })),
      submittedAt: cert?.submittedAt ?? null,
    };
  }
}
