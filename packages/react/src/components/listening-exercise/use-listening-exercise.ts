import { useCallback } from 'react';
import type { ListeningExerciseKind, SkillLevel } from '@parla/contract/constants';
import { useDisposable } from '../../hooks/use-disposable.js';
import { useLatest } from '../../hooks/use-latest.js';
import { useVoiceControllers } from '../../voice/use-voice-controllers.js';
import { useStore } from '@nanostores/react';
import { lazyListeningExercise } from '@parla/sdk';
import type { ListeningExerciseView } from '@parla/sdk';

/** Where a listening exercise is (`createListeningExercise`'s state, or the voice code failing to load). */
export type ListeningExerciseState = ListeningExerciseView;

/** What {@link useListeningExercise} returns. */
export interface UseListeningExercise {
  state: ListeningExerciseState;
  /** Makes an exercise from a text (`client.voice.listeningExercise`): audio at the difficulty's pace and questions. */
  generate: (text: string, difficulty: SkillLevel, kind?: ListeningExerciseKind) => Promise<void>;
  /** Makes an exercise of a new levelled text the learner has not just read (`client.voice.levelListeningExercise`). */
  generateForLevel: (difficulty: SkillLevel, kind?: ListeningExerciseKind) => Promise<void>;
  /** Checks the answers, by question id. */
  check: (answers: Readonly<Record<string, string>>) => Promise<void>;
  /** Back to the text, for a new exercise. */
  reset: () => void;
}

/** Generate → answer → check: the SDK's `createListeningExercise`, one per component, with the session's client. */
export function useListeningExercise(language: string): UseListeningExercise {
  const voice = useVoiceControllers('ListeningExercise');
  const exercise = useDisposable(() => lazyListeningExercise(voice), (flow) => flow.destroy(), [voice]);
  const state = useStore(exercise.state);
  const languageRef = useLatest(language);

  const generate = useCallback(
    async (text: string, difficulty: SkillLevel, kind?: ListeningExerciseKind) => {
      await (await exercise.get())?.generate(text, difficulty, languageRef.current, kind);
    },
    [exercise, languageRef],
  );
  const generateForLevel = useCallback(
    async (difficulty: SkillLevel, kind?: ListeningExerciseKind) => {
      await (await exercise.get())?.generateForLevel(difficulty, languageRef.current, kind);
    },
    [exercise, languageRef],
  );
  const check = useCallback(async (answers: Readonly<Record<string, string>>) => {
    await exercise.current()?.check(answers);
  }, [exercise]);
  const reset = useCallback(() => exercise.current()?.reset(), [exercise]);

  return { state, generate, generateForLevel, check, reset };
}
