import type { TokenPair } from '@parla/contract';

/** The value as a token pair when it is one (two non-empty strings `access` and `refresh`), else null. */
export function parseTokenPair(value: unknown): TokenPair | null {
  if (typeof value !== 'object' || value === null) {
    return null;
  }
  const { access, refresh } = value as Record<string, unknown>;
  if (typeof access !== 'string' || typeof refresh !== 'string' || access === '' || refresh === '') {
    return null;
  }
  return { access, refresh };
}

/** Whether two token pairs (or signed-out states) are the same. */
export function sameTokens(first: TokenPair | null, second: TokenPair | null): boolean {
  if (first === null || second === null) {
    return first === second;
  }
  return first.access === second.access && first.refresh === second.refresh;
}
