import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatSession, Session } from '@parla/sdk';
import { aConversation, aVoiceCapabilities, apiError, json } from '@parla/test-utils';
import { useChat } from '../../hooks/use-chat.js';
import { chatServer, settledMessages } from '../../test-utils/chat-server.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { Snackbar } from '../snackbar/snackbar.js';
import { ConversationMenu } from './conversation-menu.js';
import type { DownloadFile } from '../../ports/download-file.js';

const EXPORT_PATH = '/api/v1/conversations/conversation-1/export/';

function Harness({ onChat, download, onNewConversation }: { onChat: (chat: ChatSession) => void; download: (file: DownloadFile) => void; onNewConversation?: () => void }) {
  const { chat } = useChat({ conversationId: 'conversation-1', schedule: null });
  onChat(chat);
  return (
    <>
      <ConversationMenu chat={chat} download={download} onNewConversation={onNewConversation} />
      <Snackbar />
    </>
  );
}

async function setUp(onNewConversation?: () => void) {
  const api = chatServer(settledMessages(2));
  const test = await createTestSession({ api });
  const download = vi.fn<(file: DownloadFile) => void>();
  let chat: ChatSession | undefined;
  renderWithSession(<Harness onChat={(value) => (chat = value)} download={download} onNewConversation={onNewConversation} />, test.session);
  await waitFor(() => expect(chat?.$messages.get()).toHaveLength(2));
  return { ...test, download, chat: chat as ChatSession, trigger: screen.getByRole('button', { name: 'Conversation options' }) };
}

/** Renders the menu of conversation 1 with `onPractice`, and returns that spy. */
function renderWithPractice(session: Session) {
  const onPractice = vi.fn();
  function WithPractice() {
    const { chat } = useChat({ conversationId: 'conversation-1', schedule: null });
    return <ConversationMenu chat={chat} onPractice={onPractice} />;
  }
  renderWithSession(<WithPractice />, session);
  return onPractice;
}

describe('ConversationMenu', () => {
  it('is a menu button with Export, Clear and New conversation', async () => {
    const { trigger } = await setUp(() => undefined);

    await userEvent.click(trigger);

    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Export conversation', 'Clear conversation', 'End session and see the recap', 'New conversation']);
  });

  it('ends the session (its recap then shows at the end of the chat), and offers it no more once ended', async () => {
    const { trigger, api, chat } = await setUp();
    api.on('POST', '/api/v1/conversations/conversation-1/end/', () => json(aConversation({ id: 'conversation-1', status: 'ended' })));

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'End session and see the recap' }));

    await waitFor(() => expect(chat.$conversation.get()?.status).toBe('ended'));
    expect(api.calls('POST', '/api/v1/conversations/conversation-1/end/')).toHaveLength(1);
    await userEvent.click(trigger);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Export conversation', 'Clear conversation']);
  });

  it('offers Pronunciation practice and Listening exercise when given onPractice, and says which was chosen', async () => {
    const api = chatServer(settledMessages(2));
    const { session } = await createTestSession({ api });
    const onPractice = renderWithPractice(session);
    const trigger = screen.getByRole('button', { name: 'Conversation options' });

    await userEvent.click(trigger);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Export conversation', 'Clear conversation', 'Pronunciation practice', 'Listening exercise', 'End session and see the recap']);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Listening exercise' }));

    expect(onPractice).toHaveBeenCalledWith('listening');
  });

  it.each([
    ['pronunciation', 'Pronunciation practice', 'Pronunciation practice isn’t available for Spanish yet.'],
    ['listening', 'Listening exercise', 'Listening exercises aren’t available for Spanish yet.'],
  ] as const)('disables %s, saying why by the language’s name, when the server has no engine for the conversation’s language', async (feature, entry, reason) => {
    const api = chatServer(settledMessages(2));
    // Only English has an engine: speech to text for pronunciation, or text to speech for listening.
    api.on('GET', '/api/v1/voice/capabilities/', () => json(aVoiceCapabilities(feature === 'listening' ? { speaks: ['en'] } : { hears: ['en'], scores: ['en'] })));
    const { session } = await createTestSession({ api });
    const onPractice = renderWithPractice(session);
    await waitFor(() => expect(session.capabilities.$capabilities.get().status).toBe('ready'));

    await userEvent.click(screen.getByRole('button', { name: 'Conversation options' }));
    const item = await screen.findByRole('menuitem', { name: entry });
    await waitFor(() => expect(item.getAttribute('aria-disabled')).toBe('true'));
    expect(document.getElementById(item.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
    await userEvent.click(item);

    expect(onPractice).not.toHaveBeenCalled();
  });

  it('exports: downloads the SDK export as a JSON file', async () => {
    const { api, download, trigger } = await setUp();
    const exported = { exported_at: '2025-01-15T10:00:00.000Z', conversation: aConversation(), messages: settledMessages(2) };
    api.on('GET', EXPORT_PATH, () => json(exported));

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Export conversation' }));

    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [file] = download.mock.calls[0] ?? [];
    expect(file?.name).toBe('parla-conversation-conversation-1.json');
    expect(file?.type).toBe('application/json');
    expect(JSON.parse(file?.content ?? '')).toEqual(exported);
  });

  it('shows the export error snackbar when exporting fails', async () => {
    const { api, download, trigger } = await setUp();
    api.on('GET', EXPORT_PATH, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Export conversation' }));

    expect((await screen.findByRole('alert')).textContent).toContain('The conversation could not be exported.');
    expect(download).not.toHaveBeenCalled();
  });

  describe('Clear', () => {
    it('asks first; Cancel keeps every message and gives focus back', async () => {
      const { api, chat, trigger } = await setUp();
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Clear conversation' }));

      const dialog = await screen.findByRole('alertdialog', { name: 'Clear this conversation?' });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      // Deleting every message cannot be undone: the button says so, as "Delete my account" does.
      expect(within(dialog).getByRole('button', { name: 'Clear' }).getAttribute('data-variant')).toBe('danger');
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(chat.$messages.get()).toHaveLength(2);
      expect(api.calls('POST', `/api/v1/conversations/${aConversation().id}/clear/`)).toHaveLength(0);
      expect(document.activeElement).toBe(trigger);
    });

    it('deletes every message once confirmed, in one call to the server', async () => {
      const { api, chat, trigger } = await setUp();
      api.on('POST', '/api/v1/conversations/{id}/clear/', () => json({ deleted: 2, conversation: aConversation({ message_count: 0 }) }));
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Clear conversation' }));

      await userEvent.click(await screen.findByRole('button', { name: 'Clear' }));

      await waitFor(() => expect(chat.$messages.get()).toHaveLength(0));
      expect(api.calls('POST', `/api/v1/conversations/${aConversation().id}/clear/`)).toHaveLength(1);
    });
  });

  it('calls onNewConversation for New conversation', async () => {
    const onNewConversation = vi.fn();
    const { trigger } = await setUp(onNewConversation);

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'New conversation' }));

    expect(onNewConversation).toHaveBeenCalledTimes(1);
  });
});
