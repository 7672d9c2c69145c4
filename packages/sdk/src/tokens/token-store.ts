import type { TokenPair } from '@parla/contract';

/**
 * Where the access and refresh tokens live. `get` may be async (a partner's token provider).
 * Implementations must never log tokens.
 */
export interface TokenStore {
  /** The current tokens, or null when signed out. */
  get(): TokenPair | null | Promise<TokenPair | null>;
  /** Replaces the tokens; null signs out. */
  set(tokens: TokenPair | null): void | Promise<void>;
  /** Calls `listener` when the tokens change (including from another tab); returns the unsubscribe function. */
  subscribe?(listener: (tokens: TokenPair | null) => void): () => void;
}
