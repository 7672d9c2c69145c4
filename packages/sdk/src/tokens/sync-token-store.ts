import type { TokenPair } from '@parla/contract';
import type { TokenStore } from './token-store.js';

/** A {@link TokenStore} that answers at once and always supports `subscribe` (memory, local storage). */
export interface SyncTokenStore extends TokenStore {
  /** The current tokens, or null when signed out. */
  get(): TokenPair | null;
  /** Replaces the tokens; null signs out. Subscribers are told. */
  set(tokens: TokenPair | null): void;
  /** Calls `listener` with the new tokens on every change; returns the unsubscribe function. */
  subscribe(listener: (tokens: TokenPair | null) => void): () => void;
}
