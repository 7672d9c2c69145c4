import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aConversation, aPage, apiError, fakeApi, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import type { DownloadFile } from '../../ports/download-file.js';
import { HistoryList } from './history-list.js';

const HISTORY_PATH = '/api/v1/conversations/history/';
const NOW = Date.parse('2025-01-20T12:00:00.000Z');

const conversations = [
  aConversation({ id: 'c1', title: 'Ordering tapas', target_language: 'es', learning_mode: 'roleplay', last_message_preview: '¿Me trae la cuenta?', last_message_at: '2025-01-20T09:00:00.000Z' }),
  aConversation({ id: 'c2', title: 'Idioms of Paris', target_language: 'fr', learning_mode: 'idioms', last_message_preview: null, last_message_at: null, updated_at: '2025-01-17T12:00:00.000Z' }),
];

async function setUp(api: FakeApi = fakeApi(), currentId?: string) {
  const test = await createTestSession({ api });
  const onResume = vi.fn<(id: string) => void>();
  const download = vi.fn<(file: DownloadFile) => void>();
  const view = renderWithSession(<HistoryList onResume={onResume} download={download} now={() => NOW} currentId={currentId} />, test.session);
  return { ...test, onResume, download, view };
}

function serving(list = conversations, next: string | null = null): FakeApi {
  const api = fakeApi();
  api.on('GET', HISTORY_PATH, () => json(aPage(list, next)));
  return api;
}

function item(title: string): HTMLElement {
  return screen.getByText(title).closest('li') as HTMLElement;
}

describe('HistoryList', () => {
  it('loads the history and shows each conversation: title, language, mode, last message and how long ago', async () => {
    await setUp(serving());

    expect(await screen.findByText('Ordering tapas')).toBeTruthy();
    expect(item('Ordering tapas').textContent).toContain('Spanish · Roleplay · 3 hours ago');
    expect(within(item('Ordering tapas')).getByText('¿Me trae la cuenta?')).toBeTruthy();
    expect(item('Idioms of Paris').textContent).toContain('French · Idioms · 3 days ago');
    expect(within(item('Idioms of Paris')).getByText('No messages yet')).toBeTruthy();
  });

  it('formats the relative date in the interface language', async () => {
    const { session } = await setUp(serving());
    await screen.findByText('Ordering tapas');

    act(() => {
      session.locale.setLocale('es');
    });

    await waitFor(() => expect(item('Idioms of Paris').textContent).toContain('hace 3 días'));
  });

  it('shows a loading line while the first page loads', async () => {
    const api = fakeApi();
    api.on('GET', HISTORY_PATH, () => new Promise<Response>(() => undefined));
    await setUp(api);

    expect((await screen.findByRole('status')).textContent).toBe('Loading conversations…');
    expect(screen.getByRole('region', { name: 'Your conversations' }).getAttribute('data-state')).toBe('loading');
  });

  it('says so when there are no conversations', async () => {
    await setUp(serving([]));

    expect(await screen.findByText('No conversations yet. Once you’ve written in one, it will appear here.')).toBeTruthy();
    expect(screen.getByRole('region').getAttribute('data-state')).toBe('empty');
  });

  it('shows the failure with a way to try again', async () => {
    const api = fakeApi();
    api.on('GET', HISTORY_PATH, () => apiError(503, 'Service temporarily unavailable. Please try again later.', {}, 'service_unavailable'));
    await setUp(api);

    expect((await screen.findByRole('alert')).textContent).toContain('Service temporarily unavailable. Please try again later.');
    api.on('GET', HISTORY_PATH, () => json(aPage(conversations)));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Ordering tapas')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('resumes a conversation with onResume(id)', async () => {
    const { onResume } = await setUp(serving());

    await userEvent.click(await screen.findByRole('button', { name: 'Resume “Ordering tapas”' }));

    expect(onResume).toHaveBeenCalledWith('c1');
  });

  it('marks the open conversation as current and offers no Resume for it', async () => {
    await setUp(serving(), 'c1');

    await screen.findByText('Ordering tapas');
    expect(item('Ordering tapas').getAttribute('aria-current')).toBe('true');
    expect(item('Ordering tapas').textContent).toContain('Open now');
    expect(screen.queryByRole('button', { name: 'Resume “Ordering tapas”' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resume “Idioms of Paris”' })).toBeTruthy();
  });

  it('exports a conversation as a JSON download', async () => {
    const api = serving();
    const exported = { exported_at: '2025-01-20T12:00:00.000Z', conversation: conversations[0], messages: [] };
    api.on('GET', '/api/v1/conversations/{id}/export/', () => json(exported));
    const { download } = await setUp(api);

    await userEvent.click(await screen.findByRole('button', { name: 'Export “Ordering tapas”' }));

    await waitFor(() => expect(download).toHaveBeenCalledWith({ name: 'parla-conversation-c1.json', type: 'application/json', content: JSON.stringify(exported, null, 2) }));
  });

  describe('Delete', () => {
    it('asks first, then deletes the conversation', async () => {
      const api = serving();
      api.on('DELETE', '/api/v1/conversations/{id}/', () => json({ message: 'Deleted.' }));
      await setUp(api);

      await userEvent.click(await screen.findByRole('button', { name: 'Delete “Ordering tapas”' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Delete this conversation?' });
      expect(dialog.textContent).toContain('“Ordering tapas” and all its messages will be deleted.');
      expect(within(dialog).getByRole('button', { name: 'Delete' }).getAttribute('data-variant')).toBe('danger');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

      await waitFor(() => expect(screen.queryByText('Ordering tapas')).toBeNull());
      expect(api.calls('DELETE', '/api/v1/conversations/c1/')).toHaveLength(1);
    });

    it('puts the focus on the next conversation, else the one before, else the heading, once one is deleted', async () => {
      const api = serving();
      api.on('DELETE', '/api/v1/conversations/{id}/', () => json({ message: 'Deleted.' }));
      await setUp(api);
      const deleteAndConfirm = async (title: string) => {
        await userEvent.click(await screen.findByRole('button', { name: `Delete “${title}”` }));
        await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
        await waitFor(() => expect(screen.queryByText(title)).toBeNull());
      };

      await deleteAndConfirm('Ordering tapas');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resume “Idioms of Paris”' }));

      await deleteAndConfirm('Idioms of Paris');
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your conversations' }));
    });

    it('puts the focus on the conversation before when the last one is deleted', async () => {
      const api = serving();
      api.on('DELETE', '/api/v1/conversations/{id}/', () => json({ message: 'Deleted.' }));
      await setUp(api);

      await userEvent.click(await screen.findByRole('button', { name: 'Delete “Idioms of Paris”' }));
      await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

      await waitFor(() => expect(screen.queryByText('Idioms of Paris')).toBeNull());
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resume “Ordering tapas”' }));
    });

    it('keeps the conversation when the learner cancels', async () => {
      const api = serving();
      await setUp(api);

      await userEvent.click(await screen.findByRole('button', { name: 'Delete “Ordering tapas”' }));
      await userEvent.keyboard('{Escape}');

      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByText('Ordering tapas')).toBeTruthy();
      expect(api.calls('DELETE', '/api/v1/conversations/c1/')).toHaveLength(0);
    });
  });

  it('loads more when the server has more', async () => {
    const api = fakeApi();
    api.on('GET', HISTORY_PATH, (request) =>
      json(request.url.searchParams.get('offset') === '0' ? aPage([conversations[0]!], '/next', 2) : aPage([conversations[1]!], null, 2)),
    );
    await setUp(api);
    await screen.findByText('Ordering tapas');

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await screen.findByText('Idioms of Paris')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
