import { describe, expect, it } from 'vitest';
import { findRoute } from './route-table.js';

describe('findRoute (wouter patterns)', () => {
  it('reads the parameters of every route that has some, and sends any other path to Page Not Found', () => {
    expect(findRoute('/reset-password/u1/tok-en')).toMatchObject({ route: { name: 'ResetPassword' }, params: { uid: 'u1', token: 'tok-en' } });
    expect(findRoute('/verify-email/abc')).toMatchObject({ route: { name: 'VerifyEmail' }, params: { token: 'abc' } });
    expect(findRoute('/chat/c1')).toMatchObject({ route: { name: 'Chat' }, params: { id: 'c1' } });
    expect(findRoute('/chat/')).toMatchObject({ route: { name: 'Chat' }, params: { id: undefined } });
    expect(findRoute('/debug/silero-vad-test').route.name).toBe('SileroVadTest');
    expect(['/chat/c1/more', '/settingsx', '/reset-password/u1', '/nowhere'].map((path) => findRoute(path).route.name)).toEqual([
      'NotFound',
      'NotFound',
      'NotFound',
      'NotFound',
    ]);
  });
});
