import {
  MESSAGES,
  t,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ROLES,
  roleFromGraphQL,
  roleToGraphQL,
  type GraphQLRole,
  type Role,
} from '@memorial/schema';
import type { RestRoute } from '../route.js';
import { bool, captchaField, etagOf, str } from '../route.js';

/** The legacy API spells roles as the spec does (cl-arranger); GraphQL with an underscore. Anything else goes through as sent, to be refused. */
const roleInPath = (role: string) => ((ROLES as readonly string[]).includes(role) ? roleToGraphQL(role as Role) : role);
const legacyRole = (role: GraphQLRole | null) => (role ? roleFromGraphQL(role) : role);

export const identityRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/:role/login',
    params: {
      role: {
        schema: { type: 'string', enum: ROLES },
        description: 'The role to sign in as: the family (arranger), staff (admin) or a cl-arranger.',
      },
    },
    statuses: [429],
    body: {
      properties: {
        email: { type: 'string', format: 'email', description: 'The e-mail address of the account (compared case-insensitively).' },
        password: { type: 'string', description: 'The password.' },
        remember: { type: 'boolean', description: 'A long session: 30 days instead of 8 hours (the configured defaults). Absent: false.' },
        rememberMe: { type: 'boolean', description: 'The same as remember, as older clients name it; read when remember is absent.' },
        captcha: captchaField('Required only after repeated failed sign-ins on the account or from the address (else 400).'),
      },
      required: ['email', 'password'],
    },
    summary: 'Sign in as a role; answers token, role and isNewUser. After repeated failures, body captcha (a solved captcha) is required.',
    operation:
      'mutation Login($role: Role!, $email: String!, $password: String!, $remember: Boolean, $captcha: String) { login(role: $role, email: $email, password: $password, remember: $remember, captcha: $captcha) { token role isNewUser expiresAt } }',
    variables: ({ params, body }) => ({
      role: roleInPath(params['role']!),
      email: str(body['email']) ?? '',
      password: str(body['password']) ?? '',
      remember: bool(body['remember'] ?? body['rememberMe']) ?? false,
      captcha: str(body['captcha']) ?? null,
    }),
    data: (r) => ({ ...r['login'], role: legacyRole(r['login'].role) }),
    message: () => t(MESSAGES, 'loggedIn'),
  },
  {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Ends the session of the bearer token.',
    body: { properties: {} },
    operation: 'mutation Logout { logout { message } }',
    data: () => null,
    message: (r) => r['logout'].message,
  },
  {
    method: 'GET',
    path: '/auth/me',
    summary: 'The signed-in person.',
    operation: 'query Me { me { id email firstName middleName lastName title role roles isNewUser version } }',
    // The profile's version is the ETag (PUT /user/profile sends it back as If-Match), not a field of the legacy data.
    data: ({ me: { version: _version, ...me } }) => ({ data: { ...me, role: legacyRole(me.role), roles: me.roles.map(legacyRole) } }),
    etag: (r) => etagOf(r['me'].version),
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    statuses: [429],
    body: {
      properties: {
        email: {
          type: 'string',
          format: 'email',
          description: 'The e-mail address of the account; the answer is the same whether it has one or not.',
        },
        captcha: captchaField('Asked of everyone on this row.'),
      },
      required: ['email'],
    },
    summary: 'Sends a single-use password reset link by e-mail; body email and captcha (a solved captcha).',
    operation:
      'mutation ForgotPassword($email: String!, $captcha: String) { forgotPassword(email: $email, captcha: $captcha) { message } }',
    variables: ({ body }) => ({ email: str(body['email']) ?? '', captcha: str(body['captcha']) ?? null }),
    data: () => null,
    message: (r) => r['forgotPassword'].message,
  },
  {
    method: 'POST',
    path: '/auth/verify',
    summary: 'Whether the reset token carried as the bearer can still be used.',
    body: {
      properties: {
        token: { type: 'string', description: "The reset link's token, where it is not sent as the bearer (the bearer wins)." },
      },
    },
    operation: 'query VerifyResetToken($token: String!) { verifyResetToken(token: $token) }',
    variables: ({ bearer, body }) => ({ token: bearer ?? str(body['token']) ?? '' }),
    data: (r) => ({ valid: r['verifyResetToken'] }),
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Sets a new password with the reset token carried as the bearer.',
    body: {
      properties: {
        token: { type: 'string', description: "The reset link's token, where it is not sent as the bearer (the bearer wins)." },
        password: {
          type: 'string',
          minLength: PASSWORD_MIN,
          maxLength: PASSWORD_MAX,
          description: `The new password, ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
        },
      },
      required: ['password'],
    },
    operation:
      'mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { message } }',
    variables: ({ bearer, body }) => ({ token: bearer ?? str(body['token']) ?? '', password: str(body['password']) ?? '' }),
    data: () => null,
    message: (r) => r['resetPassword'].message,
  },
  {
    method: 'GET',
    path: '/auth/verify-familyWebsite-access/:id',
    summary: 'Whether the signed-in person may manage this family website.',
    operation: 'query WebsiteAccess($opi: String!) { websiteAccess(opi: $opi) { hasAccess } }',
    variables: ({ params }) => ({ opi: params['id'] }),
  },
];
