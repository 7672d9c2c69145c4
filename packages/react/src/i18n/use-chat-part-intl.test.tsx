import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from './chat-messages.js';
import { CHAT_PART_MESSAGES } from './chat-part-messages.js';
import { IntlContext } from './intl-context.js';
import { intlForMessages } from './intl-for-messages.js';
import { loadAreaOrEnglish, loadedArea } from './message-area.js';
import { useChatPartT } from './use-chat-part-intl.js';
import { useT } from './use-t.js';

/** A part of the chat that shows one of its own messages beside one of the chat's. */
function Part() {
  const t = useChatPartT();
  const chatT = useT();
  return (
    <p>
      {t('chat.cancel')} / {chatT('chat.header.untitled')}
    </p>
  );
}

function renderPart(locale: 'en' | 'uk', chat: Record<string, string>) {
  render(
    <IntlContext.Provider value={intlForMessages(locale, chat)}>
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>
    </IntlContext.Provider>,
  );
}

describe('the messages of the chat’s on-demand parts', () => {
  it('are not in the chat’s own catalogue, which the first paint carries', () => {
    expect(Object.keys(CHAT_MESSAGES.english)).not.toContain('chat.cancel');
    expect(Object.keys(CHAT_PART_MESSAGES.english)).toContain('chat.cancel');
  });

  it('in English render at once, beside the chat’s messages', () => {
    renderPart('en', CHAT_MESSAGES.english);

    expect(screen.getByText('Cancel / New conversation')).toBeTruthy();
  });

  it('in another language are loaded on first use (the part suspends meanwhile), then show in that language', async () => {
    expect(loadedArea(CHAT_PART_MESSAGES, 'uk')).toBeUndefined();
    const ukrainian = await CHAT_MESSAGES.load('uk');
    // An awaited act scope, as React asks of suspending components in tests, that lasts until the messages are in.
    await act(async () => {
      renderPart('uk', { ...CHAT_MESSAGES.english, ...ukrainian });
      await loadAreaOrEnglish(CHAT_PART_MESSAGES, 'uk');
    });

    expect(screen.getByText(`Скасувати / ${ukrainian['chat.header.untitled']}`)).toBeTruthy();
  });
});
