export type { TokenStore } from './token-store.js';
export type { SyncTokenStore } from './sync-token-store.js';
export { memoryTokenStore } from './memory-token-store.js';
export { storageTokenStore } from './storage-token-store.js';
export type { StorageTokenStoreOptions } from './storage-token-store.js';
export type { StorageChange, StorageEventSource } from './storage-events.js';
export { decodeTokenClaims, isTokenValid } from './decode-token.js';
