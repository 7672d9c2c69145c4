import { z } from 'zod';
import { CORRECTION_CATEGORIES, LANGUAGE_NAMES, correction, messageReview, type Correction, type MessageReview, type ReviewEngine } from '@parla/contract';
import { chatCompletions, type OpenAiEndpointOptions } from '../openai-chat.js';
import { jsonSchemaOf, structuredCompletion } from '../openai-structured.js';
import type { MessageReviewer, ReviewRequest } from './review-types.js';

/** Longest review the model may write, in tokens. */
export const REVIEW_MAX_TOKENS = 1200;

/** Options of the model reviewer: the tutor's endpoint, and the review's token budget (default {@link REVIEW_MAX_TOKENS}). */
export interface ModelReviewerOptions extends OpenAiEndpointOptions {
  maxTokens?: number;
}

/** A reviewer that names its engine, so a failed review can say which checks could not run. */
export interface NamedReviewer extends MessageReviewer {
  readonly engine: ReviewEngine;
}

/**
 * What the model is asked for: the contract's correction without the span (the server finds the span: models count
 * characters badly) and the better phrasing.
 */
export const modelReviewAnswer = z.object({
  corrections: z.array(correction.pick({ original: true, replacement: true, category: true, explanation: true })),
  better_phrasing: z.string().nullable(),
});

/** The JSON schema of {@link modelReviewAnswer}, as `response_format.json_schema` carries it (strict: every field required, nothing else). */
export function modelReviewJsonSchema(): Record<string, unknown> {
  return jsonSchemaOf(modelReviewAnswer);
}

/** The instructions of a review. */
export function reviewPrompt(request: ReviewRequest): string {
  const target = LANGUAGE_NAMES[request.targetLanguage].name;
  const native = LANGUAGE_NAMES[request.nativeLanguage].name;
  const taught = request.taughtWords.join(' ').trim();
  return [
    `You review one message written by a ${request.level} learner of ${target} practising ${request.mode.replaceAll('_', ' ')}.`,
    'Find its real mistakes only: spelling, accents, capitalization, agreement, conjugation, word order, word choice, punctuation, style, grammar.',
    'Never flag correct text, names, or a word the tutor itself used' + (taught ? ` (the tutor wrote: "${taught.slice(0, 600)}")` : '') + '.',
    'For each mistake give "original" (the wrong part, copied exactly from the message, as short as possible), "replacement" (what to write instead),',
    `"category" (one of ${CORRECTION_CATEGORIES.join(', ')}) and "explanation" (one short sentence in ${native}, the learner's own language).`,
    `List the mistakes in the order they appear. "better_phrasing" is a more natural way to say the whole message in ${target}, or null when it is already natural.`,
    'Answer with JSON only, shaped as {"corrections": [{"original": "", "replacement": "", "category": "", "explanation": ""}], "better_phrasing": null}; with no mistake, "corrections" is [].',
  ].join('\n');
}

/** Places the model's corrections in the text: each `original` is looked up after the previous one (or anywhere); unplaceable ones are dropped. */
export function placeCorrections(text: string, answer: z.infer<typeof modelReviewAnswer>, taughtWords: readonly string[]): Correction[] {
  const taught = new Set(taughtWords.flatMap((phrase) => phrase.toLowerCase().match(/[\p{L}\p{M}'’-]+/gu) ?? []));
  const placed: Correction[] = [];
  let cursor = 0;
  for (const item of answer.corrections) {
    if (item.original === '' || item.original === item.replacement || taught.has(item.original.trim().toLowerCase())) {
      continue;
    }
    let start = text.indexOf(item.original, cursor);
    if (start === -1) {
      start = text.indexOf(item.original);
    }
    if (start === -1) {
      continue;
    }
    placed.push({ ...item, start, end: start + item.original.length });
    cursor = Math.max(cursor, start + item.original.length);
  }
  return nonOverlapping(placed);
}

/** The corrections sorted by start, keeping the first listed where two overlap. */
function nonOverlapping(corrections: readonly Correction[]): Correction[] {
  const kept: Correction[] = [];
  for (const item of corrections) {
    if (!kept.some((other) => item.start < other.end && other.start < item.end)) {
      kept.push(item);
    }
  }
  return kept.sort((first, second) => first.start - second.start);
}

/** The text with every correction (sorted, non-overlapping) applied. */
function applyCorrections(text: string, corrections: readonly Correction[]): string {
  let corrected = '';
  let at = 0;
  for (const item of corrections) {
    corrected += text.slice(at, item.start) + item.replacement;
    at = item.end;
  }
  return corrected + text.slice(at);
}

/** The review that says the model's check could not run (a bad or missing answer). */
export function modelUnavailableReview(text: string): MessageReview {
  return { corrected_text: text, corrections: [], better_phrasing: null, checks: [{ kind: 'model', status: 'unavailable' }], engine: 'model' };
}

/**
 * Reviews learner messages with the configured model through a structured-output request
 * (`response_format: json_schema`, or JSON mode once the server refused that), checked with the contract's schemas.
 * A bad answer gives a review whose model check is `unavailable`; an unreachable or failing endpoint rejects.
 * @example
 * const reviewer = createModelReviewer({ url: 'http://127.0.0.1:11434/v1', model: 'llama3.1' });
 * const review = await reviewer.review({ text: 'Yo tiengo un perro', targetLanguage: 'es', nativeLanguage: 'en', level: 'beginner', mode: 'free_conversation', taughtWords: [] }, signal);
 */
export function createModelReviewer(options: ModelReviewerOptions): NamedReviewer {
  const maxTokens = options.maxTokens ?? REVIEW_MAX_TOKENS;
  // Structured output, or JSON mode once the server refused it; an answer that does not fit the schema is undefined.
  const ask = structuredCompletion(chatCompletions(options), 'message_review', modelReviewAnswer);

  return {
    engine: 'model',
    async review(request, signal) {
      const answer = await ask(
        {
          max_tokens: maxTokens,
          messages: [
            { role: 'system', content: reviewPrompt(request) },
            { role: 'user', content: request.text },
          ],
        },
        signal,
      );
      if (!answer) {
        return modelUnavailableReview(request.text);
      }
      const corrections = placeCorrections(request.text, answer, request.taughtWords);
      const betterPhrasing = answer.better_phrasing?.trim() || null;
      const review = messageReview.safeParse({
        corrected_text: applyCorrections(request.text, corrections),
        corrections,
        better_phrasing: betterPhrasing === request.text.trim() ? null : betterPhrasing,
        checks: [{ kind: 'model', status: 'ran' }],
        engine: 'model',
      });
      return review.success ? review.data : modelUnavailableReview(request.text);
    },
  };
}
