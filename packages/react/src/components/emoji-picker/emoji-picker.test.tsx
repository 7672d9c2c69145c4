import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatSession } from '@parla/sdk';
import { useChat } from '../../hooks/use-chat.js';
import { CHAT_PART_MESSAGES } from '../../i18n/chat-part-messages.js';
import { loadedArea } from '../../i18n/message-area.js';
import { ParlaIntlProvider } from '../../i18n/parla-intl-provider.js';
import { chatServer } from '../../test-utils/chat-server.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ChatInput } from '../chat-input/chat-input.js';
import { EMOJI_CATEGORIES } from './emoji-data.js';
import { EmojiPicker } from './emoji-picker.js';

function renderPicker() {
  const onSelect = vi.fn<(emoji: string) => void>();
  render(
    <ParlaIntlProvider>
      <EmojiPicker onSelect={onSelect} />
    </ParlaIntlProvider>,
  );
  return { onSelect, trigger: screen.getByRole('button', { name: 'Insert emoji' }) };
}

/** The picker in German: it shows once the German messages are there (no English first). */
async function renderGermanPicker() {
  render(
    <ParlaIntlProvider locale="de">
      <EmojiPicker onSelect={() => undefined} />
    </ParlaIntlProvider>,
  );
  return { trigger: await screen.findByRole('button', { name: 'Emoji einfügen' }) };
}

/** Opens the picker and waits for its panel, which is loaded on demand. */
async function openPicker(trigger: HTMLElement) {
  await userEvent.click(trigger);
  return screen.findByRole('dialog');
}

describe('EmojiPicker', () => {
  it('bundles about 120 common emoji in 8 categories', () => {
    const all = EMOJI_CATEGORIES.flatMap((category) => category.emoji);
    expect(EMOJI_CATEGORIES).toHaveLength(8);
    expect(all).toHaveLength(128);
    expect(new Set(all).size).toBe(all.length);
  });

  it('opens a labelled panel with a search field and a grid per category', async () => {
    const { trigger } = renderPicker();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await openPicker(trigger);

    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Emoji picker' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search by category' }));
    expect(screen.getAllByRole('grid')).toHaveLength(8);
    expect(screen.getByRole('grid', { name: 'Food & drink' })).toBeTruthy();
  });

  it('searches by category name', async () => {
    const { trigger } = renderPicker();
    await openPicker(trigger);

    await userEvent.type(screen.getByRole('searchbox'), 'food');

    expect(screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-labelledby') && document.getElementById(grid.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual([
      'Food & drink',
    ]);
    expect(screen.getByRole('button', { name: '🍕' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '😀' })).toBeNull();
  });

  it('searches by the category names of the interface language, ignoring accents', async () => {
    const { trigger } = await renderGermanPicker();
    // The provider fetches the German messages of the chat's on-demand parts, the panel's among them, in the background.
    await waitFor(() => expect(loadedArea(CHAT_PART_MESSAGES, 'de')).toBeDefined());
    await openPicker(trigger);

    await userEvent.type(screen.getByRole('searchbox'), 'gegenstande');

    expect(screen.getAllByRole('grid')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '🔑' })).toBeTruthy();
  });

  it('says when no category matches', async () => {
    const { trigger } = renderPicker();
    await openPicker(trigger);

    await userEvent.type(screen.getByRole('searchbox'), 'zzz');

    expect(screen.getByRole('status').textContent).toBe('No category matches “zzz”.');
  });

  it('is one tab stop moved by the arrow keys (rows of 8), Home and End; Enter chooses', async () => {
    const { trigger, onSelect } = renderPicker();
    await openPicker(trigger);

    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('😀');
    expect(screen.getAllByRole('gridcell').filter((cell) => cell.querySelector('[tabindex="0"]'))).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('😃');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('😊');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('👎');
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('😉');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('🎵');
    await userEvent.keyboard('{Home}{Enter}');

    expect(onSelect).toHaveBeenCalledWith('😀');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('loads its panel only when opened, and focuses the search field once it is there', async () => {
    const { trigger } = renderPicker();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();

    const panel = await openPicker(trigger);

    expect(trigger.getAttribute('aria-controls')).toBe(panel.id);
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search by category' }));
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { trigger, onSelect } = renderPicker();
    await openPicker(trigger);

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onSelect).not.toHaveBeenCalled();
  });

  describe('in the chat input', () => {
    function Harness({ onChat }: { onChat: (chat: ChatSession) => void }) {
      const { chat } = useChat({ conversationId: 'conversation-1', schedule: null });
      onChat(chat);
      return <ChatInput chat={chat} renderTools={({ insert }) => <EmojiPicker onSelect={insert} />} />;
    }

    it('inserts the emoji at the caret and puts the caret after it', async () => {
      const { session } = await createTestSession({ api: chatServer() });
      let chat: ChatSession | undefined;
      renderWithSession(<Harness onChat={(value) => (chat = value)} />, session);
      await waitFor(() => expect(chat?.$conversation.get()).not.toBeNull());
      const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' });
      await userEvent.type(field, 'Hola amigo');
      act(() => field.setSelectionRange(4, 4));

      await openPicker(screen.getByRole('button', { name: 'Insert emoji' }));
      await userEvent.click(screen.getByRole('button', { name: '👋' }));

      expect(field.value).toBe('Hola👋 amigo');
      expect(document.activeElement).toBe(field);
      expect(field.selectionStart).toBe(4 + '👋'.length);
    });
  });
});
