import {
  ACCOUNT_NAME_MAX,
  EMAIL_MAX,
  LOCALES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE_TITLES,
  roleFromGraphQL,
  type GraphQLRole,
} from '@memorial/schema';
import type { OperationData, RestRoute } from '../route.js';
import { etagOf, str, versionOf } from '../route.js';

const legacyRole = (role: GraphQLRole | null) => (role ? roleFromGraphQL(role) : role);
const PROFILE_BODY = (body: Record<string, unknown>) => ({
  input: {
    firstName: str(body['firstName']) ?? '',
    lastName: str(body['lastName']) ?? '',
    middleName: str(body['middleName']) ?? null,
    title: str(body['title']) ?? null,
    // Absent: the language stays as it is (the legacy body has none).
    ...(body['language'] === undefined ? {} : { language: str(body['language']) ?? null }),
  },
});
const SAVE_PROFILE =
  'mutation UpdateProfile($input: ProfileInput!, $version: Int) { updateProfile(input: $input, version: $version) { message user { role firstName lastName middleName title language isNewUser version } } }';
const CHANGE_PASSWORD =
  'mutation ChangePassword($password: String!, $newPassword: String!) { changePassword(password: $password, newPassword: $newPassword) { message } }';
/** The legacy person has no version: the profile's version travels as the ETag (a save sends it back as If-Match). */
const legacyPerson = ({ version: _version, ...user }: OperationData) => ({ ...user, role: legacyRole(user['role']) });
/** The spec reads the message in data.message: it is there, and in the envelope's message as on every row. */
const profileData = (r: OperationData) => ({ message: r['updateProfile'].message, ...legacyPerson(r['updateProfile'].user) });
const NAME = (what: string) => ({
  type: 'string',
  maxLength: ACCOUNT_NAME_MAX,
  description: `${what}, at most ${ACCOUNT_NAME_MAX} characters (trimmed).`,
});
/** The body of the profile rows, as PROFILE_BODY reads it. */
const PROFILE_FIELDS = {
  properties: {
    firstName: NAME('First name, required'),
    lastName: NAME('Last name, required'),
    middleName: { ...NAME('Middle name, optional'), type: ['string', 'null'] },
    title: { type: ['string', 'null'], enum: ['', ...PROFILE_TITLES, null], description: 'Mr, Mrs or Ms; empty or absent for none.' },
    language: {
      type: ['string', 'null'],
      enum: ['', ...LOCALES, null],
      description: 'The language of your screens and e-mails: en or es; empty or null for none chosen; absent: unchanged.',
    },
  },
  required: ['firstName', 'lastName'],
} as const;
const passwordBody = ({ body }: { body: Record<string, unknown> }) => ({
  password: str(body['password']) ?? '',
  newPassword: str(body['newPassword']) ?? '',
});

/**
 * Profile, password and transfer (arrangements-portal 7.7). The spec names "user details" and "user info" without
 * paths: they are GET /user/details and GET /user/info here, beside the profile rows.
 */
export const accountRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/user/details',
    summary: "The signed-in person's details: data.data with role, firstName, lastName, middleName, title (and email, language).",
    operation: 'query UserDetails { me { role firstName lastName middleName title email language version } }',
    data: (r) => ({ data: legacyPerson(r['me']) }),
    etag: (r) => etagOf(r['me'].version),
  },
  {
    method: 'GET',
    path: '/user/info',
    summary: "The signed-in person's role and new-user flag: data.data with role, isNewUser, firstName, lastName.",
    operation: 'query UserInfo { me { role isNewUser firstName lastName version } }',
    data: (r) => ({ data: legacyPerson(r['me']) }),
    etag: (r) => etagOf(r['me'].version),
  },
  ...(['/user/profile', '/user/profile/save'] as const).map((path): RestRoute => ({
    method: 'PUT',
    path,
    summary:
      'Saves Personal Details (body firstName, lastName, middleName, title, language); message in data.message. The first save ends the new-user state.',
    body: PROFILE_FIELDS,
    operation: SAVE_PROFILE,
    variables: (req) => ({ ...PROFILE_BODY(req.body), version: versionOf(req) }),
    data: profileData,
    etag: (r) => etagOf(r['updateProfile'].user.version),
    message: (r) => r['updateProfile'].message,
  })),
  ...(['PUT', 'POST'] as const).map((method): RestRoute => ({
    method,
    path: '/user/password',
    statuses: [429],
    summary: 'Changes the password (body password, the old one, and newPassword); other sessions are signed out; message in data.message.',
    body: {
      properties: {
        password: { type: 'string', description: 'The current (old) password.' },
        newPassword: {
          type: 'string',
          minLength: PASSWORD_MIN,
          maxLength: PASSWORD_MAX,
          description: `The new password: ${PASSWORD_MIN} to ${PASSWORD_MAX} characters, not the old one.`,
        },
      },
      required: ['password', 'newPassword'],
    },
    operation: CHANGE_PASSWORD,
    variables: passwordBody,
    data: (r) => ({ message: r['changePassword'].message }),
    message: (r) => r['changePassword'].message,
  })),
  {
    method: 'POST',
    path: '/auth/verify-user-email',
    statuses: [429],
    summary: 'Transfer Loved Ones (family only, rate limited): body email; answers firstName, lastName and isNewUser.',
    body: {
      properties: {
        email: {
          type: 'string',
          format: 'email',
          maxLength: EMAIL_MAX,
          description: 'The e-mail address to look up (trimmed, case-insensitive).',
        },
      },
      required: ['email'],
    },
    operation: 'query VerifyUserEmail($email: String!) { verifyUserEmail(email: $email) { firstName lastName isNewUser } }',
    variables: ({ body }) => ({ email: str(body['email']) ?? '' }),
  },
  {
    method: 'POST',
    path: '/auth/transfer-account',
    statuses: [404, 429],
    summary:
      'Transfers a loved one (body decedentId: the onePortalId, or the numeric id GET /decedent lists; email, firstName, lastName) to another person; the giver loses access.',
    body: {
      properties: {
        decedentId: {
          type: ['string', 'integer'],
          description: "The loved one: the decedent's onePortalId, or its numeric id as GET /decedent lists it.",
        },
        email: {
          type: 'string',
          format: 'email',
          maxLength: EMAIL_MAX,
          description: 'The e-mail address of the person who takes over (not your own).',
        },
        firstName: NAME("The receiver's first name"),
        lastName: NAME("The receiver's last name"),
      },
      required: ['decedentId', 'email', 'firstName', 'lastName'],
    },
    operation: 'mutation TransferAccount($input: TransferAccountInput!) { transferAccount(input: $input) { message } }',
    variables: ({ body }) => ({
      input: {
        decedentId: str(body['decedentId']) ?? '',
        email: str(body['email']) ?? '',
        firstName: str(body['firstName']) ?? '',
        lastName: str(body['lastName']) ?? '',
      },
    }),
    data: (r) => ({ message: r['transferAccount'].message }),
    message: (r) => r['transferAccount'].message,
  },
];
