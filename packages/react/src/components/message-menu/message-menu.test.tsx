import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatSession } from '@parla/sdk';
import { aMessage, aUser, aVoiceCapabilities, apiError, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { useChat } from '../../hooks/use-chat.js';
import { STREAM_PATH, chatServer } from '../../test-utils/chat-server.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ChatInput } from '../chat-input/chat-input.js';
import { ChatMessageList } from '../chat-message-list/chat-message-list.js';
import { Snackbar } from '../snackbar/snackbar.js';
import { ApiError } from '@parla/sdk';
import { fakeVoiceModule } from '../../test-utils/fake-voice-module.js';
import { renderWithVoice } from '../../test-utils/render-with-voice.js';
import type { Speaker } from './browser-speaker.js';
import type { ClipboardPort } from './message-menu.js';
import { parlaChatStylesheet } from '../../styles/chat-stylesheet.js';

const TRANSLATE_PATH = '/api/v1/chat/translate/';
const EDIT_PATH = '/api/v1/conversations/messages/{id}/edit/';
const CAPABILITIES_PATH = '/api/v1/voice/capabilities/';

interface HarnessProps {
  onChat: (chat: ChatSession) => void;
  clipboard?: ClipboardPort | null;
  speaker?: Speaker | null;
}

function Harness({ onChat, clipboard, speaker }: HarnessProps) {
  const { chat } = useChat({ conversationId: 'conversation-1', schedule: null });
  onChat(chat);
  return (
    <>
      <ChatMessageList chat={chat} clipboard={clipboard} speaker={speaker} />
      <ChatInput chat={chat} />
      <Snackbar />
    </>
  );
}

const tutorMessage = aMessage('m-ai', { sender: 'ai', message_text: 'Hola, ¿qué tal?' });
const ownMessage = aMessage('m-user', { sender: 'user', message_text: 'Muy bien' });

async function setUp(options: Omit<HarnessProps, 'onChat'> = {}, serve: (api: FakeApi) => void = () => undefined) {
  const api = chatServer([tutorMessage, ownMessage]);
  serve(api);
  const test = await createTestSession({ api, user: aUser({ preferences: { ...aUser().preferences, playback_speed: 1.5, voice_preference: 'male', native_language: 'en' } }) });
  let chat: ChatSession | undefined;
  renderWithSession(<Harness onChat={(value) => (chat = value)} {...options} />, test.session);
  await waitFor(() => expect(chat?.$messages.get()).toHaveLength(2));
  await waitFor(() => expect(test.session.profile.$preferences.get()).not.toBeNull());
  return { ...test, chat: chat as ChatSession };
}

function bubble(text: string): HTMLElement {
  return screen.getByText(text, { selector: '.parla-message__text' }).closest('article') as HTMLElement;
}

async function choose(text: string, item: string): Promise<void> {
  await userEvent.click(within(bubble(text)).getByRole('button', { name: 'Message actions' }));
  // The list loads on demand (a chunk of its own), so it is awaited.
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('MessageMenu', () => {
  it('puts a menu button on every settled bubble', async () => {
    await setUp({ speaker: null, clipboard: null });

    for (const text of ['Hola, ¿qué tal?', 'Muy bien']) {
      const trigger = await within(bubble(text)).findByRole('button', { name: 'Message actions' });
      expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    }
  });

  it("offers Speak, Copy and Translate on the tutor's messages, and Edit only on the learner's own", async () => {
    await setUp({ speaker: null, clipboard: null });

    await userEvent.click(await within(bubble('Hola, ¿qué tal?')).findByRole('button', { name: 'Message actions' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Speak', 'Copy', 'Translate']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(bubble('Muy bien')).getByRole('button', { name: 'Message actions' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Speak', 'Copy', 'Translate', 'Edit']);
  });

  it('offers only Speak and Copy on a message that was not delivered (the server has no such message to translate or edit)', async () => {
    const { api } = await setUp({ speaker: null, clipboard: null });
    api.on('POST', STREAM_PATH, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hasta luego{Enter}');
    await screen.findByText('Not delivered');

    await userEvent.click(within(bubble('Hasta luego')).getByRole('button', { name: 'Message actions' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Speak', 'Copy']);
  });

  it('loads its list when opened from the keyboard, puts focus on the first entry, and Escape gives focus back', async () => {
    await setUp({ speaker: null, clipboard: null });
    const trigger = within(bubble('Hola, ¿qué tal?')).getByRole('button', { name: 'Message actions' });

    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');

    const menu = await screen.findByRole('menu', { name: 'Message actions' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Translate' })));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it("brings the list's and the editor's rules with them, as adopted stylesheets the chat's own sheet leaves out", async () => {
    await setUp();
    const adopted = () => document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

    await choose('Muy bien', 'Edit');
    await screen.findByRole('textbox', { name: 'Edit your message' });

    expect(adopted()).toContain('.parla-menu__item');
    expect(adopted()).toContain('.parla-message-editor__actions');
    expect(parlaChatStylesheet).not.toContain('.parla-menu__item');
    expect(parlaChatStylesheet).not.toContain('.parla-message-editor__actions');
  });

  describe('Speak', () => {
    it("reads the message aloud in the conversation's language with the learner's speed and voice", async () => {
      const speaker = { speak: vi.fn<Speaker['speak']>() };
      await setUp({ speaker });

      await choose('Hola, ¿qué tal?', 'Speak');

      expect(speaker.speak).toHaveBeenCalledWith({ text: 'Hola, ¿qué tal?', language: 'es', rate: 1.5, voice: 'male' });
    });

    describe('with the session’s speech player (the default)', () => {
      async function setUpPlayer() {
        const voice = fakeVoiceModule();
        const api = chatServer([tutorMessage, ownMessage]);
        const test = await createTestSession({ api, user: aUser({ preferences: { ...aUser().preferences, playback_speed: 0.75, voice_preference: 'male', native_language: 'en' } }) });
        renderWithVoice(<Harness onChat={() => undefined} clipboard={null} />, test.session, voice);
        await screen.findByText('Hola, ¿qué tal?', { selector: '.parla-message__text' });
        await waitFor(() => expect(test.session.profile.$preferences.get()).not.toBeNull());
        return { ...test, voice };
      }

      it("speaks the stored message with the server's voice, the learner's voice and speed, and offers Stop while it plays", async () => {
        const { voice } = await setUpPlayer();

        await choose('Hola, ¿qué tal?', 'Speak');

        expect(voice.spoken).toEqual([{ messageId: 'm-ai', text: 'Hola, ¿qué tal?', options: { languageCode: 'es', voice: 'male', speed: 0.75 } }]);
        await userEvent.click(within(bubble('Hola, ¿qué tal?')).getByRole('button', { name: 'Message actions' }));
        expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Stop', 'Copy', 'Translate']);
        await userEvent.keyboard('{Escape}');
        await userEvent.click(within(bubble('Muy bien')).getByRole('button', { name: 'Message actions' }));
        expect((await screen.findAllByRole('menuitem'))[0]?.textContent).toBe('Speak');
        await userEvent.keyboard('{Escape}');

        await choose('Hola, ¿qué tal?', 'Stop');

        expect(voice.playbackState.get().status).toBe('idle');
        await userEvent.click(within(bubble('Hola, ¿qué tal?')).getByRole('button', { name: 'Message actions' }));
        expect((await screen.findAllByRole('menuitem'))[0]?.textContent).toBe('Speak');
      });

      it('shows an error snackbar saying how long to wait when reading aloud is rate limited', async () => {
        const { voice } = await setUpPlayer();
        vi.spyOn(voice.player, 'speakMessage').mockImplementation(async (message) => {
          voice.playbackState.set({
            status: 'error',
            messageId: message.id,
            source: null,
            rate: 1,
            error: new ApiError({ kind: 'rate_limited', status: 429, code: 'rate_limited', message: 'Too many requests. Please wait and try again.', retryAfterMs: 45_000 }),
          });
        });

        await choose('Hola, ¿qué tal?', 'Speak');

        expect((await screen.findByRole('alert')).textContent).toContain('Too many voice requests in a short time. Please try again in 45 seconds.');
      });

      it.each([
        [501, 'engine_not_configured', 'Your browser cannot read messages aloud.'],
        [503, 'engine_unavailable', 'The message could not be read aloud.'],
      ] as const)('says reading aloud failed, not voice input, when neither the server (%i) nor the browser has a voice', async (status, code, text) => {
        const { voice } = await setUpPlayer();
        vi.spyOn(voice.player, 'speakMessage').mockImplementation(async (message) => {
          voice.playbackState.set({ status: 'error', messageId: message.id, source: null, rate: 1, error: new ApiError({ kind: 'http', status, code, message: 'No voice.' }) });
        });

        await choose('Hola, ¿qué tal?', 'Speak');

        expect((await screen.findByRole('alert')).textContent).toContain(text);
      });
    });

    it('is disabled with a tooltip saying why when the browser cannot speak', async () => {
      await setUp({ speaker: null });
      await userEvent.click(within(bubble('Hola, ¿qué tal?')).getByRole('button', { name: 'Message actions' }));

      const speak = await screen.findByRole('menuitem', { name: 'Speak' });
      expect(speak.getAttribute('aria-disabled')).toBe('true');
      expect(speak.getAttribute('title')).toBe('Your browser cannot read messages aloud.');
    });
  });

  describe('Copy', () => {
    it('writes the text to the clipboard and confirms with a success snackbar', async () => {
      const clipboard = { writeText: vi.fn<ClipboardPort['writeText']>().mockResolvedValue(undefined) };
      await setUp({ clipboard });

      await choose('Muy bien', 'Copy');

      expect(clipboard.writeText).toHaveBeenCalledWith('Muy bien');
      expect((await screen.findByRole('status')).textContent).toContain('Message copied');
    });

    it('shows an error snackbar when the clipboard refuses', async () => {
      const clipboard = { writeText: vi.fn<ClipboardPort['writeText']>().mockRejectedValue(new Error('denied')) };
      await setUp({ clipboard });

      await choose('Muy bien', 'Copy');

      expect((await screen.findByRole('alert')).textContent).toContain('The message could not be copied.');
    });
  });

  describe('Translate', () => {
    it("translates into the learner's native language and shows the translation under the text", async () => {
      const { api } = await setUp();
      api.on('POST', TRANSLATE_PATH, () => json({ translated_text: 'Hi, how are you?', source_language: 'es', target_language: 'en', engine: 'offline' }));

      await choose('Hola, ¿qué tal?', 'Translate');

      expect(await within(bubble('Hola, ¿qué tal?')).findByText('Hi, how are you?')).toBeTruthy();
      expect(within(bubble('Hola, ¿qué tal?')).getByText('Translation (English)')).toBeTruthy();
      expect(api.calls('POST', TRANSLATE_PATH)[0]?.body).toMatchObject({ message_id: 'm-ai', target_language: 'en' });
    });

    describe('when the server cannot translate', () => {
      it('says why once, in Translate’s place in the first menu (it vanished without a word), then leaves it out', async () => {
        const { session } = await setUp({ speaker: null, clipboard: null }, (api) =>
          api.on('GET', CAPABILITIES_PATH, () => json(aVoiceCapabilities({ translates: false }))),
        );
        await waitFor(() => expect(session.capabilities.$translation.get()).toBe('unavailable'));

        await userEvent.click(within(bubble('Hola, ¿qué tal?')).getByRole('button', { name: 'Message actions' }));
        const translate = await screen.findByRole('menuitem', { name: 'Translate: not available here' });
        expect(translate.getAttribute('aria-disabled')).toBe('true');
        expect(translate.getAttribute('aria-description') ?? document.getElementById(translate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
          'Translation is not available on this server.',
        );
        await userEvent.click(translate);
        expect(session.capabilities.$translationExplained.get()).toBe(false);
        await userEvent.keyboard('{Escape}');
        expect(session.capabilities.$translationExplained.get()).toBe(true);

        await userEvent.click(within(bubble('Muy bien')).getByRole('button', { name: 'Message actions' }));
        expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Speak', 'Copy', 'Edit']);
      });

      it('is offered while the capabilities are still loading', async () => {
        await setUp({ speaker: null, clipboard: null }, (api) => api.on('GET', CAPABILITIES_PATH, () => new Promise<Response>(() => undefined)));

        await userEvent.click(within(bubble('Hola, ¿qué tal?')).getByRole('button', { name: 'Message actions' }));

        expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Speak', 'Copy', 'Translate']);
      });

      it('says so at once when asked anyway (501, no retry), and offers it no more', async () => {
        const { api, session } = await setUp({ speaker: null, clipboard: null }, (server) => server.on('GET', CAPABILITIES_PATH, () => json(aVoiceCapabilities())));
        api.on('POST', TRANSLATE_PATH, () => apiError(501, 'Translation needs a language model; none is configured on this server.', {}, 'engine_not_configured'));

        await choose('Hola, ¿qué tal?', 'Translate');

        expect((await within(bubble('Hola, ¿qué tal?')).findByRole('alert')).textContent).toBe('Translation is not available on this server.');
        expect(api.calls('POST', TRANSLATE_PATH)).toHaveLength(1);
        expect(session.capabilities.$translationExplained.get()).toBe(true);
        await userEvent.click(within(bubble('Muy bien')).getByRole('button', { name: 'Message actions' }));
        expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Speak', 'Copy', 'Edit']);
      });
    });

    describe('when the server translates other pairs but not this one', () => {
      const offlineOnly = (pairs: Array<{ source: string; target: string }>) => ({
        ...aVoiceCapabilities({ translates: true }),
        translation: { available: true, engine: 'apertium', all_pairs: false, pairs: pairs.map((pair) => ({ ...pair, engine: 'apertium', via: null })) },
      });

      it('offers Translate when the offline engine covers the conversation’s language into the native one', async () => {
        const { session } = await setUp({ speaker: null, clipboard: null }, (api) => api.on('GET', CAPABILITIES_PATH, () => json(offlineOnly([{ source: 'es', target: 'en' }]))));
        await waitFor(() => expect(session.capabilities.translates('es', 'en')).toBe('available'));

        await userEvent.click(within(bubble('Hola, ¿qué tal?')).getByRole('button', { name: 'Message actions' }));

        expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Speak', 'Copy', 'Translate']);
      });

      it('says which pair once, in Translate’s place, when the offline engine does not cover it', async () => {
        const { session } = await setUp({ speaker: null, clipboard: null }, (api) => api.on('GET', CAPABILITIES_PATH, () => json(offlineOnly([{ source: 'en', target: 'es' }]))));
        await waitFor(() => expect(session.capabilities.$translation.get()).toBe('available'));

        await userEvent.click(within(bubble('Hola, ¿qué tal?')).getByRole('button', { name: 'Message actions' }));
        const translate = await screen.findByRole('menuitem', { name: 'Translate: not available here' });
        expect(translate.getAttribute('aria-description') ?? document.getElementById(translate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
          'Translation from Spanish to English is not available on this server.',
        );
        await userEvent.keyboard('{Escape}');

        await userEvent.click(within(bubble('Muy bien')).getByRole('button', { name: 'Message actions' }));
        expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Speak', 'Copy', 'Edit']);
      });

      it('after a 501 for this pair, stops offering it for this pair only and says which', async () => {
        const { api, session } = await setUp({ speaker: null, clipboard: null }, (server) => server.on('GET', CAPABILITIES_PATH, () => json(aVoiceCapabilities({ translates: true }))));
        await waitFor(() => expect(session.capabilities.$translation.get()).toBe('available'));
        api.on('POST', TRANSLATE_PATH, () => apiError(501, 'No offline translator covers Spanish to English here.', {}, 'engine_not_configured'));

        await choose('Hola, ¿qué tal?', 'Translate');

        expect((await within(bubble('Hola, ¿qué tal?')).findByRole('alert')).textContent).toBe('Translation from Spanish to English is not available on this server.');
        expect(session.capabilities.translates('es', 'en')).toBe('unavailable');
        expect(session.capabilities.translates('es', 'fr')).toBe('available');
        expect(session.capabilities.$translation.get()).toBe('available');
        await userEvent.click(within(bubble('Muy bien')).getByRole('button', { name: 'Message actions' }));
        expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Speak', 'Copy', 'Edit']);
      });
    });

    it('says to try again later when the engine failed just now (503), and keeps offering Translate', async () => {
      const { api } = await setUp({ speaker: null, clipboard: null });
      api.on('POST', TRANSLATE_PATH, () => apiError(503, 'The translation engine could not answer right now. Please try again.', {}, 'engine_unavailable'));

      await choose('Hola, ¿qué tal?', 'Translate');

      expect((await within(bubble('Hola, ¿qué tal?')).findByRole('alert')).textContent).toBe('Service temporarily unavailable. Please try again later.');
      await userEvent.click(within(bubble('Hola, ¿qué tal?')).getByRole('button', { name: 'Message actions' }));
      expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Speak', 'Copy', 'Translate']);
    });
  });

  describe('Edit', () => {
    it('opens an inline editor with the text, saves it and shows the new text', async () => {
      const { api } = await setUp();
      api.on('PATCH', EDIT_PATH, () => json({ ...ownMessage, message_text: 'Muy bien, gracias', edited_at: '2025-01-15T10:05:00.000Z' }));

      await choose('Muy bien', 'Edit');
      const field = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Edit your message' });
      expect(field.value).toBe('Muy bien');
      expect(document.activeElement).toBe(field);
      await userEvent.type(field, ', gracias');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Muy bien, gracias', { selector: '.parla-message__text' })).toBeTruthy();
      expect(api.calls('PATCH', '/api/v1/conversations/messages/m-user/edit/')[0]?.body).toEqual({ message_text: 'Muy bien, gracias' });
      expect(screen.queryByRole('textbox', { name: 'Edit your message' })).toBeNull();
    });

    it("refuses blank text with 'Message cannot be empty' (§5), sends nothing and leaves the chat input alone", async () => {
      const { api } = await setUp();

      await choose('Muy bien', 'Edit');
      await userEvent.clear(await screen.findByRole('textbox', { name: 'Edit your message' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      const alerts = screen.getAllByRole('alert');
      expect(alerts.map((alert) => alert.textContent)).toEqual(['Message cannot be empty']);
      expect(within(bubble('Muy bien')).getByRole('alert')).toBe(alerts[0]);
      expect(api.calls('PATCH', '/api/v1/conversations/messages/m-user/edit/')).toHaveLength(0);
    });

    it('counts the characters near the longest message and, over it, keeps the draft and turns Save off', async () => {
      const { api } = await setUp();

      await choose('Muy bien', 'Edit');
      const field = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Edit your message' });
      await userEvent.click(field);
      await userEvent.paste('x'.repeat(3993));

      const count = within(bubble('Muy bien')).getByText('4,001 of 4,000 characters');
      expect(count.getAttribute('data-state')).toBe('over');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      // The field is described by the note on what saving does to the replies, and by the count.
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(count.id);
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
      await userEvent.type(field, '{Enter}');
      expect(field.value).toHaveLength(4001);
      expect(api.calls('PATCH', '/api/v1/conversations/messages/m-user/edit/')).toHaveLength(0);
    });

    it('cancels with Escape: the text is unchanged and focus goes back to the menu button', async () => {
      await setUp();

      await choose('Muy bien', 'Edit');
      await userEvent.type(await screen.findByRole('textbox', { name: 'Edit your message' }), ' no');
      await userEvent.keyboard('{Escape}');

      expect(screen.queryByRole('textbox', { name: 'Edit your message' })).toBeNull();
      expect(bubble('Muy bien')).toBeTruthy();
      expect(document.activeElement).toBe(within(bubble('Muy bien')).getByRole('button', { name: 'Message actions' }));
    });
  });

  it("shows a translation the chat already holds in $translations under the message's text", async () => {
    const { api, chat } = await setUp();
    api.on('POST', TRANSLATE_PATH, () => json({ translated_text: 'Very well', source_language: 'es', target_language: 'en', engine: 'offline' }));

    await act(async () => {
      await chat.translate('m-user', 'en');
    });

    expect(within(bubble('Muy bien')).getByText('Very well')).toBeTruthy();
  });
});
