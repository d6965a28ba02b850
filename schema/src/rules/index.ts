export * from './common.js';
export * from './auth.js';
export * from './memory.js';
export * from './certificate.js';
export * from './event.js';
export * from './subscription.js';
export * from './message.js';
export * from './sso.js';
