import { Arg, Ctx, Int, Mutation, ObjectType, Field, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import {
  CertificateInfo,
  EducationInfo,
  EthnicityInfo,
  NextOfKinInfo,
  NotifierInfo,
  ParentInfo,
  PrimaryInfo,
  ResidentInfo,
  SectionSaveResult,
  VeteranInfo,
} from './certificate.types.js';
import { CertificateService } from './certificate.service.js';
import { VERSION_ARG } from '../revision/index.js';

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
  certificate(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<CertificateInfo> {
    return ctx.service(CertificateService).get(opi);
  }

  @Mutation(() => SectionSaveResult)
  @Allow(...WHO)
  savePrimaryInfo(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => PrimaryInfo) input: PrimaryInfo,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(CertificateService).savePrimary(opi, input, version);
  }

  @Mutation(() => SectionSaveResult)
  @Allow(...WHO)
  saveResidentInfo(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => ResidentInfo) input: ResidentInfo,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(CertificateService).saveResident(opi, input, version);
  }

  @Mutation(() => SectionSaveResult)
  @Allow(...WHO)
  saveEthnicityInfo(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => EthnicityInfo) input: EthnicityInfo,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(CertificateService).saveEthnicity(opi, input, version);
  }

  @Mutation(() => SectionSaveResult)
  @Allow(...WHO)
  saveEducationInfo(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => EducationInfo) input: EducationInfo,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(CertificateService).saveEducation(opi, input, version);
  }

  @Mutation(() => SectionSaveResult)
  @Allow(...WHO)
  saveVeteranInfo(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => VeteranInfo) input: VeteranInfo,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(CertificateService).saveVeteran(opi, input, version);
  }

  @Mutation(() => SectionSaveResult, { description: 'Saves the mother or the father (relation).' })
  @Allow(...WHO)
  saveParentInfo(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => ParentInfo) input: ParentInfo,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(CertificateService).saveParent(opi, input, version);
  }

  @Mutation(() => SectionSaveResult)
  @Allow(...WHO)
  saveNotifierInfo(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => NotifierInfo) input: NotifierInfo,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(CertificateService).saveNotifier(opi, input, version);
  }

  @Mutation(() => SectionSaveResult, { description: 'Saves next-of-kin blocks: with an id updates, without adds.' })
  @Allow(...WHO)
  saveNextOfKin(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => [NextOfKinInfo]) input: NextOfKinInfo[],
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(CertificateService).saveNextOfKin(opi, input, version);
  }

  @Mutation(() => SectionSaveResult)
  @Allow(...WHO)
  removeNextOfKin(
    @Arg('opi', () => String) opi: string,
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(CertificateService).removeNextOfKin(opi, id, version);
  }

  @Mutation(() => CertificateSubmitResult, { description: 'Sends the saved details to the funeral arranger.' })
  @Allow(...WHO)
  submitCertificate(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope) {
    return ctx.service(CertificateService).submit(opi);
  }

  @Mutation(() => CertificateInfo, { description: 'Locks (or unlocks) the certificate sections for everyone.' })
  @Allow('admin', 'cl-arranger')
  setCertificateFreeze(@Arg('opi', () => String) opi: string, @Arg('isFreeze', () => Boolean) isFreeze: boolean, @Ctx() ctx: RequestScope) {
    return ctx.service(CertificateService).setFreeze(opi, isFreeze);
  }
}
