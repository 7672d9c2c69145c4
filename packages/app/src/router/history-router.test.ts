// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createHistoryRouter } from './history-router.js';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('navigate with a focus target', () => {
  it('puts the selector on the new location only (Start conversation → the chat’s message box)', () => {
    const router = createHistoryRouter({ base: '/', window });

    router.navigate('/chat/c1', { focus: '.parla-chat-input textarea' });
    expect(router.getLocation()).toMatchObject({ path: '/chat/c1', action: 'push', focus: '.parla-chat-input textarea' });

    router.navigate('/settings');
    expect(router.getLocation().focus).toBeUndefined();

    router.navigate('/login', { replace: true, focus: 'h2' });
    expect(router.getLocation()).toMatchObject({ path: '/login', action: 'replace', focus: 'h2' });
  });
});
