import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../endpoints.js';
import { nulCharacterPaths } from './without-nul.js';

describe('nulCharacterPaths', () => {
  it('finds NUL characters in nested values and in object keys', () => {
    expect(nulCharacterPaths({ a: 'fine', b: ['ok', 'bad\u0000'], c: { 'key\u0000': 'value' }, d: 3 })).toEqual([['b', 1], ['c', 'key\u0000']]);
  });

  it('finds nothing in clean values', () => {
    expect(nulCharacterPaths({ a: 'x', b: [1, null, true], c: {} })).toEqual([]);
  });
});

describe('every request body and query of ENDPOINTS', () => {
  it('refuses a NUL character in a string field with Invalid format on that field', () => {
    const register = ENDPOINTS['auth.register'].body.safeParse({
      first_name: 'Ada\u0000',
      last_name: 'Lovelace',
      email: 'ada@parla.test',
      password: 'correct horse\u0000battery',
      confirm_password: 'correct horse\u0000battery',
      terms_accepted: true,
      privacy_accepted: true,
    });
    expect(register.success).toBe(false);
    expect(register.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['first_name', 'Invalid format'],
      ['password', 'Invalid format'],
      ['confirm_password', 'Invalid format'],
    ]);
    const outbox = ENDPOINTS['dev.outbox'].query.safeParse({ to: 'a\u0000' });
    expect(outbox.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['to']);
  });

  it('still accepts the same values without the NUL character', () => {
    expect(ENDPOINTS['support.feedback'].body.safeParse({ rating: 5, comment: 'Gracias' }).success).toBe(true);
  });

});
