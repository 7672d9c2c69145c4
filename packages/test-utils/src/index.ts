export * from './recording-fetch.js';
export * from './sse.js';
export * from './fake-api.js';
export * from './vocabulary.js';
