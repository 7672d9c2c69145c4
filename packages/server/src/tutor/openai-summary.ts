import { z } from 'zod';
import { LANGUAGE_NAMES } from '@parla/contract';
import type { ChatCompletionsPost } from './openai-chat.js';
import { structuredCompletion } from './openai-structured.js';
import { TutorEngineError, type SummaryRequest } from './tutor-engine.js';

/** Longest summary the model may write, in tokens. */
export const SUMMARY_MAX_TOKENS = 400;

/** Longest summary kept, in characters (a longer answer is cut at a sentence end). */
export const SUMMARY_MAX_CHARS = 1500;

/** Longest part of one turn shown to the summariser, in characters (a message may have 4000). */
export const SUMMARY_TURN_CHARS = 600;

/** What the model answers: the new summary. */
export const modelSummaryAnswer = z.object({ summary: z.string().min(1) });

/** The instructions of a summary update. */
export function summaryPrompt(request: SummaryRequest): string {
  const target = LANGUAGE_NAMES[request.targetLanguage].name;
  const native = LANGUAGE_NAMES[request.nativeLanguage].name;
  return [
    `You keep the running summary of a ${target} lesson (${request.mode.replaceAll('_', ' ')}) between a tutor and a learner whose native language is ${native}.`,
    'Update the summary with the new turns: what the learner told about themselves, topics and scenes covered, tasks done and where the current one stands,',
    'words and structures taught, and the mistakes the learner keeps making. Write in English, in at most 120 words, facts only.',
    'Answer with JSON only: {"summary": "..."}.',
  ].join('\n');
}

/** The user message of a summary update: the summary so far and the new turns. */
function summaryInput(request: SummaryRequest): string {
  const turns = request.turns
    .map((turn) => {
      const content = turn.content.replace(/\s+/g, ' ').trim();
      return `${turn.role === 'user' ? 'Learner' : 'Tutor'}: ${content.length > SUMMARY_TURN_CHARS ? `${content.slice(0, SUMMARY_TURN_CHARS)}…` : content}`;
    })
    .join('\n');
  return `Summary so far: ${request.previousSummary ?? '(none yet)'}\n\nNew turns:\n${turns}`;
}

/** A summary cut to {@link SUMMARY_MAX_CHARS}, at the last sentence end that fits when there is one. */
export function boundedSummary(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= SUMMARY_MAX_CHARS) {
    return trimmed;
  }
  const cut = trimmed.slice(0, SUMMARY_MAX_CHARS);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return end > SUMMARY_MAX_CHARS / 2 ? cut.slice(0, end + 1) : cut;
}

/**
 * The summariser of the OpenAI-compatible engine: one structured-output request (JSON mode when refused), validated;
 * rejects with a {@link TutorEngineError} when the answer does not fit, so the summary so far stays.
 */
export function createModelSummariser(post: ChatCompletionsPost, maxTokens = SUMMARY_MAX_TOKENS) {
  const ask = structuredCompletion(post, 'conversation_summary', modelSummaryAnswer);
  return async (request: SummaryRequest, signal: AbortSignal): Promise<string> => {
    const answer = await ask(
      {
        max_tokens: maxTokens,
        messages: [
          { role: 'system', content: summaryPrompt(request) },
          { role: 'user', content: summaryInput(request) },
        ],
      },
      signal,
    );
    const summary = answer ? boundedSummary(answer.summary) : '';
    if (summary === '') {
      throw new TutorEngineError('The tutor endpoint sent a summary that does not fit.');
    }
    return summary;
  };
}
