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
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query ArrangementsSummaryPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      prefix\n      firstName\n      middleName\n      lastName\n      dateOfBirth\n      dateOfDeath\n      pictureUrl\n      funeralHome {\n        code\n        name\n      }\n    }\n  }\n": typeof types.ArrangementsSummaryPageDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation Login($role: Role!, $email: String!, $password: String!, $remember: Boolean!) {\n    login(role: $role, email: $email, password: $password, remember: $remember) {\n      token\n      role\n      isNewUser\n      expiresAt\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query VerifyResetToken($token: String!) {\n    verifyResetToken(token: $token)\n  }\n": typeof types.VerifyResetTokenDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment CaseCard_case on ArrangerCase {\n    id\n    status\n    decedent {\n      id\n      opi\n      prefix\n      firstName\n      middleName\n      lastName\n      dateOfBirth\n      dateOfDeath\n      pictureUrl\n    }\n  }\n": typeof types.CaseCard_CaseFragmentDoc,
    "\n  query DashboardPage {\n    myCases {\n      activeCases {\n        id\n        ...CaseCard_case\n      }\n      closedCases {\n        id\n        ...CaseCard_case\n      }\n    }\n  }\n": typeof types.DashboardPageDocument,
    "\n  fragment BurialLocationDialog_decedent on Decedent {\n    id\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n    }\n  }\n": typeof types.BurialLocationDialog_DecedentFragmentDoc,
    "\n  fragment DonationLinks_decedent on Decedent {\n    id\n    donationDetails {\n      id\n      donationUrlName\n      donationUrlSrc\n      donationUrlDescription\n    }\n  }\n": typeof types.DonationLinks_DecedentFragmentDoc,
    "\n  fragment LifeOfSection_decedent on Decedent {\n    id\n    lifeOfTitle\n    lifeOfDescription\n  }\n": typeof types.LifeOfSection_DecedentFragmentDoc,
    "\n  fragment MemorialActions_decedent on Decedent {\n    id\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n      geoJson {\n        type\n        coordinates\n      }\n    }\n  }\n": typeof types.MemorialActions_DecedentFragmentDoc,
    "\n  fragment MemorialHero_decedent on Decedent {\n    id\n    fullName\n    bannerUrl\n    pictureUrl\n    dateOfBirth\n    dateOfDeath\n    obituary {\n      displayName\n    }\n  }\n": typeof types.MemorialHero_DecedentFragmentDoc,
    "\n  query MemorialPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      pageTitle\n      fullName\n      funeralHome {\n        code\n        name\n      }\n      obituary {\n        displayName\n        description\n      }\n      ...MemorialHero_decedent\n      ...MemorialActions_decedent\n      ...BurialLocationDialog_decedent\n      ...ObituarySection_decedent\n      ...ObituaryDialog_decedent\n      ...LifeOfSection_decedent\n      ...DonationLinks_decedent\n      ...SocialLinks_decedent\n    }\n  }\n": typeof types.MemorialPageDocument,
    "\n  fragment ObituaryDialog_decedent on Decedent {\n    id\n    fullName\n    dateOfBirth\n    dateOfDeath\n    obituary {\n      displayName\n      obituary\n    }\n  }\n": typeof types.ObituaryDialog_DecedentFragmentDoc,
    "\n  fragment ObituarySection_decedent on Decedent {\n    id\n    fullName\n    obituary {\n      displayName\n      obituary\n    }\n  }\n": typeof types.ObituarySection_DecedentFragmentDoc,
    "\n  fragment SocialLinks_decedent on Decedent {\n    id\n    socialMediaLinks {\n      CustomUrl\n      Facebook\n      Instagram\n      Twitter\n      Tiktok\n      Blog\n      Youtube\n      Linkedin\n    }\n  }\n": typeof types.SocialLinks_DecedentFragmentDoc,
    "\n  query ProfilePage {\n    me {\n      id\n      title\n      firstName\n      lastName\n      email\n    }\n  }\n": typeof types.ProfilePageDocument,
};
const documents: Documents = {
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  query ArrangementsSummaryPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      prefix\n      firstName\n      middleName\n      lastName\n      dateOfBirth\n      dateOfDeath\n      pictureUrl\n      funeralHome {\n        code\n        name\n      }\n    }\n  }\n": types.ArrangementsSummaryPageDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation Login($role: Role!, $email: String!, $password: String!, $remember: Boolean!) {\n    login(role: $role, email: $email, password: $password, remember: $remember) {\n      token\n      role\n      isNewUser\n      expiresAt\n    }\n  }\n": types.LoginDocument,
    "\n  query VerifyResetToken($token: String!) {\n    verifyResetToken(token: $token)\n  }\n": types.VerifyResetTokenDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  fragment CaseCard_case on ArrangerCase {\n    id\n    status\n    decedent {\n      id\n      opi\n      prefix\n      firstName\n      middleName\n      lastName\n      dateOfBirth\n      dateOfDeath\n      pictureUrl\n    }\n  }\n": types.CaseCard_CaseFragmentDoc,
    "\n  query DashboardPage {\n    myCases {\n      activeCases {\n        id\n        ...CaseCard_case\n      }\n      closedCases {\n        id\n        ...CaseCard_case\n      }\n    }\n  }\n": types.DashboardPageDocument,
    "\n  fragment BurialLocationDialog_decedent on Decedent {\n    id\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n    }\n  }\n": types.BurialLocationDialog_DecedentFragmentDoc,
    "\n  fragment DonationLinks_decedent on Decedent {\n    id\n    donationDetails {\n      id\n      donationUrlName\n      donationUrlSrc\n      donationUrlDescription\n    }\n  }\n": types.DonationLinks_DecedentFragmentDoc,
    "\n  fragment LifeOfSection_decedent on Decedent {\n    id\n    lifeOfTitle\n    lifeOfDescription\n  }\n": types.LifeOfSection_DecedentFragmentDoc,
    "\n  fragment MemorialActions_decedent on Decedent {\n    id\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n      geoJson {\n        type\n        coordinates\n      }\n    }\n  }\n": types.MemorialActions_DecedentFragmentDoc,
    "\n  fragment MemorialHero_decedent on Decedent {\n    id\n    fullName\n    bannerUrl\n    pictureUrl\n    dateOfBirth\n    dateOfDeath\n    obituary {\n      displayName\n    }\n  }\n": types.MemorialHero_DecedentFragmentDoc,
    "\n  query MemorialPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      pageTitle\n      fullName\n      funeralHome {\n        code\n        name\n      }\n      obituary {\n        displayName\n        description\n      }\n      ...MemorialHero_decedent\n      ...MemorialActions_decedent\n      ...BurialLocationDialog_decedent\n      ...ObituarySection_decedent\n      ...ObituaryDialog_decedent\n      ...LifeOfSection_decedent\n      ...DonationLinks_decedent\n      ...SocialLinks_decedent\n    }\n  }\n": types.MemorialPageDocument,
    "\n  fragment ObituaryDialog_decedent on Decedent {\n    id\n    fullName\n    dateOfBirth\n    dateOfDeath\n    obituary {\n      displayName\n      obituary\n    }\n  }\n": types.ObituaryDialog_DecedentFragmentDoc,
    "\n  fragment ObituarySection_decedent on Decedent {\n    id\n    fullName\n    obituary {\n      displayName\n      obituary\n    }\n  }\n": types.ObituarySection_DecedentFragmentDoc,
    "\n  fragment SocialLinks_decedent on Decedent {\n    id\n    socialMediaLinks {\n      CustomUrl\n      Facebook\n      Instagram\n      Twitter\n      Tiktok\n      Blog\n      Youtube\n      Linkedin\n    }\n  }\n": types.SocialLinks_DecedentFragmentDoc,
    "\n  query ProfilePage {\n    me {\n      id\n      title\n      firstName\n      lastName\n      email\n    }\n  }\n": types.ProfilePageDocument,
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
export function graphql(source: "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArrangementsSummaryPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      prefix\n      firstName\n      middleName\n      lastName\n      dateOfBirth\n      dateOfDeath\n      pictureUrl\n      funeralHome {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArrangementsSummaryPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      prefix\n      firstName\n      middleName\n      lastName\n      dateOfBirth\n      dateOfDeath\n      pictureUrl\n      funeralHome {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($role: Role!, $email: String!, $password: String!, $remember: Boolean!) {\n    login(role: $role, email: $email, password: $password, remember: $remember) {\n      token\n      role\n      isNewUser\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation Login($role: Role!, $email: String!, $password: String!, $remember: Boolean!) {\n    login(role: $role, email: $email, password: $password, remember: $remember) {\n      token\n      role\n      isNewUser\n      expiresAt\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment CaseCard_case on ArrangerCase {\n    id\n    status\n    decedent {\n      id\n      opi\n      prefix\n      firstName\n      middleName\n      lastName\n      dateOfBirth\n      dateOfDeath\n      pictureUrl\n    }\n  }\n"): (typeof documents)["\n  fragment CaseCard_case on ArrangerCase {\n    id\n    status\n    decedent {\n      id\n      opi\n      prefix\n      firstName\n      middleName\n      lastName\n      dateOfBirth\n      dateOfDeath\n      pictureUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPage {\n    myCases {\n      activeCases {\n        id\n        ...CaseCard_case\n      }\n      closedCases {\n        id\n        ...CaseCard_case\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardPage {\n    myCases {\n      activeCases {\n        id\n        ...CaseCard_case\n      }\n      closedCases {\n        id\n        ...CaseCard_case\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BurialLocationDialog_decedent on Decedent {\n    id\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  fragment BurialLocationDialog_decedent on Decedent {\n    id\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment MemorialActions_decedent on Decedent {\n    id\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n      geoJson {\n        type\n        coordinates\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MemorialActions_decedent on Decedent {\n    id\n    cemeteryLocation {\n      id\n      propertyName\n      address\n      latitude\n      longitude\n      geoJson {\n        type\n        coordinates\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemorialHero_decedent on Decedent {\n    id\n    fullName\n    bannerUrl\n    pictureUrl\n    dateOfBirth\n    dateOfDeath\n    obituary {\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment MemorialHero_decedent on Decedent {\n    id\n    fullName\n    bannerUrl\n    pictureUrl\n    dateOfBirth\n    dateOfDeath\n    obituary {\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemorialPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      pageTitle\n      fullName\n      funeralHome {\n        code\n        name\n      }\n      obituary {\n        displayName\n        description\n      }\n      ...MemorialHero_decedent\n      ...MemorialActions_decedent\n      ...BurialLocationDialog_decedent\n      ...ObituarySection_decedent\n      ...ObituaryDialog_decedent\n      ...LifeOfSection_decedent\n      ...DonationLinks_decedent\n      ...SocialLinks_decedent\n    }\n  }\n"): (typeof documents)["\n  query MemorialPage($opi: String!) {\n    decedent(opi: $opi) {\n      id\n      opi\n      slug\n      pageTitle\n      fullName\n      funeralHome {\n        code\n        name\n      }\n      obituary {\n        displayName\n        description\n      }\n      ...MemorialHero_decedent\n      ...MemorialActions_decedent\n      ...BurialLocationDialog_decedent\n      ...ObituarySection_decedent\n      ...ObituaryDialog_decedent\n      ...LifeOfSection_decedent\n      ...DonationLinks_decedent\n      ...SocialLinks_decedent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ObituaryDialog_decedent on Decedent {\n    id\n    fullName\n    dateOfBirth\n    dateOfDeath\n    obituary {\n      displayName\n      obituary\n    }\n  }\n"): (typeof documents)["\n  fragment ObituaryDialog_decedent on Decedent {\n    id\n    fullName\n    dateOfBirth\n    dateOfDeath\n    obituary {\n      displayName\n      obituary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ObituarySection_decedent on Decedent {\n    id\n    fullName\n    obituary {\n      displayName\n      obituary\n    }\n  }\n"): (typeof documents)["\n  fragment ObituarySection_decedent on Decedent {\n    id\n    fullName\n    obituary {\n      displayName\n      obituary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SocialLinks_decedent on Decedent {\n    id\n    socialMediaLinks {\n      CustomUrl\n      Facebook\n      Instagram\n      Twitter\n      Tiktok\n      Blog\n      Youtube\n      Linkedin\n    }\n  }\n"): (typeof documents)["\n  fragment SocialLinks_decedent on Decedent {\n    id\n    socialMediaLinks {\n      CustomUrl\n      Facebook\n      Instagram\n      Twitter\n      Tiktok\n      Blog\n      Youtube\n      Linkedin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    me {\n      id\n      title\n      firstName\n      lastName\n      email\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    me {\n      id\n      title\n      firstName\n      lastName\n      email\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;