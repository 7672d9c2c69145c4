import { LANGUAGE_NAMES, type LanguageCode, type TranslationPair } from '@parla/contract';
import type { TutorEngine } from '../tutor/tutor-engine.js';
import { apertiumPair, translateWithApertium, type ApertiumInstall } from './apertium.js';

/** A translation and who made it. */
export interface MessageTranslation {
  translatedText: string;
  /** The text's language (the model may have recognised it). */
  sourceLanguage: LanguageCode;
  engine: string;
  source: 'offline' | 'model';
}

/** Who would translate a pair: the model when one is configured (it translates better), else Apertium when it covers the pair. */
export interface TranslationPlan {
  model: boolean;
  offline: TranslationPair | undefined;
}

/** Who would translate `source` → `target` here; neither when the plan has no model and no offline pair. */
export function planTranslation(tutor: Pick<TutorEngine, 'translate'>, apertium: ApertiumInstall, source: LanguageCode, target: LanguageCode): TranslationPlan {
  return { model: tutor.translate !== undefined, offline: source === target ? undefined : apertiumPair(apertium, source, target) };
}

/** Message shown when no engine at all can translate (501 `engine_not_configured`: permanent, so clients do not retry). */
export const TRANSLATION_UNAVAILABLE = 'Translation needs a language model; none is configured on this server.';

/** Why nothing translates a pair (the 501's message): no engine at all, or none for this pair. */
export function noTranslationMessage(apertium: ApertiumInstall, source: LanguageCode, target: LanguageCode): string {
  if (apertium.pairs.length === 0) {
    return TRANSLATION_UNAVAILABLE;
  }
  return `No offline translator covers ${LANGUAGE_NAMES[source].name} to ${LANGUAGE_NAMES[target].name} here, and no language model is configured.`;
}

/**
 * Translates with the model when one is configured, falling back to Apertium when the model fails and Apertium covers
 * the pair; else with Apertium. Rejects when the engine(s) failed; call only with a plan that has an engine.
 */
export async function translateMessage(
  tutor: Pick<TutorEngine, 'name' | 'translate'>,
  apertium: ApertiumInstall,
  plan: TranslationPlan,
  request: { text: string; source: LanguageCode; target: LanguageCode },
  signal: AbortSignal,
): Promise<MessageTranslation> {
  const offline = async (pair: TranslationPair): Promise<MessageTranslation> => ({
    translatedText: await translateWithApertium(apertium, request.text, request.source, request.target, signal),
    sourceLanguage: request.source,
    engine: pair.engine,
    source: 'offline',
  });
  const translate = tutor.translate?.bind(tutor);
  if (plan.model && translate) {
    try {
      const result = await translate({ text: request.text, targetLanguage: request.target, sourceLanguage: request.source }, signal);
      return { translatedText: result.translatedText, sourceLanguage: result.sourceLanguage, engine: tutor.name, source: 'model' };
    } catch (error) {
      if (!plan.offline || signal.aborted) {
        throw error;
      }
      console.error('translation by the model failed; Apertium translates instead', error instanceof Error ? error.message : error);
      return offline(plan.offline);
    }
  }
  if (!plan.offline) {
    throw new Error(`Nothing translates ${request.source}→${request.target} here.`);
  }
  return offline(plan.offline);
}
