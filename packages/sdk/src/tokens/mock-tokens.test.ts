import { describe, expect, it } from 'vitest';
import { decodeBase64Url } from './base64url.js';
import { decodeTokenClaims, isTokenValid } from './decode-token.js';
import { createMockTokens } from './mock-tokens.js';

const HOUR = 3_600_000;
const NOW = Date.UTC(2025, 0, 15, 9, 30, 0);
const USER = { id: 'user-1', username: 'ana@example.com' };

describe('createMockTokens (§4 development helpers)', () => {
  it('makes unsigned JWT-shaped tokens', () => {
    const { access, refresh } = createMockTokens(USER, NOW);

    for (const token of [access, refresh]) {
      const [header, , signature] = token.split('.');
      expect(token.split('.')).toHaveLength(3);
      expect(JSON.parse(decodeBase64Url(header ?? '') ?? 'null')).toEqual({ alg: 'none', typ: 'JWT' });
      expect(signature).toBe('');
    }
  });

  it('carries the user in the claims of §3', () => {
    const claims = decodeTokenClaims(createMockTokens(USER, NOW).access);

    expect(claims).toEqual({
      sub: 'user-1',
      user_id: 'user-1',
      username: 'ana@example.com',
      iat: NOW / 1000,
      exp: NOW / 1000 + 24 * 3600,
    });
  });

  it('makes an access token that lasts 24 hours', () => {
    const { access } = createMockTokens(USER, NOW);

    expect(isTokenValid(access, NOW + 24 * HOUR - 1)).toBe(true);
    expect(isTokenValid(access, NOW + 24 * HOUR)).toBe(false);
  });

  it('makes a refresh token that lasts 168 hours', () => {
    const { refresh } = createMockTokens(USER, NOW);

    expect(decodeTokenClaims(refresh)?.exp).toBe(NOW / 1000 + 168 * 3600);
    expect(isTokenValid(refresh, NOW + 168 * HOUR - 1)).toBe(true);
    expect(isTokenValid(refresh, NOW + 168 * HOUR)).toBe(false);
  });
});
