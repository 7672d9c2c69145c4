export * from './enums.js';
export * from './constants.js';
export * from './limits.js';
export * from './messages.js';
export * from './routes.js';
