import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aVoiceCapabilities, apiError, fakeApi, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { fakeVoiceModule } from '../../test-utils/fake-voice-module.js';
import type { FakeVoiceOptions } from '../../test-utils/fake-voice-module.js';
import { renderWithVoice } from '../../test-utils/render-with-voice.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { PronunciationPractice } from './pronunciation-practice.js';

const PATH = '/api/v1/voice/pronunciation/';
const CAPABILITIES_PATH = '/api/v1/voice/capabilities/';

const analysis = {
  transcript: 'hola que tal amigos',
  reference_text: 'Hola, ¿qué tal estás?',
  overall_score: 72,
  accuracy_score: 81,
  completeness_score: 75,
  fluency_score: 60,
  words: [
    { word: 'Hola', status: 'good', score: 100, expected_phonemes: 'ola', actual_phonemes: 'ola' },
    { word: 'qué', status: 'close', score: 82, expected_phonemes: 'ke', actual_phonemes: 'ke' },
    { word: 'tal', status: 'mispronounced', score: 42, expected_phonemes: 'tal', actual_phonemes: 'tel' },
    { word: 'estás', status: 'missed', score: 0, expected_phonemes: 'estas', actual_phonemes: null },
    { word: 'amigos', status: 'extra', score: 0, expected_phonemes: null, actual_phonemes: 'amiɣos' },
  ],
};

async function setUp(answer: (api: FakeApi) => void, options: FakeVoiceOptions = {}) {
  const api = fakeApi();
  answer(api);
  const { session } = await createTestSession({ api });
  const voice = fakeVoiceModule(options);
  renderWithVoice(<PronunciationPractice language="es" text="Hola, ¿qué tal estás?" />, session, voice);
  return { api, voice };
}

async function recordAndStop(): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: 'Record' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Stop and score' }));
}

describe('PronunciationPractice', () => {
  it('starts idle with the text prefilled and editable', async () => {
    await setUp(() => undefined);

    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text to read' });
    expect(field.value).toBe('Hola, ¿qué tal estás?');
    await userEvent.clear(field);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Record' }).disabled).toBe(true);
  });

  it('records with a level meter and time, then scores the recording against the (edited) text', async () => {
    const { api } = await setUp((server) => server.on('POST', PATH, () => json(analysis)));
    await userEvent.type(screen.getByRole('textbox', { name: 'Text to read' }), ' ');

    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('meter', { name: 'Microphone level' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('0:02 / 1:00');
    await userEvent.click(screen.getByRole('button', { name: 'Stop and score' }));

    await screen.findByRole('heading', { name: 'Your scores' });
    expect(api.calls('POST', PATH)[0]?.body).toMatchObject({ language_code: 'es', sample_rate: 48000, reference_text: 'Hola, ¿qué tal estás?' });
  });

  it('shows the four scores and every word with its grade in its name, by icon and by colour class, with a legend', async () => {
    await setUp((server) => server.on('POST', PATH, () => json(analysis)));

    await recordAndStop();

    const scores = await screen.findByRole('heading', { name: 'Your scores' });
    const list = scores.nextElementSibling as HTMLElement;
    expect([...list.querySelectorAll('div')].map((row) => row.textContent)).toEqual(['Overall72', 'Accuracy81', 'Completeness75', 'Fluency60']);
    const expected = [
      ['Hola — good, 100', 'good'],
      ['qué — close, 82', 'close'],
      ['tal — mispronounced, 42', 'mispronounced'],
      ['estás — missed, 0', 'missed'],
      ['amigos — extra, 0', 'extra'],
    ];
    for (const [name, grade] of expected) {
      const word = screen.getByRole('listitem', { name });
      expect(word.getAttribute('data-grade')).toBe(grade);
      expect(word.querySelector('svg')).not.toBeNull();
    }
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['good', 'close', 'mispronounced', 'missed', 'extra']);
    // A key, not five more graded words: each name is plain text beside a swatch, not a word chip.
    for (const item of within(legend).getAllByRole('listitem')) {
      expect(item.classList.contains('parla-word-grade')).toBe(false);
      expect(item.querySelector('.parla-grade-legend__name')?.closest('.parla-word-grade')).toBeNull();
      expect(item.querySelector('.parla-grade-legend__swatch')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(screen.getByText('hola que tal amigos')).toBeTruthy();
  });

  it('offers the minimal pairs heard instead, and practising one puts the pair in the text to read', async () => {
    const drills = [{ word: 'tal', heard: 'tel', expected_phonemes: 'tal', heard_phonemes: 'tel' }];
    await setUp((server) => server.on('POST', PATH, () => json({ ...analysis, drills })));

    await recordAndStop();

    await screen.findByRole('heading', { name: 'Pairs to practise' });
    await userEvent.click(screen.getByRole('button', { name: 'Practise “tal” and “tel”' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text to read' }).value).toBe('tal, tel, tal.');
  });

  it('shows no drills when the result has none (older servers omit the field)', async () => {
    await setUp((server) => server.on('POST', PATH, () => json(analysis)));
    await recordAndStop();
    await screen.findByRole('heading', { name: 'Your scores' });
    expect(screen.queryByRole('heading', { name: 'Pairs to practise' })).toBeNull();
  });

  it('says it is scoring while the server works', async () => {
    await setUp((server) => server.on('POST', PATH, () => new Promise<Response>(() => undefined)));

    await recordAndStop();

    expect((await screen.findByRole('status')).textContent).toBe('Scoring your pronunciation…');
  });

  it('cancels a recording with Escape and goes back to idle', async () => {
    const { api } = await setUp(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    await screen.findByRole('button', { name: 'Stop and score' });

    await userEvent.keyboard('{Escape}');

    expect(screen.getByRole('button', { name: 'Record' })).toBeTruthy();
    expect(api.calls('POST', PATH)).toHaveLength(0);
  });

  it('says how long to wait when scoring is rate limited, and offers to try again', async () => {
    await setUp((server) => server.on('POST', PATH, () => new Response(JSON.stringify({ code: 'rate_limited', message: 'Too many requests. Please wait and try again.', field_errors: {} }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '30' } })));

    await recordAndStop();

    expect((await screen.findByRole('alert')).textContent).toBe('Too many voice requests in a short time. Please try again in 30 seconds.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says nothing was heard when the recording held no word (422 nothing_heard), and offers to try again', async () => {
    await setUp((server) => server.on('POST', PATH, () => apiError(422, 'Nothing was heard. Please try again.', {}, 'nothing_heard')));

    await recordAndStop();

    expect((await screen.findByRole('alert')).textContent).toBe('Nothing was heard. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says nothing was heard in the interface language, not in the server’s English', async () => {
    const api = fakeApi();
    api.on('POST', PATH, () => apiError(422, 'Nothing was heard. Please try again.', {}, 'nothing_heard'));
    const { session } = await createTestSession({ api });
    act(() => session.locale.setLocale('fr'));
    renderWithVoice(<PronunciationPractice language="es" text="Hola, ¿qué tal estás?" />, session, fakeVoiceModule());

    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Arrêter/ }));

    expect((await screen.findByRole('alert')).textContent).toBe('Rien n’a été entendu. Réessaie.');
  });

  it('explains a microphone that was refused', async () => {
    await setUp(() => undefined, { recording: { status: 'error', error: 'permission-denied' } });

    await userEvent.click(screen.getByRole('button', { name: 'Record' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Microphone access was denied. Allow it in your browser settings to record.');
  });

  it('refuses a text longer than the server takes without recording or calling it', async () => {
    const api = fakeApi();
    const { session } = await createTestSession({ api });
    const voice = fakeVoiceModule();
    const record = vi.spyOn(voice.recorder, 'record');
    renderWithVoice(<PronunciationPractice language="es" text={'a'.repeat(501)} />, session, voice);

    await userEvent.click(screen.getByRole('button', { name: 'Record' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid format');
    expect(record).not.toHaveBeenCalled();
    expect(api.calls('POST', PATH)).toHaveLength(0);
  });

  it('says voice is not available right now when the speech engine failed just now (503)', async () => {
    await setUp((server) => server.on('POST', PATH, () => apiError(503, 'The speech engine could not answer right now. Please try again.', {}, 'engine_unavailable')));

    await recordAndStop();

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Voice input is not available right now.'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Try again' }).disabled).toBe(false);
  });

  describe('in a language the server cannot score', () => {
    const scoresEnglishOnly = (server: FakeApi) => server.on('GET', CAPABILITIES_PATH, () => json(aVoiceCapabilities({ hears: ['en'], scores: ['en'] })));

    it('says so by the language’s name up front and offers no recording', async () => {
      const api = fakeApi();
      scoresEnglishOnly(api);
      const { session } = await createTestSession({ api });
      renderWithVoice(<PronunciationPractice language="ja" text="こんにちは" />, session, fakeVoiceModule());

      expect((await screen.findByRole('alert')).textContent).toBe('Pronunciation practice isn’t available for Japanese yet.');
      const record = screen.getByRole<HTMLButtonElement>('button', { name: 'Record' });
      expect(record.disabled).toBe(true);
      await userEvent.click(record);
      expect(api.calls('POST', PATH)).toHaveLength(0);
    });

    it('names the language in the interface language', async () => {
      const api = fakeApi();
      scoresEnglishOnly(api);
      const { session } = await createTestSession({ api });
      act(() => session.locale.setLocale('fr'));
      renderWithVoice(<PronunciationPractice language="ja" text="こんにちは" />, session, fakeVoiceModule());

      // English shows until the French messages have loaded.
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('L’entraînement à la prononciation n’est pas encore disponible en japonais.'), { timeout: 3000 });
    });

    it('says so by name when the server refuses the language (501) and the capabilities could not be read', async () => {
      await setUp((server) =>
        server.on('POST', PATH, () => apiError(501, "Speech recognition isn't available for Spanish on this server.", {}, 'engine_not_configured')),
      );

      await recordAndStop();

      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Pronunciation practice isn’t available for Spanish yet.'));
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Try again' }).disabled).toBe(true);
    });

    it('records as usual in a language it scores', async () => {
      await setUp((server) => {
        server.on('GET', CAPABILITIES_PATH, () => json(aVoiceCapabilities({ hears: ['en', 'es'], scores: ['en', 'es'] })));
        server.on('POST', PATH, () => json(analysis));
      });

      await recordAndStop();

      expect(await screen.findByRole('heading', { name: 'Your scores' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
