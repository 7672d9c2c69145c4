import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Session } from '@parla/sdk';
import { apiError, fakeApi, json } from '@parla/test-utils';
import { ParlaProvider } from '../provider/parla-provider.js';
import { createTestSession } from '../test-utils/test-session.js';
import { useTerms } from './use-terms.js';
import '../test-utils/render-with-session.js';

const TERMS_PATH = '/api/v1/terms/';
const terms = {
  version: '1.0',
  last_updated: '2025-01-15',
  sections: Array.from({ length: 12 }, (_, index) => ({ id: `s${index}`, title: `Section ${index + 1}`, body: `Body ${index + 1}` })),
};

function wrapperFor(session: Session) {
  return ({ children }: { children?: ReactNode }) => <ParlaProvider session={session}>{children}</ParlaProvider>;
}

describe('useTerms', () => {
  it('loads the terms text from GET /api/v1/terms/ once', async () => {
    const api = fakeApi();
    api.on('GET', TERMS_PATH, () => json(terms));
    const { session } = await createTestSession({ api });

    const { result, rerender } = renderHook(() => useTerms(), { wrapper: wrapperFor(session) });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.terms?.sections).toHaveLength(12));
    rerender();

    expect(result.current.loading).toBe(false);
    expect(api.calls('GET', TERMS_PATH)).toHaveLength(1);
  });

  it('waits until enabled (e.g. until the dialog opens)', async () => {
    const api = fakeApi();
    api.on('GET', TERMS_PATH, () => json(terms));
    const { session } = await createTestSession({ api });

    const { result, rerender } = renderHook(({ enabled }) => useTerms({ enabled }), { wrapper: wrapperFor(session), initialProps: { enabled: false } });
    expect(api.calls('GET', TERMS_PATH)).toHaveLength(0);

    rerender({ enabled: true });

    await waitFor(() => expect(result.current.terms).not.toBeNull());
  });

  it('reports a failure', async () => {
    const api = fakeApi();
    api.on('GET', TERMS_PATH, () => apiError(503, 'Service temporarily unavailable. Please try again later.', {}, 'service_unavailable'));
    const { session } = await createTestSession({ api });

    const { result } = renderHook(() => useTerms(), { wrapper: wrapperFor(session) });

    await waitFor(() => expect(result.current.error?.message).toBe('Service temporarily unavailable. Please try again later.'));
    expect(result.current.terms).toBeNull();
  });
});
