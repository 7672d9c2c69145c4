import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mdiForumOutline, mdiMenu } from '@mdi/js';
import { describe, expect, it, vi } from 'vitest';
import { aConversation, aPage, aVoiceCapabilities, apiError, buildChatStream, json } from '@parla/test-utils';
import { STREAM_PATH, chatServer, serveStream, settledMessages } from '../../test-utils/chat-server.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ChatScreen } from './chat-screen.js';

async function setUp(options: { messages?: number; drawer?: boolean; welcome?: { message_text: string; suggestions: string[] }; onlyOne?: boolean } = {}) {
  const api = chatServer(settledMessages(options.messages ?? 2));
  if (options.welcome) {
    const welcome = { conversation_id: 'conversation-1', ...options.welcome };
    api.on('GET', '/api/v1/conversations/{id}/welcome/', () => json(welcome));
  }
  api.on('GET', '/api/v1/conversations/history/', () =>
    json(
      aPage([
        aConversation({ title: 'Spanish practice' }),
        ...(options.onlyOne ? [] : [aConversation({ id: 'conversation-2', title: 'French idioms', target_language: 'fr' })]),
      ]),
    ),
  );
  api.on('GET', '/api/v1/voice/capabilities/', () => json(aVoiceCapabilities()));
  const test = await createTestSession({ api });
  const onConversationChange = vi.fn<(id: string) => void>();
  const onNewConversation = vi.fn();
  renderWithSession(
    <ChatScreen
      conversationId="conversation-1"
      defaultDrawerOpen={options.drawer}
      onConversationChange={onConversationChange}
      onNewConversation={onNewConversation}
      speaker={null}
      clipboard={null}
    />,
    test.session,
  );
  await screen.findByRole('heading', { name: 'Spanish practice', level: 2 });
  return { ...test, onConversationChange, onNewConversation };
}

describe('ChatScreen', () => {
  it('assembles the header, the messages with menus, the input with emoji and voice, and the status lines', async () => {
    await setUp();

    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Conversation options' }, { timeout: 5000 })).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Conversation' });
    await waitFor(() => expect(within(list).getAllByRole('button', { name: 'Message actions' })).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Insert emoji' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record a voice message' })).toBeTruthy();
    expect(document.querySelector('.parla-status-banner')).not.toBeNull();
    expect(document.querySelector('.parla-retry-status')).not.toBeNull();
  });

  it('shows the suggestions only while the conversation is empty', async () => {
    await setUp({ messages: 0 });

    expect(await screen.findByRole('region', { name: 'Suggested replies' })).toBeTruthy();
  });

  it("opens a conversation the server stored no greeting in with the welcome's greeting as the first bubble, kept above the learner's first reply", async () => {
    const { api } = await setUp({ messages: 0, welcome: { message_text: '¡Hola! ¿Cómo te llamas?', suggestions: ['Me llamo Ada'] } });
    serveStream(api, buildChatStream({ userText: 'Me llamo Ada', aiText: '¡Encantada, Ada!' }));
    const list = screen.getByRole('region', { name: 'Conversation' });
    await within(list).findByText('¡Hola! ¿Cómo te llamas?');

    await userEvent.click(await screen.findByRole('button', { name: 'Me llamo Ada' }));

    await within(list).findByText('¡Encantada, Ada!');
    const bubbles = within(list).getAllByRole('article').map((bubble) => [bubble.getAttribute('data-sender'), bubble.querySelector('.parla-message__text')?.textContent]);
    expect(bubbles).toEqual([
      ['ai', '¡Hola! ¿Cómo te llamas?'],
      ['user', 'Me llamo Ada'],
      ['ai', '¡Encantada, Ada!'],
    ]);
  });

  it('puts a suggestion with a gap in the message box for the learner to finish, with the caret in the gap, and sends nothing', async () => {
    const { api } = await setUp({ messages: 0, welcome: { message_text: '¡Hola! ¿Cómo te llamas?', suggestions: ['¡Hola! Me llamo…', '¿Cómo estás hoy?'] } });

    await userEvent.click(await screen.findByRole('button', { name: '¡Hola! Me llamo…' }));

    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' });
    await waitFor(() => expect(box.value).toBe('¡Hola! Me llamo '));
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([16, 16]);
    await userEvent.keyboard('Ada');
    expect(box.value).toBe('¡Hola! Me llamo Ada');
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);
    expect(screen.getByRole('button', { name: '¿Cómo estás hoy?' })).toBeTruthy();
  });

  it('hides them in a conversation with messages', async () => {
    await setUp({ messages: 2 });

    expect(screen.queryByRole('region', { name: 'Suggested replies' })).toBeNull();
  });

  describe('the drawer', () => {
    it('holds the history and the chat settings, and its labelled button toggles it', async () => {
      await setUp({ drawer: false });
      const toggle = screen.getByRole('button', { name: 'Conversations and settings' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('complementary')).toBeNull();

      await userEvent.click(toggle);

      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      const drawer = screen.getByRole('complementary', { name: 'Conversations and settings' });
      expect(toggle.getAttribute('aria-controls')).toBe(drawer.id);
      expect(await within(drawer).findByText('French idioms')).toBeTruthy();
      expect(within(drawer).getByRole('region', { name: 'Chat settings' })).toBeTruthy();

      await userEvent.click(toggle);
      expect(screen.queryByRole('complementary')).toBeNull();
    });

    it("has a button of its own look, conversations rather than a site menu's ≡ (on a phone both sit in the same header)", async () => {
      await setUp({ drawer: false });

      const toggle = screen.getByRole('button', { name: 'Conversations and settings' });
      expect(toggle.querySelector('path')?.getAttribute('d')).toBe(mdiForumOutline);
      expect(toggle.querySelector('path')?.getAttribute('d')).not.toBe(mdiMenu);
    });

    it('loads the history and the settings only when it first opens, and keeps them while it is closed', async () => {
      const { api } = await setUp({ drawer: false });
      const toggle = screen.getByRole('button', { name: 'Conversations and settings' });
      expect(api.calls('GET', '/api/v1/conversations/history/')).toHaveLength(0);

      await userEvent.click(toggle);
      expect(await screen.findByText('French idioms')).toBeTruthy();
      await userEvent.click(toggle);
      await userEvent.click(toggle);

      expect(screen.getByRole('region', { name: 'Chat settings' })).toBeTruthy();
      expect(api.calls('GET', '/api/v1/conversations/history/')).toHaveLength(1);
    });

    it('opens the next conversation when the open one is deleted from the history (not "This conversation can’t be opened")', async () => {
      const { api, onConversationChange, onNewConversation } = await setUp({ drawer: true });
      api.on('DELETE', '/api/v1/conversations/{id}/', () => new Response(null, { status: 204 }));

      await userEvent.click(await screen.findByRole('button', { name: 'Delete “Spanish practice”' }));
      await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

      await waitFor(() => expect(onConversationChange).toHaveBeenCalledWith('conversation-2'));
      expect(onNewConversation).not.toHaveBeenCalled();
      expect(screen.queryByRole('heading', { name: 'This conversation can’t be opened' })).toBeNull();
      expect(await screen.findByRole('textbox', { name: 'Your message' })).toBeTruthy();
    });

    it('goes to a new conversation when the open one, the only one, is deleted', async () => {
      const { api, onConversationChange, onNewConversation } = await setUp({ drawer: true, onlyOne: true });
      api.on('DELETE', '/api/v1/conversations/{id}/', () => new Response(null, { status: 204 }));

      await userEvent.click(await screen.findByRole('button', { name: 'Delete “Spanish practice”' }));
      await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

      await waitFor(() => expect(onNewConversation).toHaveBeenCalledTimes(1));
      expect(onConversationChange).not.toHaveBeenCalled();
    });

    it('stays on the open conversation when another one is deleted', async () => {
      const { api, onConversationChange, onNewConversation } = await setUp({ drawer: true });
      api.on('DELETE', '/api/v1/conversations/{id}/', () => new Response(null, { status: 204 }));

      await userEvent.click(await screen.findByRole('button', { name: 'Delete “French idioms”' }));
      await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

      await waitFor(() => expect(screen.queryByText('French idioms')).toBeNull());
      expect(onConversationChange).not.toHaveBeenCalled();
      expect(onNewConversation).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: 'Your message' })).toBeTruthy();
    });

    it('starts open on a wide screen (from the sm breakpoint, 600 px)', async () => {
      const matchMedia = vi.fn((query: string) => ({ matches: query === '(min-width: 600px)' }) as MediaQueryList);
      vi.stubGlobal('matchMedia', matchMedia);
      await setUp();

      expect(screen.getByRole('button', { name: 'Conversations and settings' }).getAttribute('aria-expanded')).toBe('true');
      vi.unstubAllGlobals();
    });

    it('starts collapsed below the sm breakpoint', async () => {
      vi.stubGlobal('matchMedia', () => ({ matches: false }) as MediaQueryList);
      await setUp();

      expect(screen.getByRole('button', { name: 'Conversations and settings' }).getAttribute('aria-expanded')).toBe('false');
      vi.unstubAllGlobals();
    });

    it('closes with Escape below the sm breakpoint and gives focus back to its button', async () => {
      vi.stubGlobal('matchMedia', () => ({ matches: false }) as MediaQueryList);
      await setUp();
      const toggle = screen.getByRole('button', { name: 'Conversations and settings' });
      await userEvent.click(toggle);
      await userEvent.click(await within(screen.getByRole('complementary')).findByRole('radio', { name: 'Grammar' }));

      await userEvent.keyboard('{Escape}');

      expect(screen.queryByRole('complementary')).toBeNull();
      expect(document.activeElement).toBe(toggle);
      vi.unstubAllGlobals();
    });

    it('below the sm breakpoint, opening it moves the focus to its first control, and Escape closes it with the focus back on its button', async () => {
      vi.stubGlobal('matchMedia', () => ({ matches: false }) as MediaQueryList);
      await setUp();
      const toggle = screen.getByRole('button', { name: 'Conversations and settings' });

      await userEvent.click(toggle);
      const drawer = screen.getByRole('complementary', { name: 'Conversations and settings' });
      await within(drawer).findByText('French idioms');
      // The first control: the open conversation's export button (it has nothing to resume).
      await waitFor(() => expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Export “Spanish practice”' })));

      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('complementary')).toBeNull();
      expect(document.activeElement).toBe(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');

      // Its contents are loaded now: the second opening focuses the first control at once.
      await userEvent.keyboard('{Enter}');
      expect(document.activeElement).toBe(within(screen.getByRole('complementary')).getByRole('button', { name: 'Export “Spanish practice”' }));
      vi.unstubAllGlobals();
    });

    it('below the sm breakpoint, the chat under the open drawer is inert until it closes', async () => {
      vi.stubGlobal('matchMedia', () => ({ matches: false }) as MediaQueryList);
      await setUp();
      const toggle = screen.getByRole('button', { name: 'Conversations and settings' });
      const main = document.querySelector<HTMLElement>('.parla-chat-screen__main')!;

      await userEvent.click(toggle);
      await within(screen.getByRole('complementary')).findByText('French idioms');
      expect(main.hasAttribute('inert')).toBe(true);
      expect(main.contains(toggle)).toBe(true);

      await userEvent.keyboard('{Escape}');
      expect(main.hasAttribute('inert')).toBe(false);
      expect(document.activeElement).toBe(toggle);
      vi.unstubAllGlobals();
    });

    it('on a wide screen the chat beside the open drawer is never inert', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 600px)' }) as MediaQueryList);
      await setUp({ drawer: true });

      await within(screen.getByRole('complementary')).findByText('French idioms');

      expect(document.querySelector('.parla-chat-screen__main')?.hasAttribute('inert')).toBe(false);
      vi.unstubAllGlobals();
    });

    it('below the sm breakpoint, with no other conversation, opening it focuses the chosen learning mode (where Tab stops in the group)', async () => {
      vi.stubGlobal('matchMedia', () => ({ matches: false }) as MediaQueryList);
      const { api } = await setUp();
      api.on('GET', '/api/v1/conversations/history/', () => json(aPage([])));

      await userEvent.click(screen.getByRole('button', { name: 'Conversations and settings' }));

      const drawer = screen.getByRole('complementary', { name: 'Conversations and settings' });
      await within(drawer).findByText(/No conversations yet/);
      await waitFor(() => expect(document.activeElement).toBe(within(drawer).getByRole('radio', { name: 'Free conversation' })));
      expect((document.activeElement as HTMLInputElement).checked).toBe(true);
      vi.unstubAllGlobals();
    });

    it('below the sm breakpoint, Escape in a drawer open from the start closes it with the focus on its button', async () => {
      vi.stubGlobal('matchMedia', () => ({ matches: false }) as MediaQueryList);
      await setUp({ drawer: true });
      const toggle = screen.getByRole('button', { name: 'Conversations and settings' });
      screen.getByRole('complementary').focus();

      await userEvent.keyboard('{Escape}');

      expect(screen.queryByRole('complementary')).toBeNull();
      expect(document.activeElement).toBe(toggle);
      vi.unstubAllGlobals();
    });

    it('below the sm breakpoint, the focus left on its button goes to the drawer as it opens over the chat', async () => {
      vi.stubGlobal('matchMedia', () => ({ matches: false }) as MediaQueryList);
      await setUp();
      const toggle = screen.getByRole('button', { name: 'Conversations and settings' });
      toggle.focus();

      await userEvent.keyboard('{Enter}');

      const drawer = screen.getByRole('complementary');
      expect(drawer.contains(document.activeElement)).toBe(true);
      vi.unstubAllGlobals();
    });

    it('on a wide screen, where it sits beside the chat, opening it leaves the focus on its button and Escape keeps it open', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 600px)' }) as MediaQueryList);
      await setUp({ drawer: false });
      const toggle = screen.getByRole('button', { name: 'Conversations and settings' });

      await userEvent.click(toggle);
      await within(screen.getByRole('complementary')).findByText('French idioms');
      expect(document.activeElement).toBe(toggle);
      await userEvent.keyboard('{Escape}');

      expect(screen.getByRole('complementary')).toBeTruthy();
      vi.unstubAllGlobals();
    });

    it('closes on a click beside it while it overlays the chat (the scrim)', async () => {
      vi.stubGlobal('matchMedia', () => ({ matches: false }) as MediaQueryList);
      await setUp();
      await userEvent.click(screen.getByRole('button', { name: 'Conversations and settings' }));
      expect(screen.getByRole('complementary')).toBeTruthy();

      await userEvent.click(document.querySelector<HTMLElement>('.parla-chat-screen__scrim')!);

      expect(screen.queryByRole('complementary')).toBeNull();
      vi.unstubAllGlobals();
    });

    it('resumes a conversation from the history: it opens here and the route can follow', async () => {
      const { api, onConversationChange } = await setUp({ drawer: true });
      api.on('GET', '/api/v1/conversations/{id}/', (_, [id]) => json(aConversation({ id, title: id === 'conversation-2' ? 'French idioms' : 'Spanish practice' })));

      await userEvent.click(await screen.findByRole('button', { name: 'Resume “French idioms”' }));

      expect(await screen.findByRole('heading', { name: 'French idioms', level: 2 })).toBeTruthy();
      expect(onConversationChange).toHaveBeenCalledWith('conversation-2');
    });
  });

  it('offers New conversation in the conversation menu', async () => {
    const { onNewConversation } = await setUp();

    await userEvent.click(await screen.findByRole('button', { name: 'Conversation options' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'New conversation' }));

    expect(onNewConversation).toHaveBeenCalledTimes(1);
  });

  it('keeps a message that was not delivered, and its Try again sends it with the focus back in the message box', async () => {
    const { api } = await setUp();
    api.on('POST', STREAM_PATH, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    const list = screen.getByRole('region', { name: 'Conversation' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hola{Enter}');

    const undelivered = (await within(list).findByText('Not delivered')).closest('article') as HTMLElement;
    expect(within(undelivered).getByText('Hola')).toBeTruthy();
    serveStream(api, buildChatStream({ userText: 'Hola', aiText: '¡Hola! ¿Qué tal?', chunks: ['¡Hola!', ' ¿Qué tal?'] }));
    await userEvent.click(within(undelivered).getByRole('button', { name: 'Try again' }));

    expect(await within(list).findByText('¡Hola! ¿Qué tal?')).toBeTruthy();
    expect(within(list).queryByText('Not delivered')).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(api.calls('POST', STREAM_PATH).map((request) => request.body)).toEqual([
      { conversation_id: 'conversation-1', message_text: 'Hola' },
      { conversation_id: 'conversation-1', message_text: 'Hola' },
    ]);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your message' }));
  });

  describe('when its conversation cannot be opened', () => {
    /** A chat screen whose conversation answers `first` once, then itself. */
    async function openFailing(first: Response) {
      const api = chatServer(settledMessages(2));
      let answered = false;
      api.on('GET', '/api/v1/conversations/{id}/', () => {
        if (answered) {
          return json(aConversation({ title: 'Spanish practice', message_count: 2 }));
        }
        answered = true;
        return first;
      });
      const test = await createTestSession({ api });
      const onNewConversation = vi.fn();
      renderWithSession(<ChatScreen conversationId="conversation-1" onNewConversation={onNewConversation} defaultDrawerOpen={false} speaker={null} clipboard={null} />, test.session);
      await screen.findByRole('heading', { name: 'This conversation can’t be opened' });
      return { onNewConversation };
    }

    it('says so instead of offering an input whose message would go nowhere, and offers a new conversation', async () => {
      const { onNewConversation } = await openFailing(apiError(404, 'Resource not found.', {}, 'not_found'));

      expect(screen.getByRole('alert').textContent).toBe('Resource not found.');
      // The header names no conversation: it neither pretends to be a new one nor keeps an old title.
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Conversation');
      expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
      expect(screen.queryByRole('group', { name: 'Suggested replies' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
      expect(onNewConversation).toHaveBeenCalledTimes(1);
    });

    it('offers Try again when the load failed, and then shows the conversation', async () => {
      await openFailing(apiError(403, 'Access denied. You do not have permission.', {}, 'forbidden'));

      expect(screen.getByRole('alert').textContent).toBe('Access denied. You do not have permission.');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

      expect(await screen.findByRole('heading', { name: 'Spanish practice', level: 2 })).toBeTruthy();
      expect(await screen.findByRole('textbox', { name: 'Your message' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'This conversation can’t be opened' })).toBeNull();
    });
  });
});
