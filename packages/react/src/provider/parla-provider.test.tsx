import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@parla/sdk';
import { aUser, fakeApi, json, testClient, validTokens } from '@parla/test-utils';
import { ParlaRoot } from '../components/parla-root/parla-root.js';
import { useAuth } from '../hooks/use-auth.js';
import { useParlaSession } from '../hooks/use-parla-session.js';
import { useSnackbars } from '../hooks/use-snackbars.js';
import { useTheme } from '../hooks/use-theme.js';
import { useT } from '../i18n/use-t.js';
import { createTestSession } from '../test-utils/test-session.js';
import { ParlaProvider } from './parla-provider.js';
import '../test-utils/render-with-session.js';

function wrapperFor(session: Session) {
  return ({ children }: { children?: ReactNode }) => <ParlaProvider session={session}>{children}</ParlaProvider>;
}

describe('ParlaProvider', () => {
  describe('when a hook is used outside it', () => {
    it('throws an error that says how to fix it', () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);

      expect(() => renderHook(() => useAuth())).toThrow(/useAuth\(\) was called outside <ParlaProvider>.*<ParlaProvider session=\{createSession\(\)\}>/);
      vi.restoreAllMocks();
    });
  });

  describe('with a session', () => {
    it('gives the hooks that session and its state', async () => {
      const { session } = await createTestSession();

      const { result } = renderHook(() => ({ session: useParlaSession(), auth: useAuth() }), { wrapper: wrapperFor(session) });

      expect(result.current.session).toBe(session);
      expect(result.current.auth.isAuthenticated).toBe(false);
      expect(typeof result.current.auth.logout).toBe('function');
    });

    it('re-renders hooks when the stores change', async () => {
      const { session } = await createTestSession();
      const { result } = renderHook(() => useSnackbars(), { wrapper: wrapperFor(session) });

      act(() => {
        result.current.notify({ text: 'Hola' });
      });

      expect(result.current.current?.text).toBe('Hola');
    });

    it("translates its children in the session's locale", async () => {
      const { session } = await createTestSession();
      const { result } = renderHook(() => useT(), { wrapper: wrapperFor(session) });
      expect(result.current('terms.accept')).toBe('Accept');

      act(() => {
        session.locale.setLocale('it');
      });

      await waitFor(() => expect(result.current('terms.accept')).toBe('Accetta'));
    });
  });

  describe('with a client', () => {
    it('creates one session for the client, starts it (loading the profile) and keeps it across renders', async () => {
      const api = fakeApi();
      api.on('GET', '/api/v1/auth/profile/', () => json(aUser({ first_name: 'Ada' })));
      const { client } = testClient(api, { tokens: validTokens() });
      const seen = new Set<Session>();
      function Probe() {
        const session = useParlaSession();
        seen.add(session);
        return <p>{useAuth().user?.first_name ?? 'nobody'}</p>;
      }
      const { rerender } = render(
        <StrictMode>
          <ParlaProvider client={client} sessionOptions={{ languages: [] }}>
            <Probe />
          </ParlaProvider>
        </StrictMode>,
      );

      expect(await screen.findByText('Ada')).toBeTruthy();
      const before = [...seen].at(-1);
      rerender(
        <StrictMode>
          <ParlaProvider client={client} sessionOptions={{ languages: [] }}>
            <Probe />
          </ParlaProvider>
        </StrictMode>,
      );
      const after = [...seen].at(-1);
      expect(after).toBe(before);
      expect(after?.client).toBe(client);
      expect(screen.getByText('Ada')).toBeTruthy();
    });
  });
});

describe('ParlaRoot', () => {
  it('is the .parla-root element with the stylesheet, data-theme and lang', async () => {
    const { session } = await createTestSession();
    const { container } = render(
      <ParlaProvider session={session}>
        <ParlaRoot data-testid="root">content</ParlaRoot>
      </ParlaProvider>,
    );

    const root = screen.getByTestId('root');
    expect(root.classList.contains('parla-root')).toBe(true);
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.getAttribute('lang')).toBe('en');
    // The stylesheet is adopted by the document, not a <style> element (a strict Content-Security-Policy allows it).
    expect(document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n')).toContain('.parla-root');
    expect(container.querySelector('style')).toBeNull();
  });

  it('follows the theme: light, dark, then auto following the system', async () => {
    let systemDark = false;
    const listeners = new Set<(matches: boolean) => void>();
    const prefersDark = {
      matches: () => systemDark,
      subscribe: (listener: (matches: boolean) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const { session } = await createTestSession({ prefersDark });
    const { result } = renderHook(() => useTheme(), {
      wrapper: ({ children }) => (
        <ParlaProvider session={session}>
          <ParlaRoot data-testid="root">{children}</ParlaRoot>
        </ParlaProvider>
      ),
    });
    const root = () => screen.getByTestId('root').getAttribute('data-theme');
    expect(root()).toBe('light');

    act(() => {
      result.current.cycleTheme();
    });
    expect(result.current.theme).toBe('dark');
    expect(root()).toBe('dark');

    act(() => {
      result.current.cycleTheme();
    });
    expect(result.current.theme).toBe('auto');
    expect(root()).toBe('light');

    act(() => {
      systemDark = true;
      for (const listener of listeners) {
        listener(true);
      }
    });
    expect(root()).toBe('dark');
  });
});
