import { Arg, Ctx, Int, Mutation, ObjectType, Field, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Allow } from '../../graphql/access.js';
import {
  CertificateInfo, EducationInfo, EthnicityInfo, NextOfKinInfo, NotifierInfo, ParentInfo, PrimaryInfo, ResidentInfo, SectionSaveResult, VeteranInfo,
} from './certificate.types.js';

@ObjectType('CertificateSubmitResult')
class CertificateSubmitResult {
  @Field(() => String) message!: string;
  @Field(() => CertificateInfo) certificate!: CertificateInfo;
}

const WHO = ['arranger', 'admin', 'cl-arranger'] as const;

@Resolver()
export class CertificateResolver {
  @Query(() => CertificateInfo, { description: 'Biography and Death Certificate Information of a decedent; the SSN only masked.' })
  @Allow(...WHO)
  certificate(@Arg('opi', () => String) opi: string, @Ctx() ctx: Context): Promise<CertificateInfo> {
    return ctx.certificates.get(opi);
  }

  @Mutation(() => SectionSaveResult)
  @Allow(...WHO)
  savePrimaryInfo(@Arg('opi', () => String) opi: string, @Arg('input', () => PrimaryInfo) input: PrimaryInfo, @Ctx() ctx: Context) {
    return ctx.certificates.savePrimary(opi, input);
  }

  @Mutation(() => SectionSaveResult)
  @Allow(...WHO)
  saveResidentInfo(@Arg('opi', () => String) opi: string, @Arg('input', () => ResidentInfo) input: ResidentInfo, @Ctx() ctx: Context) {
    return ctx.certificates.saveResident(opi, input);
  }

  @Mutation(() => SectionSaveResult)
  @Allow(...WHO)
  saveEthnicityInfo(@Arg('opi', () => String) opi: string, @Arg('input', () => EthnicityInfo) input: EthnicityInfo, @Ctx() ctx: Context) {
    return ctx.certificates.saveEthnicity(opi, input);
  }

  @Mutation(() => SectionSaveResult)
  @Allow(...WHO)
  saveEducationInfo(@Arg('opi', () => String) opi: string, @Arg('input', () => EducationInfo) input: EducationInfo, @Ctx() ctx: Context) {
    return ctx.certificates.saveEducation(opi, input);
  }

  @Mutation(() => SectionSaveResult)
  @Allow(...WHO)
  saveVeteranInfo(@Arg('opi', () => String) opi: string, @Arg('input', () => VeteranInfo) input: VeteranInfo, @Ctx() ctx: Context) {
    return ctx.certificates.saveVeteran(opi, input);
  }

  @Mutation(() => SectionSaveResult, { description: 'Saves the mother or the father (relation).' })
  @Allow(...WHO)
  saveParentInfo(@Arg('opi', () => String) opi: string, @Arg('input', () => ParentInfo) input: ParentInfo, @Ctx() ctx: Context) {
    return ctx.certificates.saveParent(opi, input);
  }

  @Mutation(() => SectionSaveResult)
  @Allow(...WHO)
  saveNotifierInfo(@Arg('opi', () => String) opi: string, @Arg('input', () => NotifierInfo) input: NotifierInfo, @Ctx() ctx: Context) {
    return ctx.certificates.saveNotifier(opi, input);
  }

  @Mutation(() => SectionSaveResult, { description: 'Saves next-of-kin blocks: with an id updates, without adds.' })
  @Allow(...WHO)
  saveNextOfKin(@Arg('opi', () => String) opi: string, @Arg('input', () => [NextOfKinInfo]) input: NextOfKinInfo[], @Ctx() ctx: Context) {
    return ctx.certificates.saveNextOfKin(opi, input);
  }

  @Mutation(() => SectionSaveResult)
  @Allow(...WHO)
  removeNextOfKin(@Arg('opi', () => String) opi: string, @Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.certificates.removeNextOfKin(opi, id);
  }

  @Mutation(() => CertificateSubmitResult, { description: 'Sends the saved details to the funeral arranger.' })
  @Allow(...WHO)
  submitCertificate(@Arg('opi', () => String) opi: string, @Ctx() ctx: Context) {
    return ctx.certificates.submit(opi);
  }

  @Mutation(() => CertificateInfo, { description: 'Locks (or unlocks) the certificate sections for everyone.' })
  @Allow('admin', 'cl-arranger')
  setCertificateFreeze(@Arg('opi', () => String) opi: string, @Arg('isFreeze', () => Boolean) isFreeze: boolean, @Ctx() ctx: Context) {
    return ctx.certificates.setFreeze(opi, isFreeze);
  }
}
