import { describe, expect, it } from 'vitest';
import { encodeBase64Url } from './base64url.js';
import { decodeTokenClaims, isTokenValid } from './decode-token.js';

const HEADER = encodeBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function tokenWith(payload: unknown): string {
  return `${HEADER}.${encodeBase64Url(JSON.stringify(payload))}.signature`;
}

const CLAIMS = { sub: 'user-1', user_id: 'user-1', username: 'ana@example.com', exp: 1_750_000_000, iat: 1_749_990_000 };

describe('decodeTokenClaims', () => {
  it('reads the claims of a JWT payload', () => {
    expect(decodeTokenClaims(tokenWith(CLAIMS))).toEqual(CLAIMS);
  });

  it('decodes UTF-8 and base64url characters (- and _) without Buffer', () => {
    const claims = { ...CLAIMS, username: 'Łucja ✓ 日本?>>' };
    const token = tokenWith(claims);

    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeTokenClaims(token)).toEqual(claims);
  });

  it('accepts a padded payload', () => {
    const [header, payload] = tokenWith(CLAIMS).split('.');
    const padded = `${payload}${'='.repeat((4 - ((payload ?? '').length % 4)) % 4)}`;

    expect(decodeTokenClaims(`${header}.${padded}.signature`)).toEqual(CLAIMS);
  });

  it('leaves out claims it does not know', () => {
    expect(decodeTokenClaims(tokenWith({ ...CLAIMS, role: 'admin' }))).toEqual(CLAIMS);
  });

  describe('when the token is malformed', () => {
    it.each([
      ['an empty string', ''],
      ['one part', 'abc'],
      ['two parts', `${HEADER}.${encodeBase64Url(JSON.stringify(CLAIMS))}`],
      ['four parts', `${tokenWith(CLAIMS)}.extra`],
      ['a payload that is not base64url', `${HEADER}.!!!.signature`],
      ['a payload of impossible length', `${HEADER}.abcde.signature`],
      ['a payload that is not JSON', `${HEADER}.${encodeBase64Url('{not json')}.signature`],
      ['a payload that is not UTF-8', `${HEADER}.${btoa('\xff\xfe').replace(/\//g, '_').replace(/=+$/, '')}.signature`],
      ['a JSON array payload', tokenWith([CLAIMS])],
      ['a JSON null payload', tokenWith(null)],
      ['no exp', tokenWith({ ...CLAIMS, exp: undefined })],
      ['exp as a string', tokenWith({ ...CLAIMS, exp: '1750000000' })],
      ['no user_id', tokenWith({ ...CLAIMS, user_id: undefined })],
      ['no username', tokenWith({ ...CLAIMS, username: undefined })],
    ])('returns null for %s', (_case, token) => {
      expect(decodeTokenClaims(token)).toBeNull();
    });
  });
});

describe('isTokenValid', () => {
  const expiresAtMs = CLAIMS.exp * 1000;

  it('is valid while the expiry is in the future', () => {
    expect(isTokenValid(tokenWith(CLAIMS), expiresAtMs - 1)).toBe(true);
  });

  it('is invalid from the expiry on', () => {
    expect(isTokenValid(tokenWith(CLAIMS), expiresAtMs)).toBe(false);
    expect(isTokenValid(tokenWith(CLAIMS), expiresAtMs + 60_000)).toBe(false);
  });

  it('is invalid for a malformed token or none', () => {
    expect(isTokenValid('not-a-token', 0)).toBe(false);
    expect(isTokenValid(null, 0)).toBe(false);
    expect(isTokenValid(undefined, 0)).toBe(false);
  });
});
