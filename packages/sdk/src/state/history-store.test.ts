import { describe, expect, it, vi } from 'vitest';
import { createHistoryStore } from './history-store.js';
import { aConversation, aMessage, aPage, apiError, fakeApi, json, testClient, validTokens } from '@parla/test-utils';

const HISTORY_PATH = '/api/v1/conversations/history/';

function conversations(...ids: string[]) {
  return ids.map((id) => aConversation({ id }));
}

describe('the history list', () => {
  it('loads the first page of conversations', async () => {
    const api = fakeApi();
    api.on('GET', HISTORY_PATH, () => json(aPage(conversations('c1', 'c2'), '/next', 3)));
    const history = createHistoryStore(testClient(api, { tokens: validTokens() }).client);

    expect(await history.load()).toBe(true);

    expect(api.calls('GET', HISTORY_PATH)[0]?.url.searchParams.get('offset')).toBe('0');
    expect(history.$conversations.get().map((conversation) => conversation.id)).toEqual(['c1', 'c2']);
    expect(history.$hasMore.get()).toBe(true);
    expect(history.$loading.get()).toBe(false);
  });

  it('loads a page again once the connection is back when it failed without one, and only then', async () => {
    const api = fakeApi();
    api.on('GET', HISTORY_PATH, () => json(aPage(conversations('c1', 'c2'), '/next', 3)));
    let networkUp = true;
    const fetch: typeof globalThis.fetch = (input, init) => (networkUp ? api.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch')));
    const history = createHistoryStore(testClient(api, { tokens: validTokens(), fetch }).client);
    await history.load();
    api.on('GET', HISTORY_PATH, () => json(aPage(conversations('c3'), null, 3)));
    networkUp = false;
    expect(await history.loadMore()).toBe(false);
    expect(history.$error.get()?.kind).toBe('network');

    networkUp = true;
    expect(await history.reconnected()).toBe(true);

    expect(history.$conversations.get().map((conversation) => conversation.id)).toEqual(['c1', 'c2', 'c3']);
    expect(history.$error.get()).toBeNull();
    expect(await history.reconnected()).toBe(false);
    api.on('GET', HISTORY_PATH, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    expect(await history.load()).toBe(false);
    expect(await history.reconnected()).toBe(false);
  });

  it('appends the next page from the loaded count', async () => {
    const api = fakeApi();
    api.on('GET', HISTORY_PATH, () => json(aPage(conversations('c1', 'c2'), '/next', 3)));
    const history = createHistoryStore(testClient(api, { tokens: validTokens() }).client);
    await history.load();
    api.on('GET', HISTORY_PATH, () => json(aPage(conversations('c3'), null, 3)));

    expect(await history.loadMore()).toBe(true);

    expect(api.calls('GET', HISTORY_PATH)[1]?.url.searchParams.get('offset')).toBe('2');
    expect(history.$conversations.get().map((conversation) => conversation.id)).toEqual(['c1', 'c2', 'c3']);
    expect(history.$hasMore.get()).toBe(false);
    expect(await history.loadMore()).toBe(false);
    expect(api.calls('GET', HISTORY_PATH)).toHaveLength(2);
  });

  it('reports a failure in $error', async () => {
    const api = fakeApi();
    api.on('GET', HISTORY_PATH, () => apiError(500, 'Server error. Please try again later.'));
    const history = createHistoryStore(testClient(api, { tokens: validTokens() }).client);

    expect(await history.load()).toBe(false);

    expect(history.$error.get()?.message).toBe('Server error. Please try again later.');
    expect(history.$loading.get()).toBe(false);
  });
});

describe('when a conversation’s activity changes (showActivity)', () => {
  it('puts it first with what changed, in place of its old entry, without a call', async () => {
    const api = fakeApi();
    api.on('GET', HISTORY_PATH, () => json(aPage(conversations('c1', 'c2', 'c3'))));
    const history = createHistoryStore(testClient(api, { tokens: validTokens() }).client);
    await history.load();

    history.showActivity(aConversation({ id: 'c3', last_message_preview: 'Hasta luego' }));
    history.showActivity(aConversation({ id: 'c9' }));

    expect(history.$conversations.get().map((conversation) => [conversation.id, conversation.last_message_preview])).toEqual([
      ['c9', aConversation().last_message_preview],
      ['c3', 'Hasta luego'],
      ['c1', aConversation().last_message_preview],
      ['c2', aConversation().last_message_preview],
    ]);
    expect(api.calls('GET', HISTORY_PATH)).toHaveLength(1);
  });
});

describe('when a conversation is deleted from the history', () => {
  it('removes it at once and deletes it on the server', async () => {
    const api = fakeApi();
    api.on('GET', HISTORY_PATH, () => json(aPage(conversations('c1', 'c2'))));
    let answer: (response: Response) => void = () => undefined;
    api.on('DELETE', '/api/v1/conversations/{id}/', () => new Promise<Response>((resolve) => (answer = resolve)));
    const history = createHistoryStore(testClient(api, { tokens: validTokens() }).client);
    await history.load();

    const removing = history.remove('c1');

    expect(history.$conversations.get().map((conversation) => conversation.id)).toEqual(['c2']);
    await vi.waitFor(() => expect(api.calls('DELETE', '/api/v1/conversations/c1/')).toHaveLength(1));
    answer(json({ message: 'Deleted.' }));
    expect(await removing).toBe(true);
  });

  it('puts it back in place when the server refuses', async () => {
    const api = fakeApi();
    api.on('GET', HISTORY_PATH, () => json(aPage(conversations('c1', 'c2', 'c3'))));
    api.on('DELETE', '/api/v1/conversations/{id}/', () => apiError(403, 'Access denied. You do not have permission.'));
    const history = createHistoryStore(testClient(api, { tokens: validTokens() }).client);
    await history.load();

    expect(await history.remove('c2')).toBe(false);

    expect(history.$conversations.get().map((conversation) => conversation.id)).toEqual(['c1', 'c2', 'c3']);
    expect(history.$error.get()?.status).toBe(403);
  });
});

describe('where a screen that showed a deleted conversation goes on to', () => {
  async function deleting(...ids: string[]) {
    const api = fakeApi();
    api.on('GET', HISTORY_PATH, () => json(aPage(conversations(...ids))));
    api.on('DELETE', '/api/v1/conversations/{id}/', () => json({ message: 'Deleted.' }));
    const history = createHistoryStore(testClient(api, { tokens: validTokens() }).client);
    await history.load();
    return history;
  }

  it('names the next conversation of the list', async () => {
    const history = await deleting('c1', 'c2', 'c3');

    expect(await history.remove('c2')).toBe(true);

    expect(history.$removed.get()).toEqual({ id: 'c2', nextId: 'c3' });
  });

  it('names the one before when the last was deleted, and none when it was the only one', async () => {
    const history = await deleting('c1', 'c2');

    await history.remove('c2');
    expect(history.$removed.get()).toEqual({ id: 'c2', nextId: 'c1' });

    await history.remove('c1');
    expect(history.$removed.get()).toEqual({ id: 'c1', nextId: null });
  });

  it('names nothing when the server refused the delete', async () => {
    const api = fakeApi();
    api.on('GET', HISTORY_PATH, () => json(aPage(conversations('c1', 'c2'))));
    api.on('DELETE', '/api/v1/conversations/{id}/', () => apiError(403, 'Access denied. You do not have permission.'));
    const history = createHistoryStore(testClient(api, { tokens: validTokens() }).client);
    await history.load();

    await history.remove('c1');

    expect(history.$removed.get()).toBeNull();
  });
});

describe('when a conversation is exported from the history', () => {
  it('resolves to the conversation with its messages', async () => {
    const api = fakeApi();
    const exported = { exported_at: '2025-01-15T12:00:00.000Z', conversation: aConversation({ id: 'c1' }), messages: [aMessage('m1')] };
    api.on('GET', '/api/v1/conversations/{id}/export/', () => json(exported));
    const history = createHistoryStore(testClient(api, { tokens: validTokens() }).client);

    expect(await history.exportConversation('c1')).toEqual(exported);
    expect(api.calls('GET', '/api/v1/conversations/c1/export/')).toHaveLength(1);
  });
});
