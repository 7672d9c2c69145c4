import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { AnswerCheck, DueCard, ReviewGrade } from '@parla/contract';
import type { LanguageCode } from '@parla/contract/constants';
import type { ParlaClient } from '../client/create-client.js';
import type { ApiError } from '../errors/api-error.js';
import { asApiError } from './as-api-error.js';

/** Where a card of the session is: asked, its typed answer being checked, answered (checked or revealed), or being graded. */
export type ReviewStep = 'asking' | 'checking' | 'answered' | 'grading';

/** The review session: loading the due cards, nothing due, a card (at a step), done, or failed to load. */
export type ReviewSessionState =
  | { status: 'loading' }
  | { status: 'empty' }
  | {
      status: 'card';
      card: DueCard;
      /** 0-based position of the card in this session. */
      index: number;
      /** Cards in this session. */
      total: number;
      step: ReviewStep;
      /** The typed answer, once sent (recall, listen, fix-it). */
      typed: string | null;
      /** The server's verdict on the typed answer; null for a recognise card (revealed) or when checking failed. */
      check: AnswerCheck | null;
      /** The last failure of checking or grading this card. */
      error: ApiError | null;
    }
  | { status: 'done'; reviewed: number; remembered: number }
  | { status: 'error'; error: ApiError };

/** Whether a card asks for a typed answer (recall, listen, fix-it) rather than to recall it and reveal (recognise). */
export function isTypedCard(card: Pick<DueCard, 'kind'>): boolean {
  return card.kind !== 'recognise';
}

/** How long from `now` until the card is due again after each grade, in milliseconds (shown on the grade buttons). */
export function gradeIntervals(card: Pick<DueCard, 'next_due'>, now: number = Date.now()): Record<ReviewGrade, number> {
  const after = (time: string) => Math.max(0, Date.parse(time) - now);
  return { again: after(card.next_due.again), hard: after(card.next_due.hard), good: after(card.next_due.good), easy: after(card.next_due.easy) };
}

/** Options of {@link createReviewSessionStore}. */
export interface ReviewSessionStoreOptions {
  /** Sends `review.due`, `review.check` and `review.grade`. */
  client: Pick<ParlaClient, 'review'>;
  /** Cards per session (1–100). Default 20. */
  limit?: number;
  /** Called after each grade, e.g. to refresh the due count. */
  onGraded?: (grade: ReviewGrade) => void;
}

/** One review session over the cards due now: ask, answer (typed and checked, or revealed), grade, next, done. Never rejects. */
export interface ReviewSessionStore {
  /** Where the session is. */
  readonly $state: ReadableAtom<ReviewSessionState>;
  /** Loads the cards due now (of one language, or all) and asks the first; `empty` when none is due. */
  load(language?: LanguageCode | null): Promise<void>;
  /** Sends a typed answer to be checked tolerantly by the server (a recall, listen or fix-it card). */
  answer(typed: string): Promise<void>;
  /** Shows the answer of a recognise card (or gives up on a typed one). */
  reveal(): void;
  /** Grades the answered card and moves to the next (or to `done`); resolves whether the grade was recorded. */
  grade(grade: ReviewGrade): Promise<boolean>;
}

/**
 * Creates a review session over `client.review`.
 * @example
 * const review = createReviewSessionStore({ client, onGraded: () => dueCount.refresh() });
 * await review.load();
 * await review.answer('el perro');
 * await review.grade('good');
 */
export function createReviewSessionStore(options: ReviewSessionStoreOptions): ReviewSessionStore {
  const $state = atom<ReviewSessionState>({ status: 'loading' });
  let cards: DueCard[] = [];
  let reviewed = 0;
  let remembered = 0;
  let generation = 0;

  function ask(index: number) {
    const card = cards[index];
    $state.set(
      card
        ? { status: 'card', card, index, total: cards.length, step: 'asking', typed: null, check: null, error: null }
        : { status: 'done', reviewed, remembered },
    );
  }

  const current = () => {
    const state = $state.get();
    return state.status === 'card' ? state : null;
  };

  return {
    $state,
    async load(language) {
      generation += 1;
      const expected = generation;
      $state.set({ status: 'loading' });
      try {
        const due = await options.client.review.due({ limit: options.limit ?? 20, ...(language ? { language } : {}) });
        if (expected !== generation) {
          return;
        }
        cards = due.results;
        reviewed = 0;
        remembered = 0;
        if (cards.length === 0) {
          $state.set({ status: 'empty' });
        } else {
          ask(0);
        }
      } catch (error) {
        if (expected === generation) {
          $state.set({ status: 'error', error: asApiError(error) });
        }
      }
    },
    async answer(typed) {
      const state = current();
      if (!state || state.step !== 'asking' || !isTypedCard(state.card)) {
        return;
      }
      $state.set({ ...state, step: 'checking', typed, error: null });
      try {
        const check = await options.client.review.check(state.card.id, { answer: typed });
        if (current()?.card.id === state.card.id) {
          $state.set({ ...state, step: 'answered', typed, check, error: null });
        }
      } catch (error) {
        if (current()?.card.id === state.card.id) {
          $state.set({ ...state, step: 'asking', typed, check: null, error: asApiError(error) });
        }
      }
    },
    reveal() {
      const state = current();
      if (state?.step === 'asking') {
        $state.set({ ...state, step: 'answered', check: null, error: null });
      }
    },
    async grade(grade) {
      const state = current();
      if (!state || state.step !== 'answered') {
        return false;
      }
      $state.set({ ...state, step: 'grading', error: null });
      try {
        await options.client.review.grade(state.card.id, { grade });
        reviewed += 1;
        remembered += grade === 'again' ? 0 : 1;
        options.onGraded?.(grade);
        ask(state.index + 1);
        return true;
      } catch (error) {
        $state.set({ ...state, step: 'answered', error: asApiError(error) });
        return false;
      }
    },
  };
}
