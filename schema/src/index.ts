export * from './rules/index.js';
export * from './reference/index.js';
export * from './messages.js';
export * from './once.js';
export * from './structured-data.js';
export * from './directory.js';
export * from './a11y.js';
export * from './api-docs.js';
