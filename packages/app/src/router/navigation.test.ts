// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigate, useAppLocation } from './navigation.js';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the app location over wouter’s History API navigation', () => {
  it('tells how each navigation came, with the focus target only on the entry that asked for it (Start conversation → the message box)', async () => {
    const { result } = renderHook(() => useAppLocation());

    act(() => navigate('/chat/c1', { focus: '.parla-chat-input textarea' }));
    expect(result.current).toMatchObject({ path: '/chat/c1', action: 'push', focus: '.parla-chat-input textarea' });
    const pushed = result.current.key;

    act(() => navigate('/settings'));
    expect(result.current).toMatchObject({ path: '/settings', action: 'push' });
    expect(result.current.focus).toBeUndefined();
    expect(result.current.key).toBeGreaterThan(pushed);

    act(() => navigate('/login?redirect=%2Fadmin#form', { replace: true, focus: 'h1' }));
    expect(result.current).toMatchObject({ path: '/login', search: '?redirect=%2Fadmin', hash: '#form', action: 'replace', focus: 'h1' });

    // Back to the chat: the browser restores, the focus target was for arriving by Start conversation only.
    act(() => window.history.back());
    await waitFor(() => expect(result.current).toMatchObject({ path: '/chat/c1', action: 'pop' }));
    expect(result.current.focus).toBeUndefined();
  });
});
