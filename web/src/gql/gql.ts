/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment LifeDates_decedent on Decedent {\n    dateOfBirth\n    dateOfDeath\n  }\n": typeof types.LifeDates_DecedentFragmentDoc,
    "\n  fragment AddressFields_address on Address {\n    line1\n    line2\n    country\n    state\n    county\n    city\n    zipcode\n  }\n": typeof types.AddressFields_AddressFragmentDoc,
    "\n  query AddressStates($countryCode: String!) {\n    states(countryCode: $countryCode) {\n      code\n      countryCode\n      name\n    }\n  }\n": typeof types.AddressStatesDocument,
    "\n  query AddressCounties($stateCode: String!) {\n    counties(stateCode: $stateCode) {\n      fips\n      name\n      stateCode\n    }\n  }\n": typeof types.AddressCountiesDocument,
    "\n  fragment DecedentName_decedent on Decedent {\n    prefix\n    firstName\n    middleName\n    lastName\n  }\n": typeof types.DecedentName_DecedentFragmentDoc,
    "\n  fragment DisplayName_decedent on Decedent {\n    fullName\n    obituary {\n      displayName\n    }\n  }\n": typeof types.DisplayName_DecedentFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query ArrangementsSummaryPage($opi: String!) {\n    arrangementSummary(opi: $opi) {\n      haveAcceptPolicy\n      decedent {\n        id\n        opi\n        slug\n        funeralHome {\n          code\n          name\n        }\n        ...DecedentHeader_decedent\n      }\n      obituary {\n        description\n      }\n      services {\n        id\n        name\n        isInterested\n      }\n      steps {\n        key\n        ...StepCard_step\n      }\n    }\n  }\n": typeof types.ArrangementsSummaryPageDocument,
    "\n  fragment DecedentHeader_decedent on Decedent {\n    id\n    opi\n    ...DecedentName_decedent\n    ...LifeDates_decedent\n    pictureUrl\n    funeralHome {\n      code\n      name\n    }\n  }\n": typeof types.DecedentHeader_DecedentFragmentDoc,
    "\n  mutation AcceptPolicy($opi: String!) {\n    acceptPolicy(opi: $opi) {\n      haveAcceptPolicy\n    }\n  }\n": typeof types.AcceptPolicyDocument,
    "\n  fragment ServiceCard_service on ServiceOffer {\n    id\n    name\n    description\n    imageUrl\n    isInterested\n    note\n  }\n": typeof types.ServiceCard_ServiceFragmentDoc,
    "\n  mutation AnswerService($opi: String!, $serviceId: Int!, $isInterested: Boolean, $note: String) {\n    answerService(opi: $opi, serviceId: $serviceId, isInterested: $isInterested, note: $note) {\n      message\n    }\n  }\n": typeof types.AnswerServiceDocument,
    "\n  query ServicesPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DecedentHeader_decedent\n    }\n    services(opi: $opi) {\n      id\n      ...ServiceCard_service\n    }\n  }\n": typeof types.ServicesPageDocument,
    "\n  query StaffDecedentsPage($search: String, $locationCode: String, $isPrivate: Boolean, $isFreeze: Boolean, $page: Int!, $pageSize: Int!) {\n    staffDecedents(search: $search, locationCode: $locationCode, isPrivate: $isPrivate, isFreeze: $isFreeze, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      decedents {\n        id\n        opi\n        ...DecedentName_decedent\n        dateOfBirth\n        dateOfDeath\n        isPrivate\n        isFreeze\n        funeralHome {\n          code\n          name\n        }\n      }\n    }\n  }\n": typeof types.StaffDecedentsPageDocument,
    "\n  fragment StepCard_step on ArrangementStep {\n    key\n    step\n    title\n    badge\n    route\n    external\n    isLocked\n    isComplete\n    progress\n    lastEditedBy\n    lastEditedAt\n  }\n": typeof types.StepCard_StepFragmentDoc,
    "\n  query CertificatePage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DecedentHeader_decedent\n    }\n    certificate(opi: $opi) {\n      opi\n      isFreeze\n      savedSections\n      submittedAt\n      ...PrimaryInfoForm_certificate\n      ...ResidentInfoForm_certificate\n      ...EthnicityInfoForm_certificate\n      ...EducationInfoForm_certificate\n      ...VeteranInfoForm_certificate\n      ...ParentInfoForm_certificate\n      ...NotifierInfoForm_certificate\n      ...NextOfKinForm_certificate\n    }\n    referenceData {\n      countries {\n        code\n        name\n      }\n      relationships {\n        id\n        name\n      }\n      ...PrimaryInfoForm_reference\n      ...EthnicityInfoForm_reference\n      ...EducationInfoForm_reference\n      ...VeteranInfoForm_reference\n    }\n  }\n": typeof types.CertificatePageDocument,
    "\n  mutation SubmitCertificate($opi: String!) {\n    submitCertificate(opi: $opi) {\n      message\n      certificate {\n        opi\n        submittedAt\n      }\n    }\n  }\n": typeof types.SubmitCertificateDocument,
    "\n  mutation SetCertificateFreeze($opi: String!, $isFreeze: Boolean!) {\n    setCertificateFreeze(opi: $opi, isFreeze: $isFreeze) {\n      opi\n      isFreeze\n    }\n  }\n": typeof types.SetCertificateFreezeDocument,
    "\n  fragment EducationInfoForm_certificate on CertificateInfo {\n    opi\n    educationInfo {\n      occupation\n      industry\n      yearsOfOccupation\n      qualification {\n        id\n        name\n      }\n    }\n  }\n": typeof types.EducationInfoForm_CertificateFragmentDoc,
    "\n  fragment EducationInfoForm_reference on ReferenceData {\n    qualifications {\n      id\n      name\n    }\n  }\n": typeof types.EducationInfoForm_ReferenceFragmentDoc,
    "\n  mutation SaveEducationInfo($opi: String!, $input: EducationInfoInput!) {\n    saveEducationInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...EducationInfoForm_certificate\n      }\n    }\n  }\n": typeof types.SaveEducationInfoDocument,
    "\n  fragment EthnicityInfoForm_certificate on CertificateInfo {\n    opi\n    ethnicityInfo {\n      isHispanic\n      hispanic {\n        id\n        edrsCode\n        name\n      }\n      raceOne {\n        id\n        edrsCode\n        name\n      }\n      raceTwo {\n        id\n        edrsCode\n        name\n      }\n      raceThree {\n        id\n        edrsCode\n        name\n      }\n      ethnicityOne {\n        id\n        edrsCode\n        name\n      }\n      ethnicityTwo {\n        id\n        edrsCode\n        name\n      }\n      ethnicityThree {\n        id\n        edrsCode\n        name\n      }\n    }\n  }\n": typeof types.EthnicityInfoForm_CertificateFragmentDoc,
    "\n  fragment EthnicityInfoForm_reference on ReferenceData {\n    raceHeaders {\n      id\n      name\n    }\n    races {\n      id\n      edrsCode\n      name\n      headerId\n    }\n    ethnicities {\n      id\n      edrsCode\n      name\n      isHispanic\n    }\n  }\n": typeof types.EthnicityInfoForm_ReferenceFragmentDoc,
    "\n  mutation SaveEthnicityInfo($opi: String!, $input: EthnicityInfoInput!) {\n    saveEthnicityInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...EthnicityInfoForm_certificate\n      }\n    }\n  }\n": typeof types.SaveEthnicityInfoDocument,
    "\n  fragment NextOfKinForm_certificate on CertificateInfo {\n    opi\n    notifierInfo {\n      ...PersonFields_notifier\n    }\n    nokInfo {\n      id\n      isNotifier\n      ...PersonFields_kin\n    }\n  }\n": typeof types.NextOfKinForm_CertificateFragmentDoc,
    "\n  mutation SaveNextOfKin($opi: String!, $input: [NextOfKinInput!]!) {\n    saveNextOfKin(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...NextOfKinForm_certificate\n      }\n    }\n  }\n": typeof types.SaveNextOfKinDocument,
    "\n  mutation RemoveNextOfKin($opi: String!, $id: Int!) {\n    removeNextOfKin(opi: $opi, id: $id) {\n      message\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...NextOfKinForm_certificate\n      }\n    }\n  }\n": typeof types.RemoveNextOfKinDocument,
    "\n  fragment NotifierInfoForm_certificate on CertificateInfo {\n    opi\n    notifierInfo {\n      isNotifierVerified\n      ...PersonFields_notifier\n    }\n  }\n": typeof types.NotifierInfoForm_CertificateFragmentDoc,
    "\n  mutation SaveNotifierInfo($opi: String!, $input: NotifierInfoInput!) {\n    saveNotifierInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...NotifierInfoForm_certificate\n      }\n    }\n  }\n": typeof types.SaveNotifierInfoDocument,
    "\n  fragment ParentInfoForm_certificate on CertificateInfo {\n    opi\n    parentsInfo {\n      relation\n      firstName\n      middleName\n      lastName\n      maidenName\n      birthCountry\n      birthState\n    }\n  }\n": typeof types.ParentInfoForm_CertificateFragmentDoc,
    "\n  mutation SaveParentInfo($opi: String!, $input: ParentInfoInput!) {\n    saveParentInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...ParentInfoForm_certificate\n      }\n    }\n  }\n": typeof types.SaveParentInfoDocument,
    "\n  fragment PersonFields_notifier on NotifierInfo {\n    prefix\n    firstName\n    middleName\n    lastName\n    relation\n    email\n    phoneNumber\n    secondaryPhoneNumber\n    address {\n      ...AddressFields_address\n    }\n  }\n": typeof types.PersonFields_NotifierFragmentDoc,
    "\n  fragment PersonFields_kin on NextOfKin {\n    prefix\n    firstName\n    middleName\n    lastName\n    relation\n    email\n    phoneNumber\n    secondaryPhoneNumber\n    address {\n      ...AddressFields_address\n    }\n  }\n": typeof types.PersonFields_KinFragmentDoc,
    "\n  fragment PrimaryInfoForm_certificate on CertificateInfo {\n    opi\n    primaryInfo {\n      prefix\n      firstName\n      middleName\n      lastName\n      suffix\n      maidenName\n      aka\n      preferredFirstName\n      preferredMiddleName\n      preferredLastName\n      dateOfBirth\n      birthState\n      birthCountry\n      gender\n      maritalStatus\n      ssn\n      email\n      phoneNumber\n      secondaryPhoneNumber\n      notes\n    }\n  }\n": typeof types.PrimaryInfoForm_CertificateFragmentDoc,
    "\n  fragment PrimaryInfoForm_reference on ReferenceData {\n    prefixes\n    genders {\n      id\n      name\n    }\n    maritalStatuses\n    countries {\n      code\n      name\n    }\n  }\n": typeof types.PrimaryInfoForm_ReferenceFragmentDoc,
    "\n  mutation SavePrimaryInfo($opi: String!, $input: PrimaryInfoInput!) {\n    savePrimaryInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...PrimaryInfoForm_certificate\n      }\n    }\n  }\n": typeof types.SavePrimaryInfoDocument,
    "\n  fragment ResidentInfoForm_certificate on CertificateInfo {\n    opi\n    residentInfo {\n      line1\n      line2\n      country\n      state\n      county\n      city\n      zipcode\n      noOfYearsStayed\n    }\n  }\n": typeof types.ResidentInfoForm_CertificateFragmentDoc,
    "\n  mutation SaveResidentInfo($opi: String!, $input: ResidentInfoInput!) {\n    saveResidentInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...ResidentInfoForm_certificate\n      }\n    }\n  }\n": typeof types.SaveResidentInfoDocument,
    "\n  fragment VeteranInfoForm_certificate on CertificateInfo {\n    opi\n    veteranInfo {\n      isVeteran\n      isUnknown\n      serviceBranch\n      serviceEra\n    }\n  }\n": typeof types.VeteranInfoForm_CertificateFragmentDoc,
    "\n  fragment VeteranInfoForm_reference on ReferenceData {\n    serviceBranches\n    serviceEras\n  }\n": typeof types.VeteranInfoForm_ReferenceFragmentDoc,
    "\n  mutation SaveVeteranInfo($opi: String!, $input: VeteranInfoInput!) {\n    saveVeteranInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...VeteranInfoForm_certificate\n      }\n    }\n  }\n": typeof types.SaveVeteranInfoDocument,
    "\n  mutation ForgotPassword($email: String!, $captcha: String) {\n    forgotPassword(email: $email, captcha: $captcha) {\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation Login($role: Role!, $email: String!, $password: String!, $remember: Boolean!, $captcha: String) {\n    login(role: $role, email: $email, password: $password, remember: $remember, captcha: $captcha) {\n      token\n      role\n      isNewUser\n      expiresAt\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query VerifyResetToken($token: String!) {\n    verifyResetToken(token: $token)\n  }\n": typeof types.VerifyResetTokenDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment CaseCard_case on ArrangerCase {\n    id\n    status\n    decedent {\n      id\n      opi\n      ...DecedentName_decedent\n      ...LifeDates_decedent\n      pictureUrl\n    }\n  }\n": typeof types.CaseCard_CaseFragmentDoc,
    "\n  query DashboardPage {\n    myCases {\n      activeCases {\n        id\n        ...CaseCard_case\n      }\n      closedCases {\n        id\n        ...CaseCard_case\n      }\n    }\n  }\n": typeof types.DashboardPageDocument,
    "\n  fragment EventCard_event on Event {\n    id\n    eventName\n    eventType\n    locationName\n    chapelName\n    locationAddress\n    serviceDate\n    beginningTime\n    endingTime\n    url\n    passCode\n    isEndTimeHided\n    isPrivate\n    isPast\n    mapUrl\n    calendarUrl\n    flowerOrderOpen\n    treeOrderOpen\n  }\n": typeof types.EventCard_EventFragmentDoc,
    "\n  fragment MemorialEvents_list on EventList {\n    tributeStore\n    canHide\n    upcomingEvents {\n      id\n      ...EventCard_event\n    }\n    pastEvents {\n      id\n      ...EventCard_event\n    }\n  }\n": typeof types.MemorialEvents_ListFragmentDoc,
    "\n  fragment StaffEventRow_event on Event {\n    id\n    eventName\n    eventType\n    locationName\n    chapelName\n    locationAddressObj {\n      line1\n      city\n      state\n      zipcode\n      country\n    }\n    serviceDate\n    beginningTime\n    endingTime\n    localDate\n    localBeginningTime\n    localEndingTime\n    timeZone\n    locationCode\n    url\n    passCode\n    hidePassCodeInFaa\n    isPrivate\n    isEndTimeHided\n  }\n": typeof types.StaffEventRow_EventFragmentDoc,
    "\n  query StaffEventsPage($opi: String!, $timezone: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      ...DecedentName_decedent\n      funeralHome {\n        code\n        name\n      }\n    }\n    events(opi: $opi, timezone: $timezone) {\n      upcomingEvents {\n        id\n        ...StaffEventRow_event\n      }\n      pastEvents {\n        id\n        ...StaffEventRow_event\n      }\n    }\n  }\n": typeof types.StaffEventsPageDocument,
    "\n  mutation CreateEvent($opi: String!, $input: EventInput!, $timezone: String) {\n    createEvent(opi: $opi, input: $input, timezone: $timezone) {\n      message\n      event {\n        id\n        ...StaffEventRow_event\n      }\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($opi: String!, $eventId: Int!, $input: EventInput!, $timezone: String) {\n    updateEvent(opi: $opi, eventId: $eventId, input: $input, timezone: $timezone) {\n      message\n      event {\n        id\n        ...StaffEventRow_event\n      }\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation DeleteEvent($opi: String!, $eventId: Int!) {\n    deleteEvent(opi: $opi, eventId: $eventId) {\n      message\n      id\n    }\n  }\n": typeof types.DeleteEventDocument,
    "\n  mutation HideEvent($opi: String!, $eventId: Int!, $isPrivate: Boolean!, $timezone: String) {\n    hideEvent(opi: $opi, eventId: $eventId, isPrivate: $isPrivate, timezone: $timezone) {\n      message\n      event {\n        id\n        ...EventCard_event\n      }\n    }\n  }\n": typeof types.HideEventDocument,
    "\n  mutation HideEventEndTime($opi: String!, $eventId: Int!, $isEndTimeHided: Boolean!, $timezone: String) {\n    hideEventEndTime(opi: $opi, eventId: $eventId, isEndTimeHided: $isEndTimeHided, timezone: $timezone) {\n      message\n      event {\n        id\n        ...EventCard_event\n      }\n    }\n  }\n": typeof types.HideEventEndTimeDocument,
    "\n  query TributeLink($opi: String!, $action: String!, $eventId: Int) {\n    tributeLink(opi: $opi, action: $action, eventId: $eventId)\n  }\n": typeof types.TributeLinkDocument,
    "\n  fragment BurialLocationDialog_decedent on Decedent {\n    id\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n    }\n  }\n": typeof types.BurialLocationDialog_DecedentFragmentDoc,
    "\n  fragment ContactFamilyForm_decedent on Decedent {\n    id\n    opi\n    contactFamilyOpen\n  }\n": typeof types.ContactFamilyForm_DecedentFragmentDoc,
    "\n  mutation SendFamilyMessage($opi: String!, $input: FamilyMessageInput!) {\n    sendFamilyMessage(opi: $opi, input: $input) {\n      message\n    }\n  }\n": typeof types.SendFamilyMessageDocument,
    "\n  fragment DecedentCard_decedent on Decedent {\n    id\n    opi\n    isPrivate\n    hasAccess\n    officialUrl\n    funeralHome {\n      code\n      name\n      address\n    }\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n      geoJson {\n        type\n        coordinates\n      }\n    }\n    relatedProfiles {\n      id\n      opi\n      slug\n      pictureUrl\n      ...DecedentName_decedent\n      ...DisplayName_decedent\n      ...LifeDates_decedent\n    }\n    ...DisplayName_decedent\n    ...DonationLinks_decedent\n  }\n": typeof types.DecedentCard_DecedentFragmentDoc,
    "\n  fragment DonationLinks_decedent on Decedent {\n    id\n    donationDetails {\n      id\n      donationUrlName\n      donationUrlSrc\n      donationUrlDescription\n    }\n  }\n": typeof types.DonationLinks_DecedentFragmentDoc,
    "\n  fragment LifeOfSection_decedent on Decedent {\n    id\n    lifeOfTitle\n    lifeOfDescription\n  }\n": typeof types.LifeOfSection_DecedentFragmentDoc,
    "\n  fragment MemorialActions_decedent on Decedent {\n    id\n    opi\n    isPrivate\n    hasAccess\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n      geoJson {\n        type\n        coordinates\n      }\n    }\n  }\n": typeof types.MemorialActions_DecedentFragmentDoc,
    "\n  fragment MemorialHero_decedent on Decedent {\n    id\n    bannerUrl\n    pictureUrl\n    ...DisplayName_decedent\n    ...LifeDates_decedent\n  }\n": typeof types.MemorialHero_DecedentFragmentDoc,
    "\n  query MemorialPage($opi: String!, $memoryType: Int, $signedIn: Boolean!, $timezone: String!) {\n    # Asked only with a token: a tampered or expired one fails here (Session Expiry) instead of passing as a visitor.\n    me @include(if: $signedIn) {\n      id\n    }\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      pageTitle\n      hasAccess\n      funeralHome {\n        code\n        name\n      }\n      obituary {\n        description\n      }\n      ...DisplayName_decedent\n      ...MemorialHero_decedent\n      ...MemorialActions_decedent\n      ...BurialLocationDialog_decedent\n      ...ObituarySection_decedent\n      ...ObituaryDialog_decedent\n      ...LifeOfSection_decedent\n      ...DecedentCard_decedent\n      ...SocialLinks_decedent\n      ...ContactFamilyForm_decedent\n    }\n    memories(opi: $opi, memoryType: $memoryType) {\n      id\n      ...MemoryCard_memory\n    }\n    events(opi: $opi, timezone: $timezone) {\n      tributeStore\n      ...MemorialEvents_list\n    }\n  }\n": typeof types.MemorialPageDocument,
    "\n  fragment ObituaryDialog_decedent on Decedent {\n    id\n    obituary {\n      obituary\n    }\n    ...DisplayName_decedent\n    ...LifeDates_decedent\n  }\n": typeof types.ObituaryDialog_DecedentFragmentDoc,
    "\n  fragment ObituarySection_decedent on Decedent {\n    id\n    obituary {\n      obituary\n    }\n    ...DisplayName_decedent\n  }\n": typeof types.ObituarySection_DecedentFragmentDoc,
    "\n  fragment SocialLinks_decedent on Decedent {\n    id\n    socialMediaLinks {\n      CustomUrl\n      Facebook\n      Instagram\n      Twitter\n      Tiktok\n      Blog\n      Youtube\n      Linkedin\n    }\n  }\n": typeof types.SocialLinks_DecedentFragmentDoc,
    "\n  query SubscribeCheck($opi: String!) {\n    subscribeCheck(opi: $opi) {\n      captchaRequired\n      allowed\n    }\n  }\n": typeof types.SubscribeCheckDocument,
    "\n  mutation Subscribe($opi: String!, $input: SubscribeInput!) {\n    subscribe(opi: $opi, input: $input) {\n      message\n    }\n  }\n": typeof types.SubscribeDocument,
    "\n  mutation SetPagePrivacy($opi: String!, $isPrivate: Boolean!) {\n    setDecedentPrivacy(opi: $opi, isPrivate: $isPrivate) {\n      isPrivate\n      message\n    }\n  }\n": typeof types.SetPagePrivacyDocument,
    "\n  fragment MemoryCard_memory on Memory {\n    id\n    title\n    description\n    dateOfMemory\n    createdAt\n    memoryType\n    memoryTypeName\n    status\n    isPrivate\n    rejectedReason\n    relationship\n    memoryByPersonFirstName\n    memoryByPersonLastName\n    personEmail\n    personPhone\n    files {\n      id\n      ...MemoryMedia_file\n    }\n  }\n": typeof types.MemoryCard_MemoryFragmentDoc,
    "\n  fragment MemoryMedia_file on MemoryFile {\n    id\n    fileType\n    src\n    thumbnailUrl\n    fileName\n    isLink\n    linkTitle\n    rotationAngle\n  }\n": typeof types.MemoryMedia_FileFragmentDoc,
    "\n  query ApproveMemories($opi: String!, $status: Int!) {\n    approvalMemories(opi: $opi, status: $status) {\n      id\n      status\n      ...MemoryCard_memory\n    }\n  }\n": typeof types.ApproveMemoriesDocument,
    "\n  query ApproveMemory($id: Int!) {\n    memory(id: $id) {\n      id\n      status\n      ...MemoryCard_memory\n    }\n  }\n": typeof types.ApproveMemoryDocument,
    "\n  query MemorialGallery($opi: String!) {\n    gallery(opi: $opi) {\n      id\n      memoryId\n      fileType\n      src\n      thumbnailUrl\n      fileName\n      isLink\n      linkTitle\n      rotationAngle\n    }\n  }\n": typeof types.MemorialGalleryDocument,
    "\n  mutation ChangeMemoryStatus($memoryId: Int!, $status: MemoryStatusChange!, $rejectedReason: String, $opi: String) {\n    changeMemoryStatus(memoryId: $memoryId, status: $status, rejectedReason: $rejectedReason, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": typeof types.ChangeMemoryStatusDocument,
    "\n  mutation SetMemoryHidden($memoryId: Int!, $isPrivate: Boolean!, $opi: String) {\n    setMemoryHidden(memoryId: $memoryId, isPrivate: $isPrivate, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": typeof types.SetMemoryHiddenDocument,
    "\n  mutation EditMemoryTitle($memoryId: Int!, $title: String!, $opi: String) {\n    editMemoryTitle(memoryId: $memoryId, title: $title, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": typeof types.EditMemoryTitleDocument,
    "\n  mutation EditMemoryText($memoryId: Int!, $memory: String!, $opi: String) {\n    editMemoryText(memoryId: $memoryId, memory: $memory, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": typeof types.EditMemoryTextDocument,
    "\n  mutation AddMemoryFiles($memoryId: Int!, $files: [MemoryFileInput!]!, $opi: String) {\n    addMemoryFiles(memoryId: $memoryId, files: $files, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": typeof types.AddMemoryFilesDocument,
    "\n  mutation DeleteMemoryFile($memoryId: Int!, $fileId: Int!, $opi: String) {\n    deleteMemoryFile(memoryId: $memoryId, fileId: $fileId, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": typeof types.DeleteMemoryFileDocument,
    "\n  mutation RotateMemoryImage($memoryId: Int!, $fileId: Int!, $rotationAngle: Int!, $opi: String) {\n    rotateMemoryImage(memoryId: $memoryId, fileId: $fileId, rotationAngle: $rotationAngle, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": typeof types.RotateMemoryImageDocument,
    "\n  mutation ShareMemory($opi: String!, $input: ShareMemoryInput!) {\n    shareMemory(opi: $opi, input: $input) {\n      id\n      status\n      title\n    }\n  }\n": typeof types.ShareMemoryDocument,
    "\n  query ShareMemoryPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DisplayName_decedent\n    }\n    referenceData {\n      countries {\n        code\n        name\n      }\n    }\n  }\n": typeof types.ShareMemoryPageDocument,
    "\n  mutation ShareAcceptPolicy($opi: String!) {\n    acceptPolicy(opi: $opi) {\n      haveAcceptPolicy\n    }\n  }\n": typeof types.ShareAcceptPolicyDocument,
    "\n  query StaffMemories($opi: String!, $status: MemoryStatus, $memoryType: Int, $search: String, $page: Int!, $pageSize: Int!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      ...DisplayName_decedent\n    }\n    staffMemories(opi: $opi, status: $status, memoryType: $memoryType, search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      memories {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": typeof types.StaffMemoriesDocument,
    "\n  query StaffMemoryDecedents($search: String) {\n    staffDecedents(search: $search, page: 1, pageSize: 20) {\n      total\n      decedents {\n        id\n        opi\n        fullName\n        dateOfDeath\n      }\n    }\n  }\n": typeof types.StaffMemoryDecedentsDocument,
    "\n  query VideoPreview($url: String!) {\n    videoPreview(url: $url) {\n      url\n      embedUrl\n      title\n      thumbnailUrl\n    }\n  }\n": typeof types.VideoPreviewDocument,
    "\n  mutation UploadMedia($files: [Upload!]!, $isAllowAllMedia: Boolean!, $captcha: String) {\n    uploadMedia(files: $files, isAllowAllMedia: $isAllowAllMedia, captcha: $captcha) {\n      url\n      thumbnailUrl\n      fileType\n      fileName\n    }\n  }\n": typeof types.UploadMediaDocument,
    "\n  subscription MemoryEvents($opi: String) {\n    memoryEvents(opi: $opi) {\n      kind\n      memoryId\n      opi\n      status\n      title\n      at\n    }\n  }\n": typeof types.MemoryEventsDocument,
    "\n  fragment FamilyMessageItem_message on FamilyMessage {\n    id\n    email\n    message\n    createdAt\n  }\n": typeof types.FamilyMessageItem_MessageFragmentDoc,
    "\n  query FamilyMessages($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      hideContactFamily\n    }\n    familyMessages(opi: $opi) {\n      id\n      ...FamilyMessageItem_message\n    }\n  }\n": typeof types.FamilyMessagesDocument,
    "\n  mutation DeleteFamilyMessage($opi: String!, $id: Int!) {\n    deleteFamilyMessage(opi: $opi, id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.DeleteFamilyMessageDocument,
    "\n  mutation SetContactFamilyHidden($opi: String!, $hide: Boolean!) {\n    setContactFamilyHidden(opi: $opi, hideContactFamily: $hide) {\n      hideContactFamily\n      message\n    }\n  }\n": typeof types.SetContactFamilyHiddenDocument,
    "\n  query ObituaryPage($opi: String!) {\n    # Only signed-in people come here: a tampered or expired token fails on me (Session Expiry) instead of reading as a visitor.\n    me {\n      id\n    }\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      fullName\n      ...DecedentName_decedent\n      ...LifeDates_decedent\n      pictureUrl\n      isPrivate\n      hasAccess\n      funeralHome {\n        code\n        name\n      }\n      obituary {\n        displayName\n      }\n      ...ObituarySection_decedent\n    }\n    memories(opi: $opi) {\n      id\n      ...MemoryCard_memory\n    }\n  }\n": typeof types.ObituaryPageDocument,
    "\n  mutation ChangePassword($password: String!, $newPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword) {\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment PersonalDetails_user on User {\n    id\n    title\n    firstName\n    middleName\n    lastName\n  }\n": typeof types.PersonalDetails_UserFragmentDoc,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        id\n        isNewUser\n        ...PersonalDetails_user\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query ProfilePage {\n    me {\n      id\n      email\n      firstName\n      isNewUser\n      ...PersonalDetails_user\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  query TransferLovedOnes {\n    myCases {\n      activeCases {\n        id\n        decedent {\n          id\n          opi\n          prefix\n          firstName\n          middleName\n          lastName\n        }\n      }\n      closedCases {\n        id\n        decedent {\n          id\n          opi\n          prefix\n          firstName\n          middleName\n          lastName\n        }\n      }\n    }\n    myTransfers {\n      id\n      direction\n      opi\n      decedentName\n      otherName\n      createdAt\n    }\n  }\n": typeof types.TransferLovedOnesDocument,
    "\n  query VerifyUserEmail($email: String!) {\n    verifyUserEmail(email: $email) {\n      firstName\n      lastName\n      isNewUser\n    }\n  }\n": typeof types.VerifyUserEmailDocument,
    "\n  mutation TransferAccount($input: TransferAccountInput!) {\n    transferAccount(input: $input) {\n      message\n    }\n  }\n": typeof types.TransferAccountDocument,
    "\n  query ProgramPage($opi: String!, $offset: Int!, $limit: Int!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DecedentHeader_decedent\n    }\n    programCard(opi: $opi) {\n      opi\n      programCardTemplate {\n        id\n        name\n      }\n      templateFileUrl\n      fileUrl\n      fileName\n      isLocked\n      submittedAt\n      lastEditedBy\n      lastEditedAt\n      maxFileBytes\n    }\n    programCardTemplates(limit: $limit, offset: $offset) {\n      total\n      offset\n      items {\n        id\n        name\n        previewFrontImageUrl\n        previewBackImageUrl\n      }\n    }\n  }\n": typeof types.ProgramPageDocument,
    "\n  query ProgramPreview($opi: String!) {\n    programCardPreview(opi: $opi) {\n      html\n      fileName\n    }\n  }\n": typeof types.ProgramPreviewDocument,
    "\n  mutation ChooseProgramTemplateWeb($opi: String!, $templateId: Int!) {\n    chooseProgramTemplate(opi: $opi, templateId: $templateId) {\n      message\n      programCard {\n        opi\n      }\n    }\n  }\n": typeof types.ChooseProgramTemplateWebDocument,
    "\n  mutation SubmitProgramWeb($opi: String!) {\n    submitProgramCard(opi: $opi) {\n      message\n      programCard {\n        opi\n        submittedAt\n      }\n    }\n  }\n": typeof types.SubmitProgramWebDocument,
    "\n  mutation SetProgramLockWeb($opi: String!, $isLocked: Boolean!) {\n    setProgramLock(opi: $opi, isLocked: $isLocked) {\n      message\n      programCard {\n        opi\n        isLocked\n      }\n    }\n  }\n": typeof types.SetProgramLockWebDocument,
};
const documents: Documents = {
    "\n  fragment LifeDates_decedent on Decedent {\n    dateOfBirth\n    dateOfDeath\n  }\n": types.LifeDates_DecedentFragmentDoc,
    "\n  fragment AddressFields_address on Address {\n    line1\n    line2\n    country\n    state\n    county\n    city\n    zipcode\n  }\n": types.AddressFields_AddressFragmentDoc,
    "\n  query AddressStates($countryCode: String!) {\n    states(countryCode: $countryCode) {\n      code\n      countryCode\n      name\n    }\n  }\n": types.AddressStatesDocument,
    "\n  query AddressCounties($stateCode: String!) {\n    counties(stateCode: $stateCode) {\n      fips\n      name\n      stateCode\n    }\n  }\n": types.AddressCountiesDocument,
    "\n  fragment DecedentName_decedent on Decedent {\n    prefix\n    firstName\n    middleName\n    lastName\n  }\n": types.DecedentName_DecedentFragmentDoc,
    "\n  fragment DisplayName_decedent on Decedent {\n    fullName\n    obituary {\n      displayName\n    }\n  }\n": types.DisplayName_DecedentFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  query ArrangementsSummaryPage($opi: String!) {\n    arrangementSummary(opi: $opi) {\n      haveAcceptPolicy\n      decedent {\n        id\n        opi\n        slug\n        funeralHome {\n          code\n          name\n        }\n        ...DecedentHeader_decedent\n      }\n      obituary {\n        description\n      }\n      services {\n        id\n        name\n        isInterested\n      }\n      steps {\n        key\n        ...StepCard_step\n      }\n    }\n  }\n": types.ArrangementsSummaryPageDocument,
    "\n  fragment DecedentHeader_decedent on Decedent {\n    id\n    opi\n    ...DecedentName_decedent\n    ...LifeDates_decedent\n    pictureUrl\n    funeralHome {\n      code\n      name\n    }\n  }\n": types.DecedentHeader_DecedentFragmentDoc,
    "\n  mutation AcceptPolicy($opi: String!) {\n    acceptPolicy(opi: $opi) {\n      haveAcceptPolicy\n    }\n  }\n": types.AcceptPolicyDocument,
    "\n  fragment ServiceCard_service on ServiceOffer {\n    id\n    name\n    description\n    imageUrl\n    isInterested\n    note\n  }\n": types.ServiceCard_ServiceFragmentDoc,
    "\n  mutation AnswerService($opi: String!, $serviceId: Int!, $isInterested: Boolean, $note: String) {\n    answerService(opi: $opi, serviceId: $serviceId, isInterested: $isInterested, note: $note) {\n      message\n    }\n  }\n": types.AnswerServiceDocument,
    "\n  query ServicesPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DecedentHeader_decedent\n    }\n    services(opi: $opi) {\n      id\n      ...ServiceCard_service\n    }\n  }\n": types.ServicesPageDocument,
    "\n  query StaffDecedentsPage($search: String, $locationCode: String, $isPrivate: Boolean, $isFreeze: Boolean, $page: Int!, $pageSize: Int!) {\n    staffDecedents(search: $search, locationCode: $locationCode, isPrivate: $isPrivate, isFreeze: $isFreeze, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      decedents {\n        id\n        opi\n        ...DecedentName_decedent\n        dateOfBirth\n        dateOfDeath\n        isPrivate\n        isFreeze\n        funeralHome {\n          code\n          name\n        }\n      }\n    }\n  }\n": types.StaffDecedentsPageDocument,
    "\n  fragment StepCard_step on ArrangementStep {\n    key\n    step\n    title\n    badge\n    route\n    external\n    isLocked\n    isComplete\n    progress\n    lastEditedBy\n    lastEditedAt\n  }\n": types.StepCard_StepFragmentDoc,
    "\n  query CertificatePage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DecedentHeader_decedent\n    }\n    certificate(opi: $opi) {\n      opi\n      isFreeze\n      savedSections\n      submittedAt\n      ...PrimaryInfoForm_certificate\n      ...ResidentInfoForm_certificate\n      ...EthnicityInfoForm_certificate\n      ...EducationInfoForm_certificate\n      ...VeteranInfoForm_certificate\n      ...ParentInfoForm_certificate\n      ...NotifierInfoForm_certificate\n      ...NextOfKinForm_certificate\n    }\n    referenceData {\n      countries {\n        code\n        name\n      }\n      relationships {\n        id\n        name\n      }\n      ...PrimaryInfoForm_reference\n      ...EthnicityInfoForm_reference\n      ...EducationInfoForm_reference\n      ...VeteranInfoForm_reference\n    }\n  }\n": types.CertificatePageDocument,
    "\n  mutation SubmitCertificate($opi: String!) {\n    submitCertificate(opi: $opi) {\n      message\n      certificate {\n        opi\n        submittedAt\n      }\n    }\n  }\n": types.SubmitCertificateDocument,
    "\n  mutation SetCertificateFreeze($opi: String!, $isFreeze: Boolean!) {\n    setCertificateFreeze(opi: $opi, isFreeze: $isFreeze) {\n      opi\n      isFreeze\n    }\n  }\n": types.SetCertificateFreezeDocument,
    "\n  fragment EducationInfoForm_certificate on CertificateInfo {\n    opi\n    educationInfo {\n      occupation\n      industry\n      yearsOfOccupation\n      qualification {\n        id\n        name\n      }\n    }\n  }\n": types.EducationInfoForm_CertificateFragmentDoc,
    "\n  fragment EducationInfoForm_reference on ReferenceData {\n    qualifications {\n      id\n      name\n    }\n  }\n": types.EducationInfoForm_ReferenceFragmentDoc,
    "\n  mutation SaveEducationInfo($opi: String!, $input: EducationInfoInput!) {\n    saveEducationInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...EducationInfoForm_certificate\n      }\n    }\n  }\n": types.SaveEducationInfoDocument,
    "\n  fragment EthnicityInfoForm_certificate on CertificateInfo {\n    opi\n    ethnicityInfo {\n      isHispanic\n      hispanic {\n        id\n        edrsCode\n        name\n      }\n      raceOne {\n        id\n        edrsCode\n        name\n      }\n      raceTwo {\n        id\n        edrsCode\n        name\n      }\n      raceThree {\n        id\n        edrsCode\n        name\n      }\n      ethnicityOne {\n        id\n        edrsCode\n        name\n      }\n      ethnicityTwo {\n        id\n        edrsCode\n        name\n      }\n      ethnicityThree {\n        id\n        edrsCode\n        name\n      }\n    }\n  }\n": types.EthnicityInfoForm_CertificateFragmentDoc,
    "\n  fragment EthnicityInfoForm_reference on ReferenceData {\n    raceHeaders {\n      id\n      name\n    }\n    races {\n      id\n      edrsCode\n      name\n      headerId\n    }\n    ethnicities {\n      id\n      edrsCode\n      name\n      isHispanic\n    }\n  }\n": types.EthnicityInfoForm_ReferenceFragmentDoc,
    "\n  mutation SaveEthnicityInfo($opi: String!, $input: EthnicityInfoInput!) {\n    saveEthnicityInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...EthnicityInfoForm_certificate\n      }\n    }\n  }\n": types.SaveEthnicityInfoDocument,
    "\n  fragment NextOfKinForm_certificate on CertificateInfo {\n    opi\n    notifierInfo {\n      ...PersonFields_notifier\n    }\n    nokInfo {\n      id\n      isNotifier\n      ...PersonFields_kin\n    }\n  }\n": types.NextOfKinForm_CertificateFragmentDoc,
    "\n  mutation SaveNextOfKin($opi: String!, $input: [NextOfKinInput!]!) {\n    saveNextOfKin(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...NextOfKinForm_certificate\n      }\n    }\n  }\n": types.SaveNextOfKinDocument,
    "\n  mutation RemoveNextOfKin($opi: String!, $id: Int!) {\n    removeNextOfKin(opi: $opi, id: $id) {\n      message\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...NextOfKinForm_certificate\n      }\n    }\n  }\n": types.RemoveNextOfKinDocument,
    "\n  fragment NotifierInfoForm_certificate on CertificateInfo {\n    opi\n    notifierInfo {\n      isNotifierVerified\n      ...PersonFields_notifier\n    }\n  }\n": types.NotifierInfoForm_CertificateFragmentDoc,
    "\n  mutation SaveNotifierInfo($opi: String!, $input: NotifierInfoInput!) {\n    saveNotifierInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...NotifierInfoForm_certificate\n      }\n    }\n  }\n": types.SaveNotifierInfoDocument,
    "\n  fragment ParentInfoForm_certificate on CertificateInfo {\n    opi\n    parentsInfo {\n      relation\n      firstName\n      middleName\n      lastName\n      maidenName\n      birthCountry\n      birthState\n    }\n  }\n": types.ParentInfoForm_CertificateFragmentDoc,
    "\n  mutation SaveParentInfo($opi: String!, $input: ParentInfoInput!) {\n    saveParentInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...ParentInfoForm_certificate\n      }\n    }\n  }\n": types.SaveParentInfoDocument,
    "\n  fragment PersonFields_notifier on NotifierInfo {\n    prefix\n    firstName\n    middleName\n    lastName\n    relation\n    email\n    phoneNumber\n    secondaryPhoneNumber\n    address {\n      ...AddressFields_address\n    }\n  }\n": types.PersonFields_NotifierFragmentDoc,
    "\n  fragment PersonFields_kin on NextOfKin {\n    prefix\n    firstName\n    middleName\n    lastName\n    relation\n    email\n    phoneNumber\n    secondaryPhoneNumber\n    address {\n      ...AddressFields_address\n    }\n  }\n": types.PersonFields_KinFragmentDoc,
    "\n  fragment PrimaryInfoForm_certificate on CertificateInfo {\n    opi\n    primaryInfo {\n      prefix\n      firstName\n      middleName\n      lastName\n      suffix\n      maidenName\n      aka\n      preferredFirstName\n      preferredMiddleName\n      preferredLastName\n      dateOfBirth\n      birthState\n      birthCountry\n      gender\n      maritalStatus\n      ssn\n      email\n      phoneNumber\n      secondaryPhoneNumber\n      notes\n    }\n  }\n": types.PrimaryInfoForm_CertificateFragmentDoc,
    "\n  fragment PrimaryInfoForm_reference on ReferenceData {\n    prefixes\n    genders {\n      id\n      name\n    }\n    maritalStatuses\n    countries {\n      code\n      name\n    }\n  }\n": types.PrimaryInfoForm_ReferenceFragmentDoc,
    "\n  mutation SavePrimaryInfo($opi: String!, $input: PrimaryInfoInput!) {\n    savePrimaryInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...PrimaryInfoForm_certificate\n      }\n    }\n  }\n": types.SavePrimaryInfoDocument,
    "\n  fragment ResidentInfoForm_certificate on CertificateInfo {\n    opi\n    residentInfo {\n      line1\n      line2\n      country\n      state\n      county\n      city\n      zipcode\n      noOfYearsStayed\n    }\n  }\n": types.ResidentInfoForm_CertificateFragmentDoc,
    "\n  mutation SaveResidentInfo($opi: String!, $input: ResidentInfoInput!) {\n    saveResidentInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...ResidentInfoForm_certificate\n      }\n    }\n  }\n": types.SaveResidentInfoDocument,
    "\n  fragment VeteranInfoForm_certificate on CertificateInfo {\n    opi\n    veteranInfo {\n      isVeteran\n      isUnknown\n      serviceBranch\n      serviceEra\n    }\n  }\n": types.VeteranInfoForm_CertificateFragmentDoc,
    "\n  fragment VeteranInfoForm_reference on ReferenceData {\n    serviceBranches\n    serviceEras\n  }\n": types.VeteranInfoForm_ReferenceFragmentDoc,
    "\n  mutation SaveVeteranInfo($opi: String!, $input: VeteranInfoInput!) {\n    saveVeteranInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...VeteranInfoForm_certificate\n      }\n    }\n  }\n": types.SaveVeteranInfoDocument,
    "\n  mutation ForgotPassword($email: String!, $captcha: String) {\n    forgotPassword(email: $email, captcha: $captcha) {\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation Login($role: Role!, $email: String!, $password: String!, $remember: Boolean!, $captcha: String) {\n    login(role: $role, email: $email, password: $password, remember: $remember, captcha: $captcha) {\n      token\n      role\n      isNewUser\n      expiresAt\n    }\n  }\n": types.LoginDocument,
    "\n  query VerifyResetToken($token: String!) {\n    verifyResetToken(token: $token)\n  }\n": types.VerifyResetTokenDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  fragment CaseCard_case on ArrangerCase {\n    id\n    status\n    decedent {\n      id\n      opi\n      ...DecedentName_decedent\n      ...LifeDates_decedent\n      pictureUrl\n    }\n  }\n": types.CaseCard_CaseFragmentDoc,
    "\n  query DashboardPage {\n    myCases {\n      activeCases {\n        id\n        ...CaseCard_case\n      }\n      closedCases {\n        id\n        ...CaseCard_case\n      }\n    }\n  }\n": types.DashboardPageDocument,
    "\n  fragment EventCard_event on Event {\n    id\n    eventName\n    eventType\n    locationName\n    chapelName\n    locationAddress\n    serviceDate\n    beginningTime\n    endingTime\n    url\n    passCode\n    isEndTimeHided\n    isPrivate\n    isPast\n    mapUrl\n    calendarUrl\n    flowerOrderOpen\n    treeOrderOpen\n  }\n": types.EventCard_EventFragmentDoc,
    "\n  fragment MemorialEvents_list on EventList {\n    tributeStore\n    canHide\n    upcomingEvents {\n      id\n      ...EventCard_event\n    }\n    pastEvents {\n      id\n      ...EventCard_event\n    }\n  }\n": types.MemorialEvents_ListFragmentDoc,
    "\n  fragment StaffEventRow_event on Event {\n    id\n    eventName\n    eventType\n    locationName\n    chapelName\n    locationAddressObj {\n      line1\n      city\n      state\n      zipcode\n      country\n    }\n    serviceDate\n    beginningTime\n    endingTime\n    localDate\n    localBeginningTime\n    localEndingTime\n    timeZone\n    locationCode\n    url\n    passCode\n    hidePassCodeInFaa\n    isPrivate\n    isEndTimeHided\n  }\n": types.StaffEventRow_EventFragmentDoc,
    "\n  query StaffEventsPage($opi: String!, $timezone: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      ...DecedentName_decedent\n      funeralHome {\n        code\n        name\n      }\n    }\n    events(opi: $opi, timezone: $timezone) {\n      upcomingEvents {\n        id\n        ...StaffEventRow_event\n      }\n      pastEvents {\n        id\n        ...StaffEventRow_event\n      }\n    }\n  }\n": types.StaffEventsPageDocument,
    "\n  mutation CreateEvent($opi: String!, $input: EventInput!, $timezone: String) {\n    createEvent(opi: $opi, input: $input, timezone: $timezone) {\n      message\n      event {\n        id\n        ...StaffEventRow_event\n      }\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($opi: String!, $eventId: Int!, $input: EventInput!, $timezone: String) {\n    updateEvent(opi: $opi, eventId: $eventId, input: $input, timezone: $timezone) {\n      message\n      event {\n        id\n        ...StaffEventRow_event\n      }\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation DeleteEvent($opi: String!, $eventId: Int!) {\n    deleteEvent(opi: $opi, eventId: $eventId) {\n      message\n      id\n    }\n  }\n": types.DeleteEventDocument,
    "\n  mutation HideEvent($opi: String!, $eventId: Int!, $isPrivate: Boolean!, $timezone: String) {\n    hideEvent(opi: $opi, eventId: $eventId, isPrivate: $isPrivate, timezone: $timezone) {\n      message\n      event {\n        id\n        ...EventCard_event\n      }\n    }\n  }\n": types.HideEventDocument,
    "\n  mutation HideEventEndTime($opi: String!, $eventId: Int!, $isEndTimeHided: Boolean!, $timezone: String) {\n    hideEventEndTime(opi: $opi, eventId: $eventId, isEndTimeHided: $isEndTimeHided, timezone: $timezone) {\n      message\n      event {\n        id\n        ...EventCard_event\n      }\n    }\n  }\n": types.HideEventEndTimeDocument,
    "\n  query TributeLink($opi: String!, $action: String!, $eventId: Int) {\n    tributeLink(opi: $opi, action: $action, eventId: $eventId)\n  }\n": types.TributeLinkDocument,
    "\n  fragment BurialLocationDialog_decedent on Decedent {\n    id\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n    }\n  }\n": types.BurialLocationDialog_DecedentFragmentDoc,
    "\n  fragment ContactFamilyForm_decedent on Decedent {\n    id\n    opi\n    contactFamilyOpen\n  }\n": types.ContactFamilyForm_DecedentFragmentDoc,
    "\n  mutation SendFamilyMessage($opi: String!, $input: FamilyMessageInput!) {\n    sendFamilyMessage(opi: $opi, input: $input) {\n      message\n    }\n  }\n": types.SendFamilyMessageDocument,
    "\n  fragment DecedentCard_decedent on Decedent {\n    id\n    opi\n    isPrivate\n    hasAccess\n    officialUrl\n    funeralHome {\n      code\n      name\n      address\n    }\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n      geoJson {\n        type\n        coordinates\n      }\n    }\n    relatedProfiles {\n      id\n      opi\n      slug\n      pictureUrl\n      ...DecedentName_decedent\n      ...DisplayName_decedent\n      ...LifeDates_decedent\n    }\n    ...DisplayName_decedent\n    ...DonationLinks_decedent\n  }\n": types.DecedentCard_DecedentFragmentDoc,
    "\n  fragment DonationLinks_decedent on Decedent {\n    id\n    donationDetails {\n      id\n      donationUrlName\n      donationUrlSrc\n      donationUrlDescription\n    }\n  }\n": types.DonationLinks_DecedentFragmentDoc,
    "\n  fragment LifeOfSection_decedent on Decedent {\n    id\n    lifeOfTitle\n    lifeOfDescription\n  }\n": types.LifeOfSection_DecedentFragmentDoc,
    "\n  fragment MemorialActions_decedent on Decedent {\n    id\n    opi\n    isPrivate\n    hasAccess\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n      geoJson {\n        type\n        coordinates\n      }\n    }\n  }\n": types.MemorialActions_DecedentFragmentDoc,
    "\n  fragment MemorialHero_decedent on Decedent {\n    id\n    bannerUrl\n    pictureUrl\n    ...DisplayName_decedent\n    ...LifeDates_decedent\n  }\n": types.MemorialHero_DecedentFragmentDoc,
    "\n  query MemorialPage($opi: String!, $memoryType: Int, $signedIn: Boolean!, $timezone: String!) {\n    # Asked only with a token: a tampered or expired one fails here (Session Expiry) instead of passing as a visitor.\n    me @include(if: $signedIn) {\n      id\n    }\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      pageTitle\n      hasAccess\n      funeralHome {\n        code\n        name\n      }\n      obituary {\n        description\n      }\n      ...DisplayName_decedent\n      ...MemorialHero_decedent\n      ...MemorialActions_decedent\n      ...BurialLocationDialog_decedent\n      ...ObituarySection_decedent\n      ...ObituaryDialog_decedent\n      ...LifeOfSection_decedent\n      ...DecedentCard_decedent\n      ...SocialLinks_decedent\n      ...ContactFamilyForm_decedent\n    }\n    memories(opi: $opi, memoryType: $memoryType) {\n      id\n      ...MemoryCard_memory\n    }\n    events(opi: $opi, timezone: $timezone) {\n      tributeStore\n      ...MemorialEvents_list\n    }\n  }\n": types.MemorialPageDocument,
    "\n  fragment ObituaryDialog_decedent on Decedent {\n    id\n    obituary {\n      obituary\n    }\n    ...DisplayName_decedent\n    ...LifeDates_decedent\n  }\n": types.ObituaryDialog_DecedentFragmentDoc,
    "\n  fragment ObituarySection_decedent on Decedent {\n    id\n    obituary {\n      obituary\n    }\n    ...DisplayName_decedent\n  }\n": types.ObituarySection_DecedentFragmentDoc,
    "\n  fragment SocialLinks_decedent on Decedent {\n    id\n    socialMediaLinks {\n      CustomUrl\n      Facebook\n      Instagram\n      Twitter\n      Tiktok\n      Blog\n      Youtube\n      Linkedin\n    }\n  }\n": types.SocialLinks_DecedentFragmentDoc,
    "\n  query SubscribeCheck($opi: String!) {\n    subscribeCheck(opi: $opi) {\n      captchaRequired\n      allowed\n    }\n  }\n": types.SubscribeCheckDocument,
    "\n  mutation Subscribe($opi: String!, $input: SubscribeInput!) {\n    subscribe(opi: $opi, input: $input) {\n      message\n    }\n  }\n": types.SubscribeDocument,
    "\n  mutation SetPagePrivacy($opi: String!, $isPrivate: Boolean!) {\n    setDecedentPrivacy(opi: $opi, isPrivate: $isPrivate) {\n      isPrivate\n      message\n    }\n  }\n": types.SetPagePrivacyDocument,
    "\n  fragment MemoryCard_memory on Memory {\n    id\n    title\n    description\n    dateOfMemory\n    createdAt\n    memoryType\n    memoryTypeName\n    status\n    isPrivate\n    rejectedReason\n    relationship\n    memoryByPersonFirstName\n    memoryByPersonLastName\n    personEmail\n    personPhone\n    files {\n      id\n      ...MemoryMedia_file\n    }\n  }\n": types.MemoryCard_MemoryFragmentDoc,
    "\n  fragment MemoryMedia_file on MemoryFile {\n    id\n    fileType\n    src\n    thumbnailUrl\n    fileName\n    isLink\n    linkTitle\n    rotationAngle\n  }\n": types.MemoryMedia_FileFragmentDoc,
    "\n  query ApproveMemories($opi: String!, $status: Int!) {\n    approvalMemories(opi: $opi, status: $status) {\n      id\n      status\n      ...MemoryCard_memory\n    }\n  }\n": types.ApproveMemoriesDocument,
    "\n  query ApproveMemory($id: Int!) {\n    memory(id: $id) {\n      id\n      status\n      ...MemoryCard_memory\n    }\n  }\n": types.ApproveMemoryDocument,
    "\n  query MemorialGallery($opi: String!) {\n    gallery(opi: $opi) {\n      id\n      memoryId\n      fileType\n      src\n      thumbnailUrl\n      fileName\n      isLink\n      linkTitle\n      rotationAngle\n    }\n  }\n": types.MemorialGalleryDocument,
    "\n  mutation ChangeMemoryStatus($memoryId: Int!, $status: MemoryStatusChange!, $rejectedReason: String, $opi: String) {\n    changeMemoryStatus(memoryId: $memoryId, status: $status, rejectedReason: $rejectedReason, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": types.ChangeMemoryStatusDocument,
    "\n  mutation SetMemoryHidden($memoryId: Int!, $isPrivate: Boolean!, $opi: String) {\n    setMemoryHidden(memoryId: $memoryId, isPrivate: $isPrivate, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": types.SetMemoryHiddenDocument,
    "\n  mutation EditMemoryTitle($memoryId: Int!, $title: String!, $opi: String) {\n    editMemoryTitle(memoryId: $memoryId, title: $title, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": types.EditMemoryTitleDocument,
    "\n  mutation EditMemoryText($memoryId: Int!, $memory: String!, $opi: String) {\n    editMemoryText(memoryId: $memoryId, memory: $memory, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": types.EditMemoryTextDocument,
    "\n  mutation AddMemoryFiles($memoryId: Int!, $files: [MemoryFileInput!]!, $opi: String) {\n    addMemoryFiles(memoryId: $memoryId, files: $files, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": types.AddMemoryFilesDocument,
    "\n  mutation DeleteMemoryFile($memoryId: Int!, $fileId: Int!, $opi: String) {\n    deleteMemoryFile(memoryId: $memoryId, fileId: $fileId, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": types.DeleteMemoryFileDocument,
    "\n  mutation RotateMemoryImage($memoryId: Int!, $fileId: Int!, $rotationAngle: Int!, $opi: String) {\n    rotateMemoryImage(memoryId: $memoryId, fileId: $fileId, rotationAngle: $rotationAngle, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": types.RotateMemoryImageDocument,
    "\n  mutation ShareMemory($opi: String!, $input: ShareMemoryInput!) {\n    shareMemory(opi: $opi, input: $input) {\n      id\n      status\n      title\n    }\n  }\n": types.ShareMemoryDocument,
    "\n  query ShareMemoryPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DisplayName_decedent\n    }\n    referenceData {\n      countries {\n        code\n        name\n      }\n    }\n  }\n": types.ShareMemoryPageDocument,
    "\n  mutation ShareAcceptPolicy($opi: String!) {\n    acceptPolicy(opi: $opi) {\n      haveAcceptPolicy\n    }\n  }\n": types.ShareAcceptPolicyDocument,
    "\n  query StaffMemories($opi: String!, $status: MemoryStatus, $memoryType: Int, $search: String, $page: Int!, $pageSize: Int!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      ...DisplayName_decedent\n    }\n    staffMemories(opi: $opi, status: $status, memoryType: $memoryType, search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      memories {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n": types.StaffMemoriesDocument,
    "\n  query StaffMemoryDecedents($search: String) {\n    staffDecedents(search: $search, page: 1, pageSize: 20) {\n      total\n      decedents {\n        id\n        opi\n        fullName\n        dateOfDeath\n      }\n    }\n  }\n": types.StaffMemoryDecedentsDocument,
    "\n  query VideoPreview($url: String!) {\n    videoPreview(url: $url) {\n      url\n      embedUrl\n      title\n      thumbnailUrl\n    }\n  }\n": types.VideoPreviewDocument,
    "\n  mutation UploadMedia($files: [Upload!]!, $isAllowAllMedia: Boolean!, $captcha: String) {\n    uploadMedia(files: $files, isAllowAllMedia: $isAllowAllMedia, captcha: $captcha) {\n      url\n      thumbnailUrl\n      fileType\n      fileName\n    }\n  }\n": types.UploadMediaDocument,
    "\n  subscription MemoryEvents($opi: String) {\n    memoryEvents(opi: $opi) {\n      kind\n      memoryId\n      opi\n      status\n      title\n      at\n    }\n  }\n": types.MemoryEventsDocument,
    "\n  fragment FamilyMessageItem_message on FamilyMessage {\n    id\n    email\n    message\n    createdAt\n  }\n": types.FamilyMessageItem_MessageFragmentDoc,
    "\n  query FamilyMessages($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      hideContactFamily\n    }\n    familyMessages(opi: $opi) {\n      id\n      ...FamilyMessageItem_message\n    }\n  }\n": types.FamilyMessagesDocument,
    "\n  mutation DeleteFamilyMessage($opi: String!, $id: Int!) {\n    deleteFamilyMessage(opi: $opi, id: $id) {\n      id\n      message\n    }\n  }\n": types.DeleteFamilyMessageDocument,
    "\n  mutation SetContactFamilyHidden($opi: String!, $hide: Boolean!) {\n    setContactFamilyHidden(opi: $opi, hideContactFamily: $hide) {\n      hideContactFamily\n      message\n    }\n  }\n": types.SetContactFamilyHiddenDocument,
    "\n  query ObituaryPage($opi: String!) {\n    # Only signed-in people come here: a tampered or expired token fails on me (Session Expiry) instead of reading as a visitor.\n    me {\n      id\n    }\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      fullName\n      ...DecedentName_decedent\n      ...LifeDates_decedent\n      pictureUrl\n      isPrivate\n      hasAccess\n      funeralHome {\n        code\n        name\n      }\n      obituary {\n        displayName\n      }\n      ...ObituarySection_decedent\n    }\n    memories(opi: $opi) {\n      id\n      ...MemoryCard_memory\n    }\n  }\n": types.ObituaryPageDocument,
    "\n  mutation ChangePassword($password: String!, $newPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword) {\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  fragment PersonalDetails_user on User {\n    id\n    title\n    firstName\n    middleName\n    lastName\n  }\n": types.PersonalDetails_UserFragmentDoc,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        id\n        isNewUser\n        ...PersonalDetails_user\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query ProfilePage {\n    me {\n      id\n      email\n      firstName\n      isNewUser\n      ...PersonalDetails_user\n    }\n  }\n": types.ProfilePageDocument,
    "\n  query TransferLovedOnes {\n    myCases {\n      activeCases {\n        id\n        decedent {\n          id\n          opi\n          prefix\n          firstName\n          middleName\n          lastName\n        }\n      }\n      closedCases {\n        id\n        decedent {\n          id\n          opi\n          prefix\n          firstName\n          middleName\n          lastName\n        }\n      }\n    }\n    myTransfers {\n      id\n      direction\n      opi\n      decedentName\n      otherName\n      createdAt\n    }\n  }\n": types.TransferLovedOnesDocument,
    "\n  query VerifyUserEmail($email: String!) {\n    verifyUserEmail(email: $email) {\n      firstName\n      lastName\n      isNewUser\n    }\n  }\n": types.VerifyUserEmailDocument,
    "\n  mutation TransferAccount($input: TransferAccountInput!) {\n    transferAccount(input: $input) {\n      message\n    }\n  }\n": types.TransferAccountDocument,
    "\n  query ProgramPage($opi: String!, $offset: Int!, $limit: Int!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DecedentHeader_decedent\n    }\n    programCard(opi: $opi) {\n      opi\n      programCardTemplate {\n        id\n        name\n      }\n      templateFileUrl\n      fileUrl\n      fileName\n      isLocked\n      submittedAt\n      lastEditedBy\n      lastEditedAt\n      maxFileBytes\n    }\n    programCardTemplates(limit: $limit, offset: $offset) {\n      total\n      offset\n      items {\n        id\n        name\n        previewFrontImageUrl\n        previewBackImageUrl\n      }\n    }\n  }\n": types.ProgramPageDocument,
    "\n  query ProgramPreview($opi: String!) {\n    programCardPreview(opi: $opi) {\n      html\n      fileName\n    }\n  }\n": types.ProgramPreviewDocument,
    "\n  mutation ChooseProgramTemplateWeb($opi: String!, $templateId: Int!) {\n    chooseProgramTemplate(opi: $opi, templateId: $templateId) {\n      message\n      programCard {\n        opi\n      }\n    }\n  }\n": types.ChooseProgramTemplateWebDocument,
    "\n  mutation SubmitProgramWeb($opi: String!) {\n    submitProgramCard(opi: $opi) {\n      message\n      programCard {\n        opi\n        submittedAt\n      }\n    }\n  }\n": types.SubmitProgramWebDocument,
    "\n  mutation SetProgramLockWeb($opi: String!, $isLocked: Boolean!) {\n    setProgramLock(opi: $opi, isLocked: $isLocked) {\n      message\n      programCard {\n        opi\n        isLocked\n      }\n    }\n  }\n": types.SetProgramLockWebDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LifeDates_decedent on Decedent {\n    dateOfBirth\n    dateOfDeath\n  }\n"): (typeof documents)["\n  fragment LifeDates_decedent on Decedent {\n    dateOfBirth\n    dateOfDeath\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields_address on Address {\n    line1\n    line2\n    country\n    state\n    county\n    city\n    zipcode\n  }\n"): (typeof documents)["\n  fragment AddressFields_address on Address {\n    line1\n    line2\n    country\n    state\n    county\n    city\n    zipcode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressStates($countryCode: String!) {\n    states(countryCode: $countryCode) {\n      code\n      countryCode\n      name\n    }\n  }\n"): (typeof documents)["\n  query AddressStates($countryCode: String!) {\n    states(countryCode: $countryCode) {\n      code\n      countryCode\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressCounties($stateCode: String!) {\n    counties(stateCode: $stateCode) {\n      fips\n      name\n      stateCode\n    }\n  }\n"): (typeof documents)["\n  query AddressCounties($stateCode: String!) {\n    counties(stateCode: $stateCode) {\n      fips\n      name\n      stateCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DecedentName_decedent on Decedent {\n    prefix\n    firstName\n    middleName\n    lastName\n  }\n"): (typeof documents)["\n  fragment DecedentName_decedent on Decedent {\n    prefix\n    firstName\n    middleName\n    lastName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DisplayName_decedent on Decedent {\n    fullName\n    obituary {\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment DisplayName_decedent on Decedent {\n    fullName\n    obituary {\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArrangementsSummaryPage($opi: String!) {\n    arrangementSummary(opi: $opi) {\n      haveAcceptPolicy\n      decedent {\n        id\n        opi\n        slug\n        funeralHome {\n          code\n          name\n        }\n        ...DecedentHeader_decedent\n      }\n      obituary {\n        description\n      }\n      services {\n        id\n        name\n        isInterested\n      }\n      steps {\n        key\n        ...StepCard_step\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArrangementsSummaryPage($opi: String!) {\n    arrangementSummary(opi: $opi) {\n      haveAcceptPolicy\n      decedent {\n        id\n        opi\n        slug\n        funeralHome {\n          code\n          name\n        }\n        ...DecedentHeader_decedent\n      }\n      obituary {\n        description\n      }\n      services {\n        id\n        name\n        isInterested\n      }\n      steps {\n        key\n        ...StepCard_step\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DecedentHeader_decedent on Decedent {\n    id\n    opi\n    ...DecedentName_decedent\n    ...LifeDates_decedent\n    pictureUrl\n    funeralHome {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment DecedentHeader_decedent on Decedent {\n    id\n    opi\n    ...DecedentName_decedent\n    ...LifeDates_decedent\n    pictureUrl\n    funeralHome {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptPolicy($opi: String!) {\n    acceptPolicy(opi: $opi) {\n      haveAcceptPolicy\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptPolicy($opi: String!) {\n    acceptPolicy(opi: $opi) {\n      haveAcceptPolicy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceCard_service on ServiceOffer {\n    id\n    name\n    description\n    imageUrl\n    isInterested\n    note\n  }\n"): (typeof documents)["\n  fragment ServiceCard_service on ServiceOffer {\n    id\n    name\n    description\n    imageUrl\n    isInterested\n    note\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerService($opi: String!, $serviceId: Int!, $isInterested: Boolean, $note: String) {\n    answerService(opi: $opi, serviceId: $serviceId, isInterested: $isInterested, note: $note) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerService($opi: String!, $serviceId: Int!, $isInterested: Boolean, $note: String) {\n    answerService(opi: $opi, serviceId: $serviceId, isInterested: $isInterested, note: $note) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DecedentHeader_decedent\n    }\n    services(opi: $opi) {\n      id\n      ...ServiceCard_service\n    }\n  }\n"): (typeof documents)["\n  query ServicesPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DecedentHeader_decedent\n    }\n    services(opi: $opi) {\n      id\n      ...ServiceCard_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffDecedentsPage($search: String, $locationCode: String, $isPrivate: Boolean, $isFreeze: Boolean, $page: Int!, $pageSize: Int!) {\n    staffDecedents(search: $search, locationCode: $locationCode, isPrivate: $isPrivate, isFreeze: $isFreeze, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      decedents {\n        id\n        opi\n        ...DecedentName_decedent\n        dateOfBirth\n        dateOfDeath\n        isPrivate\n        isFreeze\n        funeralHome {\n          code\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffDecedentsPage($search: String, $locationCode: String, $isPrivate: Boolean, $isFreeze: Boolean, $page: Int!, $pageSize: Int!) {\n    staffDecedents(search: $search, locationCode: $locationCode, isPrivate: $isPrivate, isFreeze: $isFreeze, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      decedents {\n        id\n        opi\n        ...DecedentName_decedent\n        dateOfBirth\n        dateOfDeath\n        isPrivate\n        isFreeze\n        funeralHome {\n          code\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StepCard_step on ArrangementStep {\n    key\n    step\n    title\n    badge\n    route\n    external\n    isLocked\n    isComplete\n    progress\n    lastEditedBy\n    lastEditedAt\n  }\n"): (typeof documents)["\n  fragment StepCard_step on ArrangementStep {\n    key\n    step\n    title\n    badge\n    route\n    external\n    isLocked\n    isComplete\n    progress\n    lastEditedBy\n    lastEditedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificatePage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DecedentHeader_decedent\n    }\n    certificate(opi: $opi) {\n      opi\n      isFreeze\n      savedSections\n      submittedAt\n      ...PrimaryInfoForm_certificate\n      ...ResidentInfoForm_certificate\n      ...EthnicityInfoForm_certificate\n      ...EducationInfoForm_certificate\n      ...VeteranInfoForm_certificate\n      ...ParentInfoForm_certificate\n      ...NotifierInfoForm_certificate\n      ...NextOfKinForm_certificate\n    }\n    referenceData {\n      countries {\n        code\n        name\n      }\n      relationships {\n        id\n        name\n      }\n      ...PrimaryInfoForm_reference\n      ...EthnicityInfoForm_reference\n      ...EducationInfoForm_reference\n      ...VeteranInfoForm_reference\n    }\n  }\n"): (typeof documents)["\n  query CertificatePage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DecedentHeader_decedent\n    }\n    certificate(opi: $opi) {\n      opi\n      isFreeze\n      savedSections\n      submittedAt\n      ...PrimaryInfoForm_certificate\n      ...ResidentInfoForm_certificate\n      ...EthnicityInfoForm_certificate\n      ...EducationInfoForm_certificate\n      ...VeteranInfoForm_certificate\n      ...ParentInfoForm_certificate\n      ...NotifierInfoForm_certificate\n      ...NextOfKinForm_certificate\n    }\n    referenceData {\n      countries {\n        code\n        name\n      }\n      relationships {\n        id\n        name\n      }\n      ...PrimaryInfoForm_reference\n      ...EthnicityInfoForm_reference\n      ...EducationInfoForm_reference\n      ...VeteranInfoForm_reference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitCertificate($opi: String!) {\n    submitCertificate(opi: $opi) {\n      message\n      certificate {\n        opi\n        submittedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitCertificate($opi: String!) {\n    submitCertificate(opi: $opi) {\n      message\n      certificate {\n        opi\n        submittedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCertificateFreeze($opi: String!, $isFreeze: Boolean!) {\n    setCertificateFreeze(opi: $opi, isFreeze: $isFreeze) {\n      opi\n      isFreeze\n    }\n  }\n"): (typeof documents)["\n  mutation SetCertificateFreeze($opi: String!, $isFreeze: Boolean!) {\n    setCertificateFreeze(opi: $opi, isFreeze: $isFreeze) {\n      opi\n      isFreeze\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EducationInfoForm_certificate on CertificateInfo {\n    opi\n    educationInfo {\n      occupation\n      industry\n      yearsOfOccupation\n      qualification {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EducationInfoForm_certificate on CertificateInfo {\n    opi\n    educationInfo {\n      occupation\n      industry\n      yearsOfOccupation\n      qualification {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EducationInfoForm_reference on ReferenceData {\n    qualifications {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment EducationInfoForm_reference on ReferenceData {\n    qualifications {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveEducationInfo($opi: String!, $input: EducationInfoInput!) {\n    saveEducationInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...EducationInfoForm_certificate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveEducationInfo($opi: String!, $input: EducationInfoInput!) {\n    saveEducationInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...EducationInfoForm_certificate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EthnicityInfoForm_certificate on CertificateInfo {\n    opi\n    ethnicityInfo {\n      isHispanic\n      hispanic {\n        id\n        edrsCode\n        name\n      }\n      raceOne {\n        id\n        edrsCode\n        name\n      }\n      raceTwo {\n        id\n        edrsCode\n        name\n      }\n      raceThree {\n        id\n        edrsCode\n        name\n      }\n      ethnicityOne {\n        id\n        edrsCode\n        name\n      }\n      ethnicityTwo {\n        id\n        edrsCode\n        name\n      }\n      ethnicityThree {\n        id\n        edrsCode\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EthnicityInfoForm_certificate on CertificateInfo {\n    opi\n    ethnicityInfo {\n      isHispanic\n      hispanic {\n        id\n        edrsCode\n        name\n      }\n      raceOne {\n        id\n        edrsCode\n        name\n      }\n      raceTwo {\n        id\n        edrsCode\n        name\n      }\n      raceThree {\n        id\n        edrsCode\n        name\n      }\n      ethnicityOne {\n        id\n        edrsCode\n        name\n      }\n      ethnicityTwo {\n        id\n        edrsCode\n        name\n      }\n      ethnicityThree {\n        id\n        edrsCode\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EthnicityInfoForm_reference on ReferenceData {\n    raceHeaders {\n      id\n      name\n    }\n    races {\n      id\n      edrsCode\n      name\n      headerId\n    }\n    ethnicities {\n      id\n      edrsCode\n      name\n      isHispanic\n    }\n  }\n"): (typeof documents)["\n  fragment EthnicityInfoForm_reference on ReferenceData {\n    raceHeaders {\n      id\n      name\n    }\n    races {\n      id\n      edrsCode\n      name\n      headerId\n    }\n    ethnicities {\n      id\n      edrsCode\n      name\n      isHispanic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveEthnicityInfo($opi: String!, $input: EthnicityInfoInput!) {\n    saveEthnicityInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...EthnicityInfoForm_certificate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveEthnicityInfo($opi: String!, $input: EthnicityInfoInput!) {\n    saveEthnicityInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...EthnicityInfoForm_certificate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NextOfKinForm_certificate on CertificateInfo {\n    opi\n    notifierInfo {\n      ...PersonFields_notifier\n    }\n    nokInfo {\n      id\n      isNotifier\n      ...PersonFields_kin\n    }\n  }\n"): (typeof documents)["\n  fragment NextOfKinForm_certificate on CertificateInfo {\n    opi\n    notifierInfo {\n      ...PersonFields_notifier\n    }\n    nokInfo {\n      id\n      isNotifier\n      ...PersonFields_kin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNextOfKin($opi: String!, $input: [NextOfKinInput!]!) {\n    saveNextOfKin(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...NextOfKinForm_certificate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveNextOfKin($opi: String!, $input: [NextOfKinInput!]!) {\n    saveNextOfKin(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...NextOfKinForm_certificate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveNextOfKin($opi: String!, $id: Int!) {\n    removeNextOfKin(opi: $opi, id: $id) {\n      message\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...NextOfKinForm_certificate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveNextOfKin($opi: String!, $id: Int!) {\n    removeNextOfKin(opi: $opi, id: $id) {\n      message\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...NextOfKinForm_certificate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotifierInfoForm_certificate on CertificateInfo {\n    opi\n    notifierInfo {\n      isNotifierVerified\n      ...PersonFields_notifier\n    }\n  }\n"): (typeof documents)["\n  fragment NotifierInfoForm_certificate on CertificateInfo {\n    opi\n    notifierInfo {\n      isNotifierVerified\n      ...PersonFields_notifier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNotifierInfo($opi: String!, $input: NotifierInfoInput!) {\n    saveNotifierInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...NotifierInfoForm_certificate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveNotifierInfo($opi: String!, $input: NotifierInfoInput!) {\n    saveNotifierInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...NotifierInfoForm_certificate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ParentInfoForm_certificate on CertificateInfo {\n    opi\n    parentsInfo {\n      relation\n      firstName\n      middleName\n      lastName\n      maidenName\n      birthCountry\n      birthState\n    }\n  }\n"): (typeof documents)["\n  fragment ParentInfoForm_certificate on CertificateInfo {\n    opi\n    parentsInfo {\n      relation\n      firstName\n      middleName\n      lastName\n      maidenName\n      birthCountry\n      birthState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveParentInfo($opi: String!, $input: ParentInfoInput!) {\n    saveParentInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...ParentInfoForm_certificate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveParentInfo($opi: String!, $input: ParentInfoInput!) {\n    saveParentInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...ParentInfoForm_certificate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonFields_notifier on NotifierInfo {\n    prefix\n    firstName\n    middleName\n    lastName\n    relation\n    email\n    phoneNumber\n    secondaryPhoneNumber\n    address {\n      ...AddressFields_address\n    }\n  }\n"): (typeof documents)["\n  fragment PersonFields_notifier on NotifierInfo {\n    prefix\n    firstName\n    middleName\n    lastName\n    relation\n    email\n    phoneNumber\n    secondaryPhoneNumber\n    address {\n      ...AddressFields_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonFields_kin on NextOfKin {\n    prefix\n    firstName\n    middleName\n    lastName\n    relation\n    email\n    phoneNumber\n    secondaryPhoneNumber\n    address {\n      ...AddressFields_address\n    }\n  }\n"): (typeof documents)["\n  fragment PersonFields_kin on NextOfKin {\n    prefix\n    firstName\n    middleName\n    lastName\n    relation\n    email\n    phoneNumber\n    secondaryPhoneNumber\n    address {\n      ...AddressFields_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrimaryInfoForm_certificate on CertificateInfo {\n    opi\n    primaryInfo {\n      prefix\n      firstName\n      middleName\n      lastName\n      suffix\n      maidenName\n      aka\n      preferredFirstName\n      preferredMiddleName\n      preferredLastName\n      dateOfBirth\n      birthState\n      birthCountry\n      gender\n      maritalStatus\n      ssn\n      email\n      phoneNumber\n      secondaryPhoneNumber\n      notes\n    }\n  }\n"): (typeof documents)["\n  fragment PrimaryInfoForm_certificate on CertificateInfo {\n    opi\n    primaryInfo {\n      prefix\n      firstName\n      middleName\n      lastName\n      suffix\n      maidenName\n      aka\n      preferredFirstName\n      preferredMiddleName\n      preferredLastName\n      dateOfBirth\n      birthState\n      birthCountry\n      gender\n      maritalStatus\n      ssn\n      email\n      phoneNumber\n      secondaryPhoneNumber\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrimaryInfoForm_reference on ReferenceData {\n    prefixes\n    genders {\n      id\n      name\n    }\n    maritalStatuses\n    countries {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment PrimaryInfoForm_reference on ReferenceData {\n    prefixes\n    genders {\n      id\n      name\n    }\n    maritalStatuses\n    countries {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePrimaryInfo($opi: String!, $input: PrimaryInfoInput!) {\n    savePrimaryInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...PrimaryInfoForm_certificate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SavePrimaryInfo($opi: String!, $input: PrimaryInfoInput!) {\n    savePrimaryInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...PrimaryInfoForm_certificate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResidentInfoForm_certificate on CertificateInfo {\n    opi\n    residentInfo {\n      line1\n      line2\n      country\n      state\n      county\n      city\n      zipcode\n      noOfYearsStayed\n    }\n  }\n"): (typeof documents)["\n  fragment ResidentInfoForm_certificate on CertificateInfo {\n    opi\n    residentInfo {\n      line1\n      line2\n      country\n      state\n      county\n      city\n      zipcode\n      noOfYearsStayed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveResidentInfo($opi: String!, $input: ResidentInfoInput!) {\n    saveResidentInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...ResidentInfoForm_certificate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveResidentInfo($opi: String!, $input: ResidentInfoInput!) {\n    saveResidentInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...ResidentInfoForm_certificate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VeteranInfoForm_certificate on CertificateInfo {\n    opi\n    veteranInfo {\n      isVeteran\n      isUnknown\n      serviceBranch\n      serviceEra\n    }\n  }\n"): (typeof documents)["\n  fragment VeteranInfoForm_certificate on CertificateInfo {\n    opi\n    veteranInfo {\n      isVeteran\n      isUnknown\n      serviceBranch\n      serviceEra\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VeteranInfoForm_reference on ReferenceData {\n    serviceBranches\n    serviceEras\n  }\n"): (typeof documents)["\n  fragment VeteranInfoForm_reference on ReferenceData {\n    serviceBranches\n    serviceEras\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveVeteranInfo($opi: String!, $input: VeteranInfoInput!) {\n    saveVeteranInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...VeteranInfoForm_certificate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveVeteranInfo($opi: String!, $input: VeteranInfoInput!) {\n    saveVeteranInfo(opi: $opi, input: $input) {\n      message\n      firstSave\n      certificate {\n        opi\n        isFreeze\n        savedSections\n        ...VeteranInfoForm_certificate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!, $captcha: String) {\n    forgotPassword(email: $email, captcha: $captcha) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!, $captcha: String) {\n    forgotPassword(email: $email, captcha: $captcha) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($role: Role!, $email: String!, $password: String!, $remember: Boolean!, $captcha: String) {\n    login(role: $role, email: $email, password: $password, remember: $remember, captcha: $captcha) {\n      token\n      role\n      isNewUser\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation Login($role: Role!, $email: String!, $password: String!, $remember: Boolean!, $captcha: String) {\n    login(role: $role, email: $email, password: $password, remember: $remember, captcha: $captcha) {\n      token\n      role\n      isNewUser\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyResetToken($token: String!) {\n    verifyResetToken(token: $token)\n  }\n"): (typeof documents)["\n  query VerifyResetToken($token: String!) {\n    verifyResetToken(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseCard_case on ArrangerCase {\n    id\n    status\n    decedent {\n      id\n      opi\n      ...DecedentName_decedent\n      ...LifeDates_decedent\n      pictureUrl\n    }\n  }\n"): (typeof documents)["\n  fragment CaseCard_case on ArrangerCase {\n    id\n    status\n    decedent {\n      id\n      opi\n      ...DecedentName_decedent\n      ...LifeDates_decedent\n      pictureUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPage {\n    myCases {\n      activeCases {\n        id\n        ...CaseCard_case\n      }\n      closedCases {\n        id\n        ...CaseCard_case\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardPage {\n    myCases {\n      activeCases {\n        id\n        ...CaseCard_case\n      }\n      closedCases {\n        id\n        ...CaseCard_case\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCard_event on Event {\n    id\n    eventName\n    eventType\n    locationName\n    chapelName\n    locationAddress\n    serviceDate\n    beginningTime\n    endingTime\n    url\n    passCode\n    isEndTimeHided\n    isPrivate\n    isPast\n    mapUrl\n    calendarUrl\n    flowerOrderOpen\n    treeOrderOpen\n  }\n"): (typeof documents)["\n  fragment EventCard_event on Event {\n    id\n    eventName\n    eventType\n    locationName\n    chapelName\n    locationAddress\n    serviceDate\n    beginningTime\n    endingTime\n    url\n    passCode\n    isEndTimeHided\n    isPrivate\n    isPast\n    mapUrl\n    calendarUrl\n    flowerOrderOpen\n    treeOrderOpen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemorialEvents_list on EventList {\n    tributeStore\n    canHide\n    upcomingEvents {\n      id\n      ...EventCard_event\n    }\n    pastEvents {\n      id\n      ...EventCard_event\n    }\n  }\n"): (typeof documents)["\n  fragment MemorialEvents_list on EventList {\n    tributeStore\n    canHide\n    upcomingEvents {\n      id\n      ...EventCard_event\n    }\n    pastEvents {\n      id\n      ...EventCard_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffEventRow_event on Event {\n    id\n    eventName\n    eventType\n    locationName\n    chapelName\n    locationAddressObj {\n      line1\n      city\n      state\n      zipcode\n      country\n    }\n    serviceDate\n    beginningTime\n    endingTime\n    localDate\n    localBeginningTime\n    localEndingTime\n    timeZone\n    locationCode\n    url\n    passCode\n    hidePassCodeInFaa\n    isPrivate\n    isEndTimeHided\n  }\n"): (typeof documents)["\n  fragment StaffEventRow_event on Event {\n    id\n    eventName\n    eventType\n    locationName\n    chapelName\n    locationAddressObj {\n      line1\n      city\n      state\n      zipcode\n      country\n    }\n    serviceDate\n    beginningTime\n    endingTime\n    localDate\n    localBeginningTime\n    localEndingTime\n    timeZone\n    locationCode\n    url\n    passCode\n    hidePassCodeInFaa\n    isPrivate\n    isEndTimeHided\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffEventsPage($opi: String!, $timezone: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      ...DecedentName_decedent\n      funeralHome {\n        code\n        name\n      }\n    }\n    events(opi: $opi, timezone: $timezone) {\n      upcomingEvents {\n        id\n        ...StaffEventRow_event\n      }\n      pastEvents {\n        id\n        ...StaffEventRow_event\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffEventsPage($opi: String!, $timezone: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      ...DecedentName_decedent\n      funeralHome {\n        code\n        name\n      }\n    }\n    events(opi: $opi, timezone: $timezone) {\n      upcomingEvents {\n        id\n        ...StaffEventRow_event\n      }\n      pastEvents {\n        id\n        ...StaffEventRow_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($opi: String!, $input: EventInput!, $timezone: String) {\n    createEvent(opi: $opi, input: $input, timezone: $timezone) {\n      message\n      event {\n        id\n        ...StaffEventRow_event\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEvent($opi: String!, $input: EventInput!, $timezone: String) {\n    createEvent(opi: $opi, input: $input, timezone: $timezone) {\n      message\n      event {\n        id\n        ...StaffEventRow_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($opi: String!, $eventId: Int!, $input: EventInput!, $timezone: String) {\n    updateEvent(opi: $opi, eventId: $eventId, input: $input, timezone: $timezone) {\n      message\n      event {\n        id\n        ...StaffEventRow_event\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($opi: String!, $eventId: Int!, $input: EventInput!, $timezone: String) {\n    updateEvent(opi: $opi, eventId: $eventId, input: $input, timezone: $timezone) {\n      message\n      event {\n        id\n        ...StaffEventRow_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEvent($opi: String!, $eventId: Int!) {\n    deleteEvent(opi: $opi, eventId: $eventId) {\n      message\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEvent($opi: String!, $eventId: Int!) {\n    deleteEvent(opi: $opi, eventId: $eventId) {\n      message\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideEvent($opi: String!, $eventId: Int!, $isPrivate: Boolean!, $timezone: String) {\n    hideEvent(opi: $opi, eventId: $eventId, isPrivate: $isPrivate, timezone: $timezone) {\n      message\n      event {\n        id\n        ...EventCard_event\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HideEvent($opi: String!, $eventId: Int!, $isPrivate: Boolean!, $timezone: String) {\n    hideEvent(opi: $opi, eventId: $eventId, isPrivate: $isPrivate, timezone: $timezone) {\n      message\n      event {\n        id\n        ...EventCard_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideEventEndTime($opi: String!, $eventId: Int!, $isEndTimeHided: Boolean!, $timezone: String) {\n    hideEventEndTime(opi: $opi, eventId: $eventId, isEndTimeHided: $isEndTimeHided, timezone: $timezone) {\n      message\n      event {\n        id\n        ...EventCard_event\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HideEventEndTime($opi: String!, $eventId: Int!, $isEndTimeHided: Boolean!, $timezone: String) {\n    hideEventEndTime(opi: $opi, eventId: $eventId, isEndTimeHided: $isEndTimeHided, timezone: $timezone) {\n      message\n      event {\n        id\n        ...EventCard_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TributeLink($opi: String!, $action: String!, $eventId: Int) {\n    tributeLink(opi: $opi, action: $action, eventId: $eventId)\n  }\n"): (typeof documents)["\n  query TributeLink($opi: String!, $action: String!, $eventId: Int) {\n    tributeLink(opi: $opi, action: $action, eventId: $eventId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BurialLocationDialog_decedent on Decedent {\n    id\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  fragment BurialLocationDialog_decedent on Decedent {\n    id\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactFamilyForm_decedent on Decedent {\n    id\n    opi\n    contactFamilyOpen\n  }\n"): (typeof documents)["\n  fragment ContactFamilyForm_decedent on Decedent {\n    id\n    opi\n    contactFamilyOpen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFamilyMessage($opi: String!, $input: FamilyMessageInput!) {\n    sendFamilyMessage(opi: $opi, input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendFamilyMessage($opi: String!, $input: FamilyMessageInput!) {\n    sendFamilyMessage(opi: $opi, input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DecedentCard_decedent on Decedent {\n    id\n    opi\n    isPrivate\n    hasAccess\n    officialUrl\n    funeralHome {\n      code\n      name\n      address\n    }\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n      geoJson {\n        type\n        coordinates\n      }\n    }\n    relatedProfiles {\n      id\n      opi\n      slug\n      pictureUrl\n      ...DecedentName_decedent\n      ...DisplayName_decedent\n      ...LifeDates_decedent\n    }\n    ...DisplayName_decedent\n    ...DonationLinks_decedent\n  }\n"): (typeof documents)["\n  fragment DecedentCard_decedent on Decedent {\n    id\n    opi\n    isPrivate\n    hasAccess\n    officialUrl\n    funeralHome {\n      code\n      name\n      address\n    }\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n      geoJson {\n        type\n        coordinates\n      }\n    }\n    relatedProfiles {\n      id\n      opi\n      slug\n      pictureUrl\n      ...DecedentName_decedent\n      ...DisplayName_decedent\n      ...LifeDates_decedent\n    }\n    ...DisplayName_decedent\n    ...DonationLinks_decedent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DonationLinks_decedent on Decedent {\n    id\n    donationDetails {\n      id\n      donationUrlName\n      donationUrlSrc\n      donationUrlDescription\n    }\n  }\n"): (typeof documents)["\n  fragment DonationLinks_decedent on Decedent {\n    id\n    donationDetails {\n      id\n      donationUrlName\n      donationUrlSrc\n      donationUrlDescription\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LifeOfSection_decedent on Decedent {\n    id\n    lifeOfTitle\n    lifeOfDescription\n  }\n"): (typeof documents)["\n  fragment LifeOfSection_decedent on Decedent {\n    id\n    lifeOfTitle\n    lifeOfDescription\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemorialActions_decedent on Decedent {\n    id\n    opi\n    isPrivate\n    hasAccess\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n      geoJson {\n        type\n        coordinates\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MemorialActions_decedent on Decedent {\n    id\n    opi\n    isPrivate\n    hasAccess\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n      geoJson {\n        type\n        coordinates\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemorialHero_decedent on Decedent {\n    id\n    bannerUrl\n    pictureUrl\n    ...DisplayName_decedent\n    ...LifeDates_decedent\n  }\n"): (typeof documents)["\n  fragment MemorialHero_decedent on Decedent {\n    id\n    bannerUrl\n    pictureUrl\n    ...DisplayName_decedent\n    ...LifeDates_decedent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemorialPage($opi: String!, $memoryType: Int, $signedIn: Boolean!, $timezone: String!) {\n    # Asked only with a token: a tampered or expired one fails here (Session Expiry) instead of passing as a visitor.\n    me @include(if: $signedIn) {\n      id\n    }\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      pageTitle\n      hasAccess\n      funeralHome {\n        code\n        name\n      }\n      obituary {\n        description\n      }\n      ...DisplayName_decedent\n      ...MemorialHero_decedent\n      ...MemorialActions_decedent\n      ...BurialLocationDialog_decedent\n      ...ObituarySection_decedent\n      ...ObituaryDialog_decedent\n      ...LifeOfSection_decedent\n      ...DecedentCard_decedent\n      ...SocialLinks_decedent\n      ...ContactFamilyForm_decedent\n    }\n    memories(opi: $opi, memoryType: $memoryType) {\n      id\n      ...MemoryCard_memory\n    }\n    events(opi: $opi, timezone: $timezone) {\n      tributeStore\n      ...MemorialEvents_list\n    }\n  }\n"): (typeof documents)["\n  query MemorialPage($opi: String!, $memoryType: Int, $signedIn: Boolean!, $timezone: String!) {\n    # Asked only with a token: a tampered or expired one fails here (Session Expiry) instead of passing as a visitor.\n    me @include(if: $signedIn) {\n      id\n    }\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      pageTitle\n      hasAccess\n      funeralHome {\n        code\n        name\n      }\n      obituary {\n        description\n      }\n      ...DisplayName_decedent\n      ...MemorialHero_decedent\n      ...MemorialActions_decedent\n      ...BurialLocationDialog_decedent\n      ...ObituarySection_decedent\n      ...ObituaryDialog_decedent\n      ...LifeOfSection_decedent\n      ...DecedentCard_decedent\n      ...SocialLinks_decedent\n      ...ContactFamilyForm_decedent\n    }\n    memories(opi: $opi, memoryType: $memoryType) {\n      id\n      ...MemoryCard_memory\n    }\n    events(opi: $opi, timezone: $timezone) {\n      tributeStore\n      ...MemorialEvents_list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ObituaryDialog_decedent on Decedent {\n    id\n    obituary {\n      obituary\n    }\n    ...DisplayName_decedent\n    ...LifeDates_decedent\n  }\n"): (typeof documents)["\n  fragment ObituaryDialog_decedent on Decedent {\n    id\n    obituary {\n      obituary\n    }\n    ...DisplayName_decedent\n    ...LifeDates_decedent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ObituarySection_decedent on Decedent {\n    id\n    obituary {\n      obituary\n    }\n    ...DisplayName_decedent\n  }\n"): (typeof documents)["\n  fragment ObituarySection_decedent on Decedent {\n    id\n    obituary {\n      obituary\n    }\n    ...DisplayName_decedent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SocialLinks_decedent on Decedent {\n    id\n    socialMediaLinks {\n      CustomUrl\n      Facebook\n      Instagram\n      Twitter\n      Tiktok\n      Blog\n      Youtube\n      Linkedin\n    }\n  }\n"): (typeof documents)["\n  fragment SocialLinks_decedent on Decedent {\n    id\n    socialMediaLinks {\n      CustomUrl\n      Facebook\n      Instagram\n      Twitter\n      Tiktok\n      Blog\n      Youtube\n      Linkedin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscribeCheck($opi: String!) {\n    subscribeCheck(opi: $opi) {\n      captchaRequired\n      allowed\n    }\n  }\n"): (typeof documents)["\n  query SubscribeCheck($opi: String!) {\n    subscribeCheck(opi: $opi) {\n      captchaRequired\n      allowed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Subscribe($opi: String!, $input: SubscribeInput!) {\n    subscribe(opi: $opi, input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Subscribe($opi: String!, $input: SubscribeInput!) {\n    subscribe(opi: $opi, input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPagePrivacy($opi: String!, $isPrivate: Boolean!) {\n    setDecedentPrivacy(opi: $opi, isPrivate: $isPrivate) {\n      isPrivate\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SetPagePrivacy($opi: String!, $isPrivate: Boolean!) {\n    setDecedentPrivacy(opi: $opi, isPrivate: $isPrivate) {\n      isPrivate\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemoryCard_memory on Memory {\n    id\n    title\n    description\n    dateOfMemory\n    createdAt\n    memoryType\n    memoryTypeName\n    status\n    isPrivate\n    rejectedReason\n    relationship\n    memoryByPersonFirstName\n    memoryByPersonLastName\n    personEmail\n    personPhone\n    files {\n      id\n      ...MemoryMedia_file\n    }\n  }\n"): (typeof documents)["\n  fragment MemoryCard_memory on Memory {\n    id\n    title\n    description\n    dateOfMemory\n    createdAt\n    memoryType\n    memoryTypeName\n    status\n    isPrivate\n    rejectedReason\n    relationship\n    memoryByPersonFirstName\n    memoryByPersonLastName\n    personEmail\n    personPhone\n    files {\n      id\n      ...MemoryMedia_file\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemoryMedia_file on MemoryFile {\n    id\n    fileType\n    src\n    thumbnailUrl\n    fileName\n    isLink\n    linkTitle\n    rotationAngle\n  }\n"): (typeof documents)["\n  fragment MemoryMedia_file on MemoryFile {\n    id\n    fileType\n    src\n    thumbnailUrl\n    fileName\n    isLink\n    linkTitle\n    rotationAngle\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApproveMemories($opi: String!, $status: Int!) {\n    approvalMemories(opi: $opi, status: $status) {\n      id\n      status\n      ...MemoryCard_memory\n    }\n  }\n"): (typeof documents)["\n  query ApproveMemories($opi: String!, $status: Int!) {\n    approvalMemories(opi: $opi, status: $status) {\n      id\n      status\n      ...MemoryCard_memory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApproveMemory($id: Int!) {\n    memory(id: $id) {\n      id\n      status\n      ...MemoryCard_memory\n    }\n  }\n"): (typeof documents)["\n  query ApproveMemory($id: Int!) {\n    memory(id: $id) {\n      id\n      status\n      ...MemoryCard_memory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemorialGallery($opi: String!) {\n    gallery(opi: $opi) {\n      id\n      memoryId\n      fileType\n      src\n      thumbnailUrl\n      fileName\n      isLink\n      linkTitle\n      rotationAngle\n    }\n  }\n"): (typeof documents)["\n  query MemorialGallery($opi: String!) {\n    gallery(opi: $opi) {\n      id\n      memoryId\n      fileType\n      src\n      thumbnailUrl\n      fileName\n      isLink\n      linkTitle\n      rotationAngle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMemoryStatus($memoryId: Int!, $status: MemoryStatusChange!, $rejectedReason: String, $opi: String) {\n    changeMemoryStatus(memoryId: $memoryId, status: $status, rejectedReason: $rejectedReason, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMemoryStatus($memoryId: Int!, $status: MemoryStatusChange!, $rejectedReason: String, $opi: String) {\n    changeMemoryStatus(memoryId: $memoryId, status: $status, rejectedReason: $rejectedReason, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMemoryHidden($memoryId: Int!, $isPrivate: Boolean!, $opi: String) {\n    setMemoryHidden(memoryId: $memoryId, isPrivate: $isPrivate, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMemoryHidden($memoryId: Int!, $isPrivate: Boolean!, $opi: String) {\n    setMemoryHidden(memoryId: $memoryId, isPrivate: $isPrivate, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditMemoryTitle($memoryId: Int!, $title: String!, $opi: String) {\n    editMemoryTitle(memoryId: $memoryId, title: $title, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditMemoryTitle($memoryId: Int!, $title: String!, $opi: String) {\n    editMemoryTitle(memoryId: $memoryId, title: $title, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditMemoryText($memoryId: Int!, $memory: String!, $opi: String) {\n    editMemoryText(memoryId: $memoryId, memory: $memory, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditMemoryText($memoryId: Int!, $memory: String!, $opi: String) {\n    editMemoryText(memoryId: $memoryId, memory: $memory, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMemoryFiles($memoryId: Int!, $files: [MemoryFileInput!]!, $opi: String) {\n    addMemoryFiles(memoryId: $memoryId, files: $files, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddMemoryFiles($memoryId: Int!, $files: [MemoryFileInput!]!, $opi: String) {\n    addMemoryFiles(memoryId: $memoryId, files: $files, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMemoryFile($memoryId: Int!, $fileId: Int!, $opi: String) {\n    deleteMemoryFile(memoryId: $memoryId, fileId: $fileId, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMemoryFile($memoryId: Int!, $fileId: Int!, $opi: String) {\n    deleteMemoryFile(memoryId: $memoryId, fileId: $fileId, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateMemoryImage($memoryId: Int!, $fileId: Int!, $rotationAngle: Int!, $opi: String) {\n    rotateMemoryImage(memoryId: $memoryId, fileId: $fileId, rotationAngle: $rotationAngle, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateMemoryImage($memoryId: Int!, $fileId: Int!, $rotationAngle: Int!, $opi: String) {\n    rotateMemoryImage(memoryId: $memoryId, fileId: $fileId, rotationAngle: $rotationAngle, opi: $opi) {\n      message\n      memory {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareMemory($opi: String!, $input: ShareMemoryInput!) {\n    shareMemory(opi: $opi, input: $input) {\n      id\n      status\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation ShareMemory($opi: String!, $input: ShareMemoryInput!) {\n    shareMemory(opi: $opi, input: $input) {\n      id\n      status\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareMemoryPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DisplayName_decedent\n    }\n    referenceData {\n      countries {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShareMemoryPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DisplayName_decedent\n    }\n    referenceData {\n      countries {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareAcceptPolicy($opi: String!) {\n    acceptPolicy(opi: $opi) {\n      haveAcceptPolicy\n    }\n  }\n"): (typeof documents)["\n  mutation ShareAcceptPolicy($opi: String!) {\n    acceptPolicy(opi: $opi) {\n      haveAcceptPolicy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMemories($opi: String!, $status: MemoryStatus, $memoryType: Int, $search: String, $page: Int!, $pageSize: Int!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      ...DisplayName_decedent\n    }\n    staffMemories(opi: $opi, status: $status, memoryType: $memoryType, search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      memories {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffMemories($opi: String!, $status: MemoryStatus, $memoryType: Int, $search: String, $page: Int!, $pageSize: Int!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      ...DisplayName_decedent\n    }\n    staffMemories(opi: $opi, status: $status, memoryType: $memoryType, search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      memories {\n        id\n        ...MemoryCard_memory\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMemoryDecedents($search: String) {\n    staffDecedents(search: $search, page: 1, pageSize: 20) {\n      total\n      decedents {\n        id\n        opi\n        fullName\n        dateOfDeath\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffMemoryDecedents($search: String) {\n    staffDecedents(search: $search, page: 1, pageSize: 20) {\n      total\n      decedents {\n        id\n        opi\n        fullName\n        dateOfDeath\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoPreview($url: String!) {\n    videoPreview(url: $url) {\n      url\n      embedUrl\n      title\n      thumbnailUrl\n    }\n  }\n"): (typeof documents)["\n  query VideoPreview($url: String!) {\n    videoPreview(url: $url) {\n      url\n      embedUrl\n      title\n      thumbnailUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadMedia($files: [Upload!]!, $isAllowAllMedia: Boolean!, $captcha: String) {\n    uploadMedia(files: $files, isAllowAllMedia: $isAllowAllMedia, captcha: $captcha) {\n      url\n      thumbnailUrl\n      fileType\n      fileName\n    }\n  }\n"): (typeof documents)["\n  mutation UploadMedia($files: [Upload!]!, $isAllowAllMedia: Boolean!, $captcha: String) {\n    uploadMedia(files: $files, isAllowAllMedia: $isAllowAllMedia, captcha: $captcha) {\n      url\n      thumbnailUrl\n      fileType\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MemoryEvents($opi: String) {\n    memoryEvents(opi: $opi) {\n      kind\n      memoryId\n      opi\n      status\n      title\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription MemoryEvents($opi: String) {\n    memoryEvents(opi: $opi) {\n      kind\n      memoryId\n      opi\n      status\n      title\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FamilyMessageItem_message on FamilyMessage {\n    id\n    email\n    message\n    createdAt\n  }\n"): (typeof documents)["\n  fragment FamilyMessageItem_message on FamilyMessage {\n    id\n    email\n    message\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyMessages($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      hideContactFamily\n    }\n    familyMessages(opi: $opi) {\n      id\n      ...FamilyMessageItem_message\n    }\n  }\n"): (typeof documents)["\n  query FamilyMessages($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      hideContactFamily\n    }\n    familyMessages(opi: $opi) {\n      id\n      ...FamilyMessageItem_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFamilyMessage($opi: String!, $id: Int!) {\n    deleteFamilyMessage(opi: $opi, id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFamilyMessage($opi: String!, $id: Int!) {\n    deleteFamilyMessage(opi: $opi, id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContactFamilyHidden($opi: String!, $hide: Boolean!) {\n    setContactFamilyHidden(opi: $opi, hideContactFamily: $hide) {\n      hideContactFamily\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SetContactFamilyHidden($opi: String!, $hide: Boolean!) {\n    setContactFamilyHidden(opi: $opi, hideContactFamily: $hide) {\n      hideContactFamily\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ObituaryPage($opi: String!) {\n    # Only signed-in people come here: a tampered or expired token fails on me (Session Expiry) instead of reading as a visitor.\n    me {\n      id\n    }\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      fullName\n      ...DecedentName_decedent\n      ...LifeDates_decedent\n      pictureUrl\n      isPrivate\n      hasAccess\n      funeralHome {\n        code\n        name\n      }\n      obituary {\n        displayName\n      }\n      ...ObituarySection_decedent\n    }\n    memories(opi: $opi) {\n      id\n      ...MemoryCard_memory\n    }\n  }\n"): (typeof documents)["\n  query ObituaryPage($opi: String!) {\n    # Only signed-in people come here: a tampered or expired token fails on me (Session Expiry) instead of reading as a visitor.\n    me {\n      id\n    }\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      fullName\n      ...DecedentName_decedent\n      ...LifeDates_decedent\n      pictureUrl\n      isPrivate\n      hasAccess\n      funeralHome {\n        code\n        name\n      }\n      obituary {\n        displayName\n      }\n      ...ObituarySection_decedent\n    }\n    memories(opi: $opi) {\n      id\n      ...MemoryCard_memory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($password: String!, $newPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($password: String!, $newPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonalDetails_user on User {\n    id\n    title\n    firstName\n    middleName\n    lastName\n  }\n"): (typeof documents)["\n  fragment PersonalDetails_user on User {\n    id\n    title\n    firstName\n    middleName\n    lastName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        id\n        isNewUser\n        ...PersonalDetails_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        id\n        isNewUser\n        ...PersonalDetails_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    me {\n      id\n      email\n      firstName\n      isNewUser\n      ...PersonalDetails_user\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    me {\n      id\n      email\n      firstName\n      isNewUser\n      ...PersonalDetails_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferLovedOnes {\n    myCases {\n      activeCases {\n        id\n        decedent {\n          id\n          opi\n          prefix\n          firstName\n          middleName\n          lastName\n        }\n      }\n      closedCases {\n        id\n        decedent {\n          id\n          opi\n          prefix\n          firstName\n          middleName\n          lastName\n        }\n      }\n    }\n    myTransfers {\n      id\n      direction\n      opi\n      decedentName\n      otherName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query TransferLovedOnes {\n    myCases {\n      activeCases {\n        id\n        decedent {\n          id\n          opi\n          prefix\n          firstName\n          middleName\n          lastName\n        }\n      }\n      closedCases {\n        id\n        decedent {\n          id\n          opi\n          prefix\n          firstName\n          middleName\n          lastName\n        }\n      }\n    }\n    myTransfers {\n      id\n      direction\n      opi\n      decedentName\n      otherName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyUserEmail($email: String!) {\n    verifyUserEmail(email: $email) {\n      firstName\n      lastName\n      isNewUser\n    }\n  }\n"): (typeof documents)["\n  query VerifyUserEmail($email: String!) {\n    verifyUserEmail(email: $email) {\n      firstName\n      lastName\n      isNewUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferAccount($input: TransferAccountInput!) {\n    transferAccount(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation TransferAccount($input: TransferAccountInput!) {\n    transferAccount(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgramPage($opi: String!, $offset: Int!, $limit: Int!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DecedentHeader_decedent\n    }\n    programCard(opi: $opi) {\n      opi\n      programCardTemplate {\n        id\n        name\n      }\n      templateFileUrl\n      fileUrl\n      fileName\n      isLocked\n      submittedAt\n      lastEditedBy\n      lastEditedAt\n      maxFileBytes\n    }\n    programCardTemplates(limit: $limit, offset: $offset) {\n      total\n      offset\n      items {\n        id\n        name\n        previewFrontImageUrl\n        previewBackImageUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProgramPage($opi: String!, $offset: Int!, $limit: Int!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      haveAcceptPolicy\n      funeralHome {\n        code\n        name\n      }\n      ...DecedentHeader_decedent\n    }\n    programCard(opi: $opi) {\n      opi\n      programCardTemplate {\n        id\n        name\n      }\n      templateFileUrl\n      fileUrl\n      fileName\n      isLocked\n      submittedAt\n      lastEditedBy\n      lastEditedAt\n      maxFileBytes\n    }\n    programCardTemplates(limit: $limit, offset: $offset) {\n      total\n      offset\n      items {\n        id\n        name\n        previewFrontImageUrl\n        previewBackImageUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgramPreview($opi: String!) {\n    programCardPreview(opi: $opi) {\n      html\n      fileName\n    }\n  }\n"): (typeof documents)["\n  query ProgramPreview($opi: String!) {\n    programCardPreview(opi: $opi) {\n      html\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseProgramTemplateWeb($opi: String!, $templateId: Int!) {\n    chooseProgramTemplate(opi: $opi, templateId: $templateId) {\n      message\n      programCard {\n        opi\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChooseProgramTemplateWeb($opi: String!, $templateId: Int!) {\n    chooseProgramTemplate(opi: $opi, templateId: $templateId) {\n      message\n      programCard {\n        opi\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitProgramWeb($opi: String!) {\n    submitProgramCard(opi: $opi) {\n      message\n      programCard {\n        opi\n        submittedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitProgramWeb($opi: String!) {\n    submitProgramCard(opi: $opi) {\n      message\n      programCard {\n        opi\n        submittedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProgramLockWeb($opi: String!, $isLocked: Boolean!) {\n    setProgramLock(opi: $opi, isLocked: $isLocked) {\n      message\n      programCard {\n        opi\n        isLocked\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetProgramLockWeb($opi: String!, $isLocked: Boolean!) {\n    setProgramLock(opi: $opi, isLocked: $isLocked) {\n      message\n      programCard {\n        opi\n        isLocked\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;