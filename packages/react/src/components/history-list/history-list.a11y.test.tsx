// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aConversation, aPage, apiError, fakeApi, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { HistoryList } from './history-list.js';

async function renderOver(api: FakeApi) {
  const { session } = await createTestSession({ api });
  return renderWithSession(<HistoryList onResume={() => undefined} currentId="c1" />, session);
}

describe('HistoryList accessibility (axe-core)', () => {
  it('has no serious or critical violation with conversations, more to load and the delete dialog', { timeout: 15_000 }, async () => {
    const api = fakeApi();
    api.on('GET', '/api/v1/conversations/history/', () => json(aPage([aConversation({ id: 'c1', last_message_preview: 'Hola' }), aConversation({ id: 'c2', title: 'Idioms' })], '/next', 3)));
    const { container } = await renderOver(api);
    await screen.findByText('Idioms');
    expect(await seriousViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete “Idioms”' }));

    expect(await seriousViolations(container)).toEqual([]);
  });

  it('has no serious or critical violation when empty, loading or failed', async () => {
    const empty = fakeApi();
    empty.on('GET', '/api/v1/conversations/history/', () => json(aPage([])));
    const first = await renderOver(empty);
    await screen.findByText('No conversations yet. Once you’ve written in one, it will appear here.');
    expect(await seriousViolations(first.container)).toEqual([]);
    first.unmount();

    const loading = fakeApi();
    loading.on('GET', '/api/v1/conversations/history/', () => new Promise<Response>(() => undefined));
    const second = await renderOver(loading);
    await screen.findByText('Loading conversations…');
    expect(await seriousViolations(second.container)).toEqual([]);
    second.unmount();

    const failing = fakeApi();
    failing.on('GET', '/api/v1/conversations/history/', () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    const third = await renderOver(failing);
    await screen.findByRole('alert');
    expect(await seriousViolations(third.container)).toEqual([]);
  });
});
