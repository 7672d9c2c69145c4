import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, aVoiceCapabilities, apiError, fakeApi, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ListeningExercise } from './listening-exercise.js';

const GENERATE_PATH = '/api/v1/voice/listening-exercise/';
const CHECK_PATH = '/api/v1/voice/listening-exercise/exercise-1/check/';
const CAPABILITIES_PATH = '/api/v1/voice/capabilities/';

const exercise = {
  id: 'exercise-1',
  audio_data: 'UklGRiQAAABXQVZF',
  content_type: 'audio/wav',
  speed: 0.8,
  difficulty_level: 'intermediate',
  language_code: 'es',
  questions: [
    { id: 'q1', kind: 'gap_fill', prompt: 'Mañana vamos a la ____ con mis amigos.', options: null },
    { id: 'q2', kind: 'comprehension', prompt: '¿Con quién van?', options: ['Con la familia', 'Con los amigos', 'Solos'] },
  ],
};

const check = {
  score: 50,
  results: [
    { question_id: 'q1', correct: false, expected: 'playa', given: 'plaza' },
    { question_id: 'q2', correct: true, expected: 'Con los amigos', given: 'Con los amigos' },
  ],
  transcript: 'Mañana vamos a la playa con mis amigos.',
};

async function setUp(answer: (api: FakeApi) => void) {
  const api = fakeApi();
  answer(api);
  const test = await createTestSession({ api, user: aUser({ preferences: { ...aUser().preferences, skill_level: 'intermediate' } }) });
  await waitFor(() => expect(test.session.profile.$preferences.get()).not.toBeNull());
  renderWithSession(<ListeningExercise language="es" text="Mañana vamos a la playa con mis amigos." source="own" />, test.session);
  return { api };
}

const LEVEL_PATH = '/api/v1/voice/listening-exercise/for-level/';
const DICTATION_CHECK_PATH = '/api/v1/voice/listening-exercise/exercise-2/check/';
const dictation = { ...exercise, id: 'exercise-2', text_id: 's3', questions: [{ id: 'dictation', kind: 'dictation', prompt: 'Type what you hear.', options: null }] };
const dictationCheck = {
  score: 56,
  results: [
    {
      question_id: 'dictation',
      correct: false,
      expected: 'Mañana vamos a la playa con mis amigos.',
      given: 'manana vamos a la plaza con amigos hoy',
      words: [
        { expected: 'Mañana', given: 'manana', grade: 'accent' },
        { expected: 'vamos', given: 'vamos', grade: 'right' },
        { expected: 'a', given: 'a', grade: 'right' },
        { expected: 'la', given: 'la', grade: 'right' },
        { expected: 'playa', given: 'plaza', grade: 'wrong' },
        { expected: 'con', given: 'con', grade: 'right' },
        { expected: 'mis', given: null, grade: 'missing' },
        { expected: 'amigos', given: 'amigos', grade: 'right' },
        { expected: null, given: 'hoy', grade: 'extra' },
      ],
    },
  ],
  transcript: 'Mañana vamos a la playa con mis amigos.',
};

/** The exercise as the chat's practice dialog opens it: a new text for the level by default. */
async function setUpForLevel(answer: (api: FakeApi) => void) {
  const api = fakeApi();
  answer(api);
  const test = await createTestSession({ api, user: aUser({ preferences: { ...aUser().preferences, skill_level: 'intermediate' } }) });
  await waitFor(() => expect(test.session.profile.$preferences.get()).not.toBeNull());
  renderWithSession(<ListeningExercise language="es" text="¿Qué hiciste ayer?" />, test.session);
  return { api };
}

let play: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // The texts heard lately are remembered across exercises (localStorage): each test starts with none.
  localStorage.removeItem('parla.listening.heard');
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ListeningExercise', () => {
  it("starts with the text prefilled and the learner's level as the difficulty", async () => {
    await setUp(() => undefined);

    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text to listen to' }).value).toBe('Mañana vamos a la playa con mis amigos.');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Difficulty' }).value).toBe('intermediate');
  });

  it('generates the exercise, plays it at its pace, and checks the answers: results per question, score and transcript', async () => {
    const { api } = await setUp((server) => {
      server.on('POST', GENERATE_PATH, () => json(exercise));
      server.on('POST', CHECK_PATH, () => json(check));
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'advanced');

    await userEvent.click(screen.getByRole('button', { name: 'Create exercise' }));

    const player = await screen.findByRole('group', { name: 'Exercise audio' });
    expect(api.calls('POST', GENERATE_PATH)[0]?.body).toEqual({ text: 'Mañana vamos a la playa con mis amigos.', difficulty_level: 'advanced', language_code: 'es', kind: 'gap_fill' });
    expect(within(player).getByText('Pace: 0.8×')).toBeTruthy();
    expect(player.querySelector('audio')?.getAttribute('src')).toBe('data:audio/wav;base64,UklGRiQAAABXQVZF');
    await userEvent.click(within(player).getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(within(player).getByRole('button', { name: 'Pause' }));
    await userEvent.click(within(player).getByRole('button', { name: 'Play from the start' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Mañana vamos a la playa con mis amigos.', { selector: 'p' })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Question 1: Mañana vamos a la ____ con mis amigos.' }), 'plaza');
    const choices = screen.getByRole('group', { name: 'Question 2: ¿Con quién van?' });
    await userEvent.click(within(choices).getByRole('radio', { name: 'Con los amigos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check answers' }));

    expect(await screen.findByText('Score: 50%')).toBeTruthy();
    expect(api.calls('POST', CHECK_PATH)[0]?.body).toEqual({ answers: { q1: 'plaza', q2: 'Con los amigos' } });
    expect(screen.getByText('Not quite. The answer is “playa”.')).toBeTruthy();
    expect(screen.getByText('Correct')).toBeTruthy();
    const gap = screen.getByRole('textbox', { name: 'Question 1: Mañana vamos a la ____ con mis amigos.' });
    expect(document.getElementById(gap.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Not quite. The answer is “playa”.');
    expect(screen.getByRole('heading', { name: 'Transcript' })).toBeTruthy();
    expect(screen.getByText('Mañana vamos a la playa con mis amigos.', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check answers' })).toBeNull();
  });

  it('offers the words of a gap-fill question with options as choices (the easier levels)', async () => {
    const withOptions = { ...exercise, questions: [{ id: 'q1', kind: 'gap_fill', prompt: 'Mañana vamos a la ____ con mis amigos.', options: ['playa', 'plaza', 'casa'] }] };
    const { api } = await setUp((server) => {
      server.on('POST', GENERATE_PATH, () => json(withOptions));
      server.on('POST', CHECK_PATH, () => json({ ...check, results: [{ question_id: 'q1', correct: true, expected: 'playa', given: 'playa' }] }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create exercise' }));

    const choices = await screen.findByRole('group', { name: 'Question 1: Mañana vamos a la ____ con mis amigos.' });
    expect(within(choices).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['playa', 'plaza', 'casa']);
    expect(screen.queryByRole('textbox', { name: /^Question 1/ })).toBeNull();
    await userEvent.click(within(choices).getByRole('radio', { name: 'playa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check answers' }));

    await waitFor(() => expect(api.calls('POST', CHECK_PATH)[0]?.body).toEqual({ answers: { q1: 'playa' } }));
  });

  it('says how long to wait when creating exercises is rate limited', async () => {
    await setUp((server) =>
      server.on('POST', GENERATE_PATH, () => new Response(JSON.stringify({ code: 'rate_limited', message: 'Too many requests. Please wait and try again.', field_errors: {} }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '120' } })),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Create exercise' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Too many voice requests in a short time. Please try again in 2 minutes.');
  });

  it('says voice is not available right now when the speech engine failed just now (503), and lets the learner try again', async () => {
    await setUp((server) => server.on('POST', GENERATE_PATH, () => apiError(503, 'The speech engine could not answer right now. Please try again.', {}, 'engine_unavailable')));

    await userEvent.click(screen.getByRole('button', { name: 'Create exercise' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Voice input is not available right now.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create exercise' }).disabled).toBe(false);
  });

  describe('in a language the server cannot speak', () => {
    const speaksEnglishOnly = (server: FakeApi) => server.on('GET', CAPABILITIES_PATH, () => json(aVoiceCapabilities({ speaks: ['en'] })));

    it('says so by the language’s name up front and creates no exercise', async () => {
      const api = fakeApi();
      speaksEnglishOnly(api);
      const { session } = await createTestSession({ api });
      renderWithSession(<ListeningExercise language="ja" text="明日は友達と海に行きます。" />, session);

      expect((await screen.findByRole('alert')).textContent).toBe('Listening exercises aren’t available for Japanese yet.');
      const create = screen.getByRole<HTMLButtonElement>('button', { name: 'Create exercise' });
      expect(create.disabled).toBe(true);
      await userEvent.click(create);
      expect(api.calls('POST', GENERATE_PATH)).toHaveLength(0);
    });

    it('names the language in the interface language', async () => {
      const api = fakeApi();
      speaksEnglishOnly(api);
      const { session } = await createTestSession({ api });
      act(() => session.locale.setLocale('fr'));
      renderWithSession(<ListeningExercise language="ja" text="明日は友達と海に行きます。" />, session);

      // English shows until the French messages have loaded.
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Les exercices d’écoute ne sont pas encore disponibles en japonais.'), { timeout: 3000 });
    });

    it('says so by name when the server refuses the language (501) and the capabilities could not be read', async () => {
      const { api } = await setUp((server) =>
        server.on('POST', GENERATE_PATH, () => apiError(501, "Speech synthesis isn't available for Spanish on this server.", {}, 'engine_not_configured')),
      );

      await userEvent.click(screen.getByRole('button', { name: 'Create exercise' }));

      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Listening exercises aren’t available for Spanish yet.'));
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create exercise' }).disabled).toBe(true);
      expect(api.calls('POST', GENERATE_PATH)).toHaveLength(1);
    });

    it('creates exercises as usual in a language it speaks', async () => {
      await setUp((server) => {
        server.on('GET', CAPABILITIES_PATH, () => json(aVoiceCapabilities({ speaks: ['en', 'es'] })));
        server.on('POST', GENERATE_PATH, () => json(exercise));
      });

      await userEvent.click(screen.getByRole('button', { name: 'Create exercise' }));

      expect(await screen.findByRole('group', { name: 'Exercise audio' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('by default asks for a new text for the level, not the message just read; the own text is one choice away', async () => {
    const { api } = await setUpForLevel((server) => server.on('POST', LEVEL_PATH, () => json({ ...exercise, text_id: 's3' })));

    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'A new text for your level' }).checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Text to listen to' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Your own text' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text to listen to' }).value).toBe('¿Qué hiciste ayer?');
    await userEvent.click(screen.getByRole('radio', { name: 'A new text for your level' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create exercise' }));

    await screen.findByRole('group', { name: 'Exercise audio' });
    expect(api.calls('POST', LEVEL_PATH).map((call) => call.body)).toEqual([{ difficulty_level: 'intermediate', language_code: 'es', kind: 'gap_fill' }]);
    expect(api.calls('POST', GENERATE_PATH)).toHaveLength(0);
  });

  it('a dictation: the whole text typed, then each word marked by icon, line and name (not colour alone), with the score', async () => {
    const { api } = await setUpForLevel((server) => {
      server.on('POST', LEVEL_PATH, () => json(dictation));
      server.on('POST', DICTATION_CHECK_PATH, () => json(dictationCheck));
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Exercise' }), 'dictation');
    await userEvent.click(screen.getByRole('button', { name: 'Create exercise' }));

    const answer = await screen.findByRole('textbox', { name: 'Type everything you hear.' });
    expect(api.calls('POST', LEVEL_PATH)[0]?.body).toEqual({ difficulty_level: 'intermediate', language_code: 'es', kind: 'dictation' });
    // Nothing on screen gives the text away before the check.
    expect(screen.queryByText(/playa/)).toBeNull();
    await userEvent.type(answer, 'manana vamos a la plaza con amigos hoy');
    await userEvent.click(screen.getByRole('button', { name: 'Check answers' }));

    expect(await screen.findByText('Score: 56%')).toBeTruthy();
    expect(api.calls('POST', DICTATION_CHECK_PATH)[0]?.body).toEqual({ answers: { dictation: 'manana vamos a la plaza con amigos hoy' } });
    expect(document.getElementById(answer.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Words right: 5 of 8');
    const items = within(screen.getByRole('list', { name: 'Your dictation, word by word' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Mañana — accent or mark, you typed “manana”',
      'vamos — right',
      'a — right',
      'la — right',
      'playa — wrong word, you typed “plaza”',
      'con — right',
      'mis — missing',
      'amigos — right',
      'hoy — extra',
    ]);
    expect(items.map((item) => item.getAttribute('data-grade'))).toEqual(['accent', 'right', 'right', 'right', 'wrong', 'right', 'missing', 'right', 'extra']);
    // Each word carries an icon; what was typed instead is struck through beside the right word.
    expect(items.every((item) => item.querySelector('svg') !== null)).toBe(true);
    expect(items[4]?.querySelector('del')?.textContent).toBe('plaza');
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'right',
      'accent or mark',
      'wrong word',
      'missing',
      'extra',
    ]);
    expect(screen.getByText('Mañana vamos a la playa con mis amigos.', { selector: 'p' })).toBeTruthy();
  });

  it('goes back to the text with New exercise', async () => {
    await setUp((server) => server.on('POST', GENERATE_PATH, () => json(exercise)));

    await userEvent.click(screen.getByRole('button', { name: 'Create exercise' }));
    await screen.findByRole('group', { name: 'Exercise audio' });
    await userEvent.click(screen.getByRole('button', { name: 'New exercise' }));

    expect(screen.getByRole('textbox', { name: 'Text to listen to' })).toBeTruthy();
  });
});
