import type { LanguageCode, LearningGoal, LearningMode, SkillLevel } from '@parla/contract';
import { buildSystemPrompt } from './system-prompt.js';
import type { TutorEngine } from './tutor-engine.js';

/** Longest the model may take to write a conversation's first message before the embedded greeting is used instead. */
export const WELCOME_TIMEOUT_MS = 10_000;

/** A conversation's settings, as stored. */
export interface GreetingSettings {
  targetLanguage: LanguageCode;
  nativeLanguage: LanguageCode;
  skillLevel: SkillLevel;
  learningMode: LearningMode;
  goals: LearningGoal[];
}

/**
 * The tutor's first message of a conversation: written by the configured model (mode, level and goals in its prompt),
 * or `fallback()` (the embedded greeting) when no model is configured or it fails or takes longer than
 * {@link WELCOME_TIMEOUT_MS}. Never rejects.
 */
export async function tutorGreeting(tutor: TutorEngine, settings: GreetingSettings, fallback: () => string, timeoutMs = WELCOME_TIMEOUT_MS): Promise<string> {
  if (!tutor.welcome) {
    return fallback();
  }
  const prompt = {
    targetLanguage: settings.targetLanguage,
    nativeLanguage: settings.nativeLanguage,
    level: settings.skillLevel,
    mode: settings.learningMode,
    goals: settings.goals,
  };
  try {
    const text = await tutor.welcome({ ...prompt, systemPrompt: buildSystemPrompt(prompt) }, AbortSignal.timeout(timeoutMs));
    return text.trim() || fallback();
  } catch (error) {
    console.error('tutor welcome failed, using the embedded greeting:', error instanceof Error ? error.message : 'unknown error');
    return fallback();
  }
}
