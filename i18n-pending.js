// Issue 31: the files whose texts are not yet taken from the catalogs (eslint.config.js checks every other file).
// A file leaves this list when its texts are converted; nothing may be added to it.
export const I18N_PENDING = [
  'gateway/src/abuse/abuse.service.ts',
  'gateway/src/app.ts',
  'gateway/src/drain.ts',
  'gateway/src/graphql/context.ts',
  'gateway/src/graphql/errors.ts',
  'gateway/src/graphql/http.ts',
  'gateway/src/graphql/ws.ts',
  'gateway/src/modules/identity/profile.service.ts',
  'gateway/src/modules/obituary/obituary.jsonld.ts',
  'web/src/features/arrangements/certificate/EthnicityInfoForm.tsx',
  'web/src/features/arrangements/certificate/NextOfKinForm.tsx',
];
