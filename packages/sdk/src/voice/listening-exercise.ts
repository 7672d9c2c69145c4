import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { ListeningExercise, ResponseBody } from '@parla/contract';
import type { ListeningExerciseKind, SkillLevel } from '@parla/contract/constants';
import type { ApiError } from '../errors/api-error.js';
import { browserStorage, memoryStorage, type KeyValueStorage } from '../ports.js';
import { asApiError } from '../state/as-api-error.js';
import { heardTexts, rememberHeardText } from './heard-texts.js';
import { checkPracticeText, LISTENING_TEXT_MAX_LENGTH } from './practice-text.js';
import type { PracticeTextError } from './practice-text.js';
import type { VoiceClient } from './types.js';

/** The answer check of a listening exercise: score, a result per question, and the transcript. */
export type ListeningCheck = ResponseBody<'voice.checkListeningExercise'>;

/** What went wrong with a listening exercise: a call's error, or a refused text. */
export type ListeningExerciseError = { kind: 'api'; error: ApiError } | PracticeTextError;

/** Where a listening exercise is. An error after the exercise was made keeps it, so the learner can check again. */
export type ListeningExerciseState =
  | { status: 'idle' }
  | { status: 'generating' }
  | { status: 'ready'; exercise: ListeningExercise }
  | { status: 'checking'; exercise: ListeningExercise }
  | { status: 'checked'; exercise: ListeningExercise; check: ListeningCheck }
  | { status: 'error'; error: ListeningExerciseError; exercise: ListeningExercise | null };

/** Options of {@link createListeningExercise}. */
export interface ListeningExerciseOptions {
  /** Sends `voice.listeningExercise`, `voice.levelListeningExercise` and `voice.checkListeningExercise` (the voice rate limit and quota apply). */
  client: VoiceClient;
  /** Where the ids of the levelled texts heard lately are kept, so the next ones differ. Default: `localStorage` when it works, else memory. */
  storage?: KeyValueStorage;
}

/** Generate → answer → check. */
export interface ListeningExerciseFlow {
  /** `idle`, `generating`, `ready`, `checking`, `checked`, or `error` (with the exercise when there was one). */
  readonly $state: ReadableAtom<ListeningExerciseState>;
  /**
   * Makes an exercise from `text` (trimmed; 1–1000 characters, else error `invalid` without a call): audio at the
   * difficulty's pace and questions. Resolves with it, or null when it failed, was reset or superseded.
   */
  generate(text: string, difficulty: SkillLevel, languageCode: string, kind?: ListeningExerciseKind): Promise<ListeningExercise | null>;
  /**
   * Makes an exercise (`gap_fill`, the default, or `dictation`) of a short text the server picks for the language and
   * level: not one of the texts heard lately (kept in `storage`, sent as `exclude`) nor one the learner just read in a
   * conversation. Resolves with it, or null when it failed, was reset or superseded.
   */
  generateForLevel(difficulty: SkillLevel, languageCode: string, kind?: ListeningExerciseKind): Promise<ListeningExercise | null>;
  /** Checks the answers, by question id; does nothing (null) before an exercise is ready. Resolves with the check, or null. */
  check(answers: Readonly<Record<string, string>>): Promise<ListeningCheck | null>;
  /** Aborts any call and goes back to `idle`, for a new exercise. */
  reset(): void;
  /** Resets; the exercise is not used afterwards. */
  destroy(): void;
}

/**
 * Creates a listening exercise with the client: `generate` → `ready` → `check` → `checked`. A newer call aborts the
 * older one; a failed check keeps the exercise (state `error` with `exercise`), so `check` can be tried again.
 * @example
 * const listening = createListeningExercise({ client });
 * const exercise = await listening.generate('Mañana vamos a la playa.', 'beginner', 'es');
 * if (exercise) await listening.check({ [exercise.questions[0].id]: 'playa' });
 * const dictation = await listening.generateForLevel('intermediate', 'es', 'dictation');
 * if (dictation) await listening.check({ dictation: 'lo que oigo' }); // per-word grades in check.results[0].words
 */
export function createListeningExercise(options: ListeningExerciseOptions): ListeningExerciseFlow {
  const { client } = options;
  const storage = options.storage ?? browserStorage() ?? memoryStorage();
  const $state = atom<ListeningExerciseState>({ status: 'idle' });
  let run: AbortController | null = null;
  let destroyed = false;

  function begin(): AbortController {
    run?.abort();
    run = new AbortController();
    return run;
  }

  function abortRun(): void {
    const current = run;
    run = null;
    current?.abort();
  }

  /** Runs one exercise call: `generating`, then `ready` or `error`; null when it failed or a newer call superseded it. */
  async function request(make: (signal: AbortSignal) => Promise<ListeningExercise>): Promise<ListeningExercise | null> {
    const controller = begin();
    $state.set({ status: 'generating' });
    try {
      const exercise = await make(controller.signal);
      if (run !== controller) {
        return null;
      }
      run = null;
      $state.set({ status: 'ready', exercise });
      return exercise;
    } catch (error) {
      if (run !== controller) {
        return null;
      }
      run = null;
      $state.set({ status: 'error', error: { kind: 'api', error: asApiError(error) }, exercise: null });
      return null;
    }
  }

  async function generate(text: string, difficulty: SkillLevel, languageCode: string, kind?: ListeningExerciseKind): Promise<ListeningExercise | null> {
    if (destroyed) {
      return null;
    }
    const checked = checkPracticeText(text, LISTENING_TEXT_MAX_LENGTH);
    if ('kind' in checked) {
      abortRun();
      $state.set({ status: 'error', error: checked, exercise: null });
      return null;
    }
    return request((signal) =>
      client.voice.listeningExercise({ text: checked.text, difficulty_level: difficulty, language_code: languageCode, ...(kind ? { kind } : {}) }, { signal }),
    );
  }

  async function generateForLevel(difficulty: SkillLevel, languageCode: string, kind?: ListeningExerciseKind): Promise<ListeningExercise | null> {
    if (destroyed) {
      return null;
    }
    const exclude = heardTexts(storage, languageCode, difficulty);
    const exercise = await request((signal) =>
      client.voice.levelListeningExercise(
        { difficulty_level: difficulty, language_code: languageCode, ...(kind ? { kind } : {}), ...(exclude.length > 0 ? { exclude } : {}) },
        { signal },
      ),
    );
    if (exercise?.text_id) {
      rememberHeardText(storage, languageCode, difficulty, exercise.text_id);
    }
    return exercise;
  }

  async function check(answers: Readonly<Record<string, string>>): Promise<ListeningCheck | null> {
    const state = $state.get();
    const exercise = state.status === 'ready' || state.status === 'checking' || state.status === 'error' ? state.exercise : null;
    if (destroyed || !exercise) {
      return null;
    }
    const controller = begin();
    $state.set({ status: 'checking', exercise });
    try {
      const result = await client.voice.checkListeningExercise(exercise.id, { answers: { ...answers } }, { signal: controller.signal });
      if (run !== controller) {
        return null;
      }
      run = null;
      $state.set({ status: 'checked', exercise, check: result });
      return result;
    } catch (error) {
      if (run !== controller) {
        return null;
      }
      run = null;
      $state.set({ status: 'error', error: { kind: 'api', error: asApiError(error) }, exercise });
      return null;
    }
  }

  return {
    $state,
    generate,
    generateForLevel,
    check,
    reset() {
      abortRun();
      $state.set({ status: 'idle' });
    },
    destroy() {
      destroyed = true;
      abortRun();
      $state.set({ status: 'idle' });
    },
  };
}
