import { roleFromGraphQL, type GraphQLRole } from '@memorial/schema';
import type { OperationData, RestRoute } from '../route.js';
import { etagOf, str, versionOf } from '../route.js';

const legacyRole = (role: GraphQLRole | null) => (role ? roleFromGraphQL(role) : role);
const PROFILE_BODY = (body: Record<string, unknown>) => ({
  input: {
    firstName: str(body['firstName']) ?? '',
    lastName: str(body['lastName']) ?? '',
    middleName: str(body['middleName']) ?? null,
    title: str(body['title']) ?? null,
  },
});
const SAVE_PROFILE =
  'mutation UpdateProfile($input: ProfileInput!, $version: Int) { updateProfile(input: $input, version: $version) { message user { role firstName lastName middleName title isNewUser version } } }';
const CHANGE_PASSWORD =
  'mutation ChangePassword($password: String!, $newPassword: String!) { changePassword(password: $password, newPassword: $newPassword) { message } }';
/** The legacy person has no version: the profile's version travels as the ETag (a save sends it back as If-Match). */
const legacyPerson = ({ version: _version, ...user }: OperationData) => ({ ...user, role: legacyRole(user['role']) });
/** The spec reads the message in data.message: it is there, and in the envelope's message as on every row. */
const profileData = (r: OperationData) => ({ message: r['updateProfile'].message, ...legacyPerson(r['updateProfile'].user) });
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
    summary: "The signed-in person's details: data.data with role, firstName, lastName, middleName, title (and email).",
    operation: 'query UserDetails { me { role firstName lastName middleName title email version } }',
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
      'Saves Personal Details (body firstName, lastName, middleName, title); message in data.message. The first save ends the new-user state.',
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
    operation: 'query VerifyUserEmail($email: String!) { verifyUserEmail(email: $email) { firstName lastName isNewUser } }',
    variables: ({ body }) => ({ email: str(body['email']) ?? '' }),
  },
  {
    method: 'POST',
    path: '/auth/transfer-account',
    statuses: [404, 429],
    summary:
      'Transfers a loved one (body decedentId: the onePortalId, or the numeric id GET /decedent lists; email, firstName, lastName) to another person; the giver loses access.',
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
