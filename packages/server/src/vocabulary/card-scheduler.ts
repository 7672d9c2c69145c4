import { createEmptyCard, fsrs, Rating, type Card, type Grade, type State } from 'ts-fsrs';
import { REVIEW_CARD_STATES, type ReviewGrade } from '@parla/contract';
import type { ReviewCardRow } from '../db/schema.js';

/** The FSRS scheduler (ts-fsrs, default parameters: 90 % retention, short-term learning steps 1m and 10m). */
const scheduler = fsrs();

/** The card-state columns of a review card, as ts-fsrs keeps them. */
export type CardSchedule = Pick<
  ReviewCardRow,
  'due' | 'stability' | 'difficulty' | 'elapsedDays' | 'scheduledDays' | 'learningSteps' | 'reps' | 'lapses' | 'state' | 'lastReview'
>;

const RATINGS: Readonly<Record<ReviewGrade, Grade>> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

function toColumns(card: Card): CardSchedule {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

function toCard(schedule: CardSchedule): Card {
  return {
    due: schedule.due,
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsedDays,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state as State,
    ...(schedule.lastReview ? { last_review: schedule.lastReview } : {}),
  };
}

/** The schedule of a new card: due at once. */
export function newCardSchedule(now: Date): CardSchedule {
  return toColumns(createEmptyCard(now));
}

/** The schedule after grading a card at `now`. */
export function gradeSchedule(schedule: CardSchedule, grade: ReviewGrade, now: Date): CardSchedule {
  return toColumns(scheduler.next(toCard(schedule), now, RATINGS[grade]).card);
}

/** When the card would next be due after each grade given at `now`. */
export function nextDueByGrade(schedule: CardSchedule, now: Date): Record<ReviewGrade, Date> {
  const preview = scheduler.repeat(toCard(schedule), now);
  return {
    again: preview[Rating.Again].card.due,
    hard: preview[Rating.Hard].card.due,
    good: preview[Rating.Good].card.due,
    easy: preview[Rating.Easy].card.due,
  };
}

/** The contract's name of a ts-fsrs state. */
export function stateName(state: number): (typeof REVIEW_CARD_STATES)[number] {
  return REVIEW_CARD_STATES[state] ?? 'new';
}
