// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@parla/test-utils';
import { fakeVoiceModule } from '../../test-utils/fake-voice-module.js';
import { renderWithVoice } from '../../test-utils/render-with-voice.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ListeningExercise } from '../listening-exercise/listening-exercise.js';
import { PronunciationPractice } from './pronunciation-practice.js';

const words = (['good', 'close', 'mispronounced', 'missed', 'extra'] as const).map((status, index) => ({ word: `palabra${index}`, status, score: 50, expected_phonemes: null, actual_phonemes: null }));

describe('voice practice accessibility (axe-core)', () => {
  it('PronunciationPractice has no serious or critical violation while recording and with a result', async () => {
    const api = fakeApi();
    api.on('POST', '/api/v1/voice/pronunciation/', () =>
      json({ transcript: 'palabra', reference_text: 'palabra', overall_score: 50, accuracy_score: 50, completeness_score: 50, fluency_score: 50, words }),
    );
    const { session } = await createTestSession({ api });
    const { container } = renderWithVoice(<PronunciationPractice language="es" text="palabra0 palabra1" />, session, fakeVoiceModule());
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    await screen.findByRole('meter');
    expect(await seriousViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Stop and score' }));
    await screen.findByRole('list', { name: 'Legend' });
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('ListeningExercise has no serious or critical violation with questions checked', async () => {
    const api = fakeApi();
    api.on('POST', '/api/v1/voice/listening-exercise/', () =>
      json({
        id: 'exercise-1', audio_data: 'UklGRg==', content_type: 'audio/wav', speed: 1, difficulty_level: 'beginner', language_code: 'es',
        questions: [
          { id: 'q1', kind: 'gap_fill', prompt: 'Vamos a la ____.', options: null },
          { id: 'q2', kind: 'comprehension', prompt: '¿Adónde van?', options: ['A la playa', 'Al cine'] },
        ],
      }),
    );
    api.on('POST', '/api/v1/voice/listening-exercise/exercise-1/check/', () =>
      json({ score: 50, results: [{ question_id: 'q1', correct: true, expected: 'playa', given: 'playa' }, { question_id: 'q2', correct: false, expected: 'A la playa', given: null }], transcript: 'Vamos a la playa.' }),
    );
    const { session } = await createTestSession({ api });
    const { container } = renderWithVoice(<ListeningExercise language="es" text="Vamos a la playa." source="own" />, session, fakeVoiceModule());
    await userEvent.click(screen.getByRole('button', { name: 'Create exercise' }));
    await screen.findByRole('group', { name: 'Exercise audio' });
    expect(await seriousViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Check answers' }));
    await screen.findByText('Score: 50%');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('ListeningExercise has no serious or critical violation with a dictation checked word by word', async () => {
    const api = fakeApi();
    api.on('POST', '/api/v1/voice/listening-exercise/for-level/', () =>
      json({
        id: 'exercise-2', audio_data: 'UklGRg==', content_type: 'audio/wav', speed: 1, difficulty_level: 'beginner', language_code: 'es', text_id: 's0',
        questions: [{ id: 'dictation', kind: 'dictation', prompt: 'Type what you hear.', options: null }],
      }),
    );
    const graded = [
      { expected: 'Vamos', given: 'vamos', grade: 'right' },
      { expected: 'a', given: 'á', grade: 'accent' },
      { expected: 'la', given: null, grade: 'missing' },
      { expected: 'playa', given: 'plaza', grade: 'wrong' },
      { expected: null, given: 'hoy', grade: 'extra' },
    ];
    api.on('POST', '/api/v1/voice/listening-exercise/exercise-2/check/', () =>
      json({ score: 30, results: [{ question_id: 'dictation', correct: false, expected: 'Vamos a la playa.', given: 'vamos á plaza hoy', words: graded }], transcript: 'Vamos a la playa.' }),
    );
    const { session } = await createTestSession({ api });
    const { container } = renderWithVoice(<ListeningExercise language="es" kind="dictation" />, session, fakeVoiceModule());
    await userEvent.click(screen.getByRole('button', { name: 'Create exercise' }));
    await userEvent.click(await screen.findByRole('textbox', { name: 'Type everything you hear.' }));
    await userEvent.paste('vamos á plaza hoy');
    expect(await seriousViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Check answers' }));
    await screen.findByRole('list', { name: 'Your dictation, word by word' });
    expect(await seriousViolations(container)).toEqual([]);
  });
});
