import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { espeakSpeech } from './speech-fixtures.js';
import { call, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

/** Recorded readings (espeak-ng, 16 kHz mono) kept between runs: made once per machine. */
const AUDIO_CACHE = join(tmpdir(), 'parla-test-readings');

async function reading(text: string): Promise<string> {
  const path = join(AUDIO_CACHE, `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.b64`);
  const cached = await readFile(path, 'utf8').catch(() => null);
  if (cached) {
    return cached;
  }
  const audio = await espeakSpeech(text);
  await mkdir(AUDIO_CACHE, { recursive: true });
  await writeFile(path, audio);
  return audio;
}

interface Graded {
  overall_score: number;
  drills: Array<{ word: string; heard: string; expected_phonemes: string | null; heard_phonemes: string | null }>;
  words: Array<{ word: string; status: string; score: number; expected_phonemes: string | null; actual_phonemes: string | null }>;
}

let context: TestContext;
let user: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  user = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

async function score(reference: string, said: string): Promise<Graded> {
  const result = await call(context.app, 'POST', '/api/v1/voice/pronunciation/', {
    token: user.access,
    body: { audio_data: await reading(said), reference_text: reference, language_code: 'en-US' },
  });
  expect(result.status, result.text).toBe(200);
  return result.body as Graded;
}

const gradeOf = (graded: Graded, word: string) => graded.words.find((entry) => entry.word === word && entry.status !== 'extra');

describe('pronunciation scoring that can fail (pocketsphinx decodes the reference against its minimal pairs)', () => {
  it.each([
    ['I would like a cup of coffee please.', 'I would like a cup of tea please.', 'coffee'],
    ['I think it will rain today.', 'I sink it will rain today.', 'think'],
    ['We can walk to the park.', 'We can walk to the bark.', 'park'],
  ])('grades "%s" read faithfully ≥ 80, and with one word swapped marks that word and scores lower', async (reference, swapped, word) => {
    const faithful = await score(reference, reference);
    expect(faithful.overall_score).toBeGreaterThanOrEqual(80);
    expect(gradeOf(faithful, word)?.status).toBe('good');

    const wrong = await score(reference, swapped);
    expect(['mispronounced', 'missed']).toContain(gradeOf(wrong, word)?.status);
    expect(wrong.overall_score).toBeLessThan(faithful.overall_score);
  });

  it('grades a dropped word missed, with its expected sounds from espeak-ng', async () => {
    const graded = await score('I think it will rain today.', 'I think it will today.');
    expect(gradeOf(graded, 'rain')).toMatchObject({ status: 'missed', score: 0, expected_phonemes: 'ɹeɪn', actual_phonemes: null });
    expect(gradeOf(graded, 'think')?.status).toBe('good');
  });

  it('shows what was heard instead, sound by sound', async () => {
    const graded = await score('I think it will rain today.', 'I sink it will rain today.');
    expect(gradeOf(graded, 'think')).toMatchObject({ status: 'mispronounced', expected_phonemes: 'θɪŋk' });
    expect(gradeOf(graded, 'think')?.actual_phonemes).toMatch(/^s/);
    expect(gradeOf(graded, 'think')?.score).toBeLessThan(50);
    expect(graded.drills).toContainEqual({ word: 'think', heard: 'sink', expected_phonemes: 'θɪŋk', heard_phonemes: 'sɪŋk' });
  });
});
