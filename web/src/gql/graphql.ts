/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: unknown; output: unknown; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: unknown; output: unknown; }
};

export type CaseStatus =
  | 'active'
  | 'closed';

/** Documents such as pdf and docx are Application. */
export type FileType =
  | 'Application'
  | 'Audio'
  | 'Image'
  | 'Video';

export type MemoryAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  county?: InputMaybe<Scalars['String']['input']>;
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zipcode?: InputMaybe<Scalars['String']['input']>;
};

export type MemoryEventKind =
  | 'DELETED'
  | 'EDITED'
  | 'STATUS_CHANGED'
  | 'SUBMITTED';

/** A file returned by an upload call (its URL), or a video link with fileType Video. */
export type MemoryFileInput = {
  fileType: FileType;
  fileUrl: Scalars['String']['input'];
};

export type MemoryPersonInput = {
  address?: InputMaybe<MemoryAddressInput>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** Digits only. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Pending for Approval, Accepted (approved) or Rejected. A deleted memory is gone for good. */
export type MemoryStatus =
  | 'Accepted'
  | 'Pending'
  | 'Rejected';

/** A moderation decision; Deleted removes the memory for good. */
export type MemoryStatusChange =
  | 'Accepted'
  | 'Deleted'
  | 'Pending'
  | 'Rejected';

/** A role a person signs in as. */
export type Role =
  | 'admin'
  | 'arranger'
  | 'cl_arranger';

export type ShareMemoryInput = {
  /** A visitor accepted the copyright disclaimer and privacy policy in this browser session. */
  acceptedPolicy?: Scalars['Boolean']['input'];
  /** YYYY-MM-DD, not in the future. */
  dateOfMemory: Scalars['String']['input'];
  files?: Array<MemoryFileInput>;
  /** One key per submission; a retry with the same key answers the memory already written. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Rich text; at most 5000 characters of plain text. */
  memory: Scalars['String']['input'];
  memoryAddingPerson: MemoryPersonInput;
  memoryType: Scalars['Int']['input'];
  relationship?: InputMaybe<Scalars['Int']['input']>;
  title: Scalars['String']['input'];
};

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: { __typename?: 'MessageResult', message: string } };

export type ArrangementsSummaryPageQueryVariables = Exact<{
  opi: Scalars['String']['input'];
}>;


export type ArrangementsSummaryPageQuery = { __typename?: 'Query', decedent: { __typename?: 'Decedent', id: number, opi: string, slug: string, prefix: string | null, firstName: string | null, middleName: string | null, lastName: string | null, dateOfBirth: string | null, dateOfDeath: string | null, pictureUrl: string | null, funeralHome: { __typename?: 'FuneralHome', code: string, name: string } } };

export type ForgotPasswordMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type ForgotPasswordMutation = { __typename?: 'Mutation', forgotPassword: { __typename?: 'MessageResult', message: string } };

export type LoginMutationVariables = Exact<{
  role: Role;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  remember: Scalars['Boolean']['input'];
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginResult', token: string, role: Role, isNewUser: boolean, expiresAt: string } };

export type VerifyResetTokenQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type VerifyResetTokenQuery = { __typename?: 'Query', verifyResetToken: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'MessageResult', message: string } };

export type CaseCard_CaseFragment = { __typename?: 'ArrangerCase', id: number, status: CaseStatus, decedent: { __typename?: 'Decedent', id: number, opi: string, prefix: string | null, firstName: string | null, middleName: string | null, lastName: string | null, dateOfBirth: string | null, dateOfDeath: string | null, pictureUrl: string | null } } & { ' $fragmentName'?: 'CaseCard_CaseFragment' };

export type DashboardPageQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardPageQuery = { __typename?: 'Query', myCases: { __typename?: 'MyCases', activeCases: Array<(
      { __typename?: 'ArrangerCase', id: number }
      & { ' $fragmentRefs'?: { 'CaseCard_CaseFragment': CaseCard_CaseFragment } }
    )>, closedCases: Array<(
      { __typename?: 'ArrangerCase', id: number }
      & { ' $fragmentRefs'?: { 'CaseCard_CaseFragment': CaseCard_CaseFragment } }
    )> } };

export type BurialLocationDialog_DecedentFragment = { __typename?: 'Decedent', id: number, cemeteryLocation: { __typename?: 'CemeteryLocation', id: number, propertyName: string, address: string | null, latitude: number | null, longitude: number | null } | null } & { ' $fragmentName'?: 'BurialLocationDialog_DecedentFragment' };

export type DonationLinks_DecedentFragment = { __typename?: 'Decedent', id: number, donationDetails: Array<{ __typename?: 'DonationDetail', id: number, donationUrlName: string, donationUrlSrc: string, donationUrlDescription: string | null }> } & { ' $fragmentName'?: 'DonationLinks_DecedentFragment' };

export type LifeOfSection_DecedentFragment = { __typename?: 'Decedent', id: number, lifeOfTitle: string | null, lifeOfDescription: string | null } & { ' $fragmentName'?: 'LifeOfSection_DecedentFragment' };

export type MemorialActions_DecedentFragment = { __typename?: 'Decedent', id: number, cemeteryLocation: { __typename?: 'CemeteryLocation', id: number, propertyName: string, address: string | null, latitude: number | null, longitude: number | null, geoJson: { __typename?: 'GeoJsonGeometry', type: string, coordinates: unknown } | null } | null } & { ' $fragmentName'?: 'MemorialActions_DecedentFragment' };

export type MemorialHero_DecedentFragment = { __typename?: 'Decedent', id: number, fullName: string, bannerUrl: string | null, pictureUrl: string | null, dateOfBirth: string | null, dateOfDeath: string | null, obituary: { __typename?: 'ObituaryView', displayName: string } } & { ' $fragmentName'?: 'MemorialHero_DecedentFragment' };

export type MemorialPageQueryVariables = Exact<{
  opi: Scalars['String']['input'];
}>;


export type MemorialPageQuery = { __typename?: 'Query', decedent: (
    { __typename?: 'Decedent', id: number, opi: string, slug: string, pageTitle: string | null, fullName: string, funeralHome: { __typename?: 'FuneralHome', code: string, name: string }, obituary: { __typename?: 'ObituaryView', displayName: string, description: string } }
    & { ' $fragmentRefs'?: { 'MemorialHero_DecedentFragment': MemorialHero_DecedentFragment;'MemorialActions_DecedentFragment': MemorialActions_DecedentFragment;'BurialLocationDialog_DecedentFragment': BurialLocationDialog_DecedentFragment;'ObituarySection_DecedentFragment': ObituarySection_DecedentFragment;'ObituaryDialog_DecedentFragment': ObituaryDialog_DecedentFragment;'LifeOfSection_DecedentFragment': LifeOfSection_DecedentFragment;'DonationLinks_DecedentFragment': DonationLinks_DecedentFragment;'SocialLinks_DecedentFragment': SocialLinks_DecedentFragment } }
  ) };

export type ObituaryDialog_DecedentFragment = { __typename?: 'Decedent', id: number, fullName: string, dateOfBirth: string | null, dateOfDeath: string | null, obituary: { __typename?: 'ObituaryView', displayName: string, obituary: string } } & { ' $fragmentName'?: 'ObituaryDialog_DecedentFragment' };

export type ObituarySection_DecedentFragment = { __typename?: 'Decedent', id: number, fullName: string, obituary: { __typename?: 'ObituaryView', displayName: string, obituary: string } } & { ' $fragmentName'?: 'ObituarySection_DecedentFragment' };

export type SocialLinks_DecedentFragment = { __typename?: 'Decedent', id: number, socialMediaLinks: { __typename?: 'SocialMediaLinks', CustomUrl: string | null, Facebook: string | null, Instagram: string | null, Twitter: string | null, Tiktok: string | null, Blog: string | null, Youtube: string | null, Linkedin: string | null } } & { ' $fragmentName'?: 'SocialLinks_DecedentFragment' };

export type ProfilePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePageQuery = { __typename?: 'Query', me: { __typename?: 'User', id: number, title: string | null, firstName: string, lastName: string, email: string } };

export const CaseCard_CaseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseCard_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArrangerCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decedent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opi"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfDeath"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}}]}}]}}]} as unknown as DocumentNode<CaseCard_CaseFragment, unknown>;
export const BurialLocationDialog_DecedentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BurialLocationDialog_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cemeteryLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]} as unknown as DocumentNode<BurialLocationDialog_DecedentFragment, unknown>;
export const DonationLinks_DecedentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonationLinks_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationUrlName"}},{"kind":"Field","name":{"kind":"Name","value":"donationUrlSrc"}},{"kind":"Field","name":{"kind":"Name","value":"donationUrlDescription"}}]}}]}}]} as unknown as DocumentNode<DonationLinks_DecedentFragment, unknown>;
export const LifeOfSection_DecedentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LifeOfSection_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lifeOfTitle"}},{"kind":"Field","name":{"kind":"Name","value":"lifeOfDescription"}}]}}]} as unknown as DocumentNode<LifeOfSection_DecedentFragment, unknown>;
export const MemorialActions_DecedentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemorialActions_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cemeteryLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"geoJson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"}}]}}]}}]}}]} as unknown as DocumentNode<MemorialActions_DecedentFragment, unknown>;
export const MemorialHero_DecedentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemorialHero_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"bannerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfDeath"}},{"kind":"Field","name":{"kind":"Name","value":"obituary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<MemorialHero_DecedentFragment, unknown>;
export const ObituaryDialog_DecedentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ObituaryDialog_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfDeath"}},{"kind":"Field","name":{"kind":"Name","value":"obituary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"obituary"}}]}}]}}]} as unknown as DocumentNode<ObituaryDialog_DecedentFragment, unknown>;
export const ObituarySection_DecedentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ObituarySection_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"obituary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"obituary"}}]}}]}}]} as unknown as DocumentNode<ObituarySection_DecedentFragment, unknown>;
export const SocialLinks_DecedentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocialLinks_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"CustomUrl"}},{"kind":"Field","name":{"kind":"Name","value":"Facebook"}},{"kind":"Field","name":{"kind":"Name","value":"Instagram"}},{"kind":"Field","name":{"kind":"Name","value":"Twitter"}},{"kind":"Field","name":{"kind":"Name","value":"Tiktok"}},{"kind":"Field","name":{"kind":"Name","value":"Blog"}},{"kind":"Field","name":{"kind":"Name","value":"Youtube"}},{"kind":"Field","name":{"kind":"Name","value":"Linkedin"}}]}}]}}]} as unknown as DocumentNode<SocialLinks_DecedentFragment, unknown>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ArrangementsSummaryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArrangementsSummaryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"opi"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decedent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"opi"},"value":{"kind":"Variable","name":{"kind":"Name","value":"opi"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opi"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfDeath"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"funeralHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ArrangementsSummaryPageQuery, ArrangementsSummaryPageQueryVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remember"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"remember"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remember"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isNewUser"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const VerifyResetTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyResetToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyResetToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<VerifyResetTokenQuery, VerifyResetTokenQueryVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const DashboardPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseCard_case"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedCases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseCard_case"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseCard_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArrangerCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decedent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opi"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfDeath"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}}]}}]}}]} as unknown as DocumentNode<DashboardPageQuery, DashboardPageQueryVariables>;
export const MemorialPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemorialPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"opi"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decedent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"opi"},"value":{"kind":"Variable","name":{"kind":"Name","value":"opi"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"opi"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"funeralHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"obituary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemorialHero_decedent"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemorialActions_decedent"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BurialLocationDialog_decedent"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ObituarySection_decedent"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ObituaryDialog_decedent"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LifeOfSection_decedent"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DonationLinks_decedent"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SocialLinks_decedent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemorialHero_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"bannerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfDeath"}},{"kind":"Field","name":{"kind":"Name","value":"obituary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemorialActions_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cemeteryLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"geoJson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BurialLocationDialog_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cemeteryLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ObituarySection_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"obituary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"obituary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ObituaryDialog_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfDeath"}},{"kind":"Field","name":{"kind":"Name","value":"obituary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"obituary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LifeOfSection_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lifeOfTitle"}},{"kind":"Field","name":{"kind":"Name","value":"lifeOfDescription"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonationLinks_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationUrlName"}},{"kind":"Field","name":{"kind":"Name","value":"donationUrlSrc"}},{"kind":"Field","name":{"kind":"Name","value":"donationUrlDescription"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocialLinks_decedent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decedent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"CustomUrl"}},{"kind":"Field","name":{"kind":"Name","value":"Facebook"}},{"kind":"Field","name":{"kind":"Name","value":"Instagram"}},{"kind":"Field","name":{"kind":"Name","value":"Twitter"}},{"kind":"Field","name":{"kind":"Name","value":"Tiktok"}},{"kind":"Field","name":{"kind":"Name","value":"Blog"}},{"kind":"Field","name":{"kind":"Name","value":"Youtube"}},{"kind":"Field","name":{"kind":"Name","value":"Linkedin"}}]}}]}}]} as unknown as DocumentNode<MemorialPageQuery, MemorialPageQueryVariables>;
export const ProfilePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ProfilePageQuery, ProfilePageQueryVariables>;