import type { LanguageCode, LearningGoal, LearningMode, SkillLevel } from '@parla/contract';
import { profileLine, type LearnerProfile } from '../progress/learner-model.js';
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
  /** The learner model (issue #21), when it could be read: its one-line profile joins the model's prompt. */
  profile?: LearnerProfile | undefined;
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
    const system = buildSystemPrompt(prompt);
    const systemPrompt = settings.profile ? `${system}\n${profileLine(settings.profile)}` : system;
    const text = await tutor.welcome({ ...prompt, systemPrompt, ...(settings.profile ? { profile: settings.profile } : {}) }, AbortSignal.timeout(timeoutMs));
    return text.trim() || fallback();
  } catch (error) {
    console.error('tutor welcome failed, using the embedded greeting:', error instanceof Error ? error.message : 'unknown error');
    return fallback();
  }
}
